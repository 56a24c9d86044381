import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_containers_product_code" AS ENUM('20WS', '40WS', '20ZI', '40ZI', '20ZS', '40ZS');
  CREATE TYPE "public"."enum_accessory_kits_description" AS ENUM('None', 'Protect', 'Protect + Organize', 'Protect + Load', 'Protect Pro');
  CREATE TYPE "public"."enum_carts_status" AS ENUM('Active', 'Abandoned', 'Ordered');
  CREATE TYPE "public"."enum_carts_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."enum_carts_locale" AS ENUM('en', 'fr');
  CREATE TABLE "product_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"highlighted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "containers_specifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "containers_specifications_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "containers_uses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "containers_uses_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "containers_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "containers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_code" "enum_containers_product_code" NOT NULL,
  	"category_id" integer NOT NULL,
  	"length" numeric NOT NULL,
  	"product_sheet_id" integer,
  	"rates_usd_cycle_rate" numeric NOT NULL,
  	"rates_usd_delivery_fee" numeric NOT NULL,
  	"rates_usd_return_fee" numeric NOT NULL,
  	"rates_cad_cycle_rate" numeric NOT NULL,
  	"rates_cad_delivery_fee" numeric NOT NULL,
  	"rates_cad_return_fee" numeric NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "containers_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "containers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"accessory_kits_id" integer
  );
  
  CREATE TABLE "accessory_kits_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"accessory_id" integer NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "accessory_kits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"description" "enum_accessory_kits_description" NOT NULL,
  	"rates_usd_cycle_rate" numeric NOT NULL,
  	"rates_cad_cycle_rate" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "accessory_kits_locales" (
  	"label" varchar NOT NULL,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "accessories_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "accessories_features_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "accessories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sku" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "accessories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"product_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "carts_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category_id" integer NOT NULL,
  	"container_id" integer NOT NULL,
  	"container_quantity" numeric NOT NULL,
  	"kit_id" integer NOT NULL,
  	"kit_quantity" numeric NOT NULL,
  	"start_date" varchar NOT NULL,
  	"end_date" varchar NOT NULL,
  	"billing_cycles" numeric NOT NULL,
  	"price_snapshot_container_cycle_rate" numeric NOT NULL,
  	"price_snapshot_kit_cycle_rate" numeric NOT NULL,
  	"price_snapshot_delivery_fee" numeric NOT NULL,
  	"price_snapshot_return_fee" numeric NOT NULL
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"web_cart_id" varchar NOT NULL,
  	"status" "enum_carts_status" DEFAULT 'Active' NOT NULL,
  	"currency" "enum_carts_currency" DEFAULT 'USD' NOT NULL,
  	"locale" "enum_carts_locale" DEFAULT 'en',
  	"last_activity_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "containers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "accessory_kits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "accessories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carts_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "billing_cycle_days" numeric DEFAULT 28 NOT NULL;
  ALTER TABLE "product_categories_locales" ADD CONSTRAINT "product_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_specifications" ADD CONSTRAINT "containers_specifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_specifications_locales" ADD CONSTRAINT "containers_specifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers_specifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_uses" ADD CONSTRAINT "containers_uses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_uses_locales" ADD CONSTRAINT "containers_uses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers_uses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_gallery" ADD CONSTRAINT "containers_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_gallery" ADD CONSTRAINT "containers_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers" ADD CONSTRAINT "containers_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers" ADD CONSTRAINT "containers_product_sheet_id_media_id_fk" FOREIGN KEY ("product_sheet_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "containers_locales" ADD CONSTRAINT "containers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_rels" ADD CONSTRAINT "containers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "containers_rels" ADD CONSTRAINT "containers_rels_accessory_kits_fk" FOREIGN KEY ("accessory_kits_id") REFERENCES "public"."accessory_kits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessory_kits_contents" ADD CONSTRAINT "accessory_kits_contents_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accessory_kits_contents" ADD CONSTRAINT "accessory_kits_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessory_kits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessory_kits_locales" ADD CONSTRAINT "accessory_kits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessory_kits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessories_features" ADD CONSTRAINT "accessories_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessories_features_locales" ADD CONSTRAINT "accessories_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessories_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accessories" ADD CONSTRAINT "accessories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accessories_locales" ADD CONSTRAINT "accessories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts_lines" ADD CONSTRAINT "carts_lines_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_lines" ADD CONSTRAINT "carts_lines_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_lines" ADD CONSTRAINT "carts_lines_kit_id_accessory_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."accessory_kits"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_lines" ADD CONSTRAINT "carts_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "product_categories_code_idx" ON "product_categories" USING btree ("code");
  CREATE INDEX "product_categories_updated_at_idx" ON "product_categories" USING btree ("updated_at");
  CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_categories_locales_locale_parent_id_unique" ON "product_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "containers_specifications_order_idx" ON "containers_specifications" USING btree ("_order");
  CREATE INDEX "containers_specifications_parent_id_idx" ON "containers_specifications" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "containers_specifications_locales_locale_parent_id_unique" ON "containers_specifications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "containers_uses_order_idx" ON "containers_uses" USING btree ("_order");
  CREATE INDEX "containers_uses_parent_id_idx" ON "containers_uses" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "containers_uses_locales_locale_parent_id_unique" ON "containers_uses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "containers_gallery_order_idx" ON "containers_gallery" USING btree ("_order");
  CREATE INDEX "containers_gallery_parent_id_idx" ON "containers_gallery" USING btree ("_parent_id");
  CREATE INDEX "containers_gallery_image_idx" ON "containers_gallery" USING btree ("image_id");
  CREATE UNIQUE INDEX "containers_product_code_idx" ON "containers" USING btree ("product_code");
  CREATE INDEX "containers_category_idx" ON "containers" USING btree ("category_id");
  CREATE INDEX "containers_product_sheet_idx" ON "containers" USING btree ("product_sheet_id");
  CREATE INDEX "containers_updated_at_idx" ON "containers" USING btree ("updated_at");
  CREATE INDEX "containers_created_at_idx" ON "containers" USING btree ("created_at");
  CREATE UNIQUE INDEX "containers_locales_locale_parent_id_unique" ON "containers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "containers_rels_order_idx" ON "containers_rels" USING btree ("order");
  CREATE INDEX "containers_rels_parent_idx" ON "containers_rels" USING btree ("parent_id");
  CREATE INDEX "containers_rels_path_idx" ON "containers_rels" USING btree ("path");
  CREATE INDEX "containers_rels_accessory_kits_id_idx" ON "containers_rels" USING btree ("accessory_kits_id");
  CREATE INDEX "accessory_kits_contents_order_idx" ON "accessory_kits_contents" USING btree ("_order");
  CREATE INDEX "accessory_kits_contents_parent_id_idx" ON "accessory_kits_contents" USING btree ("_parent_id");
  CREATE INDEX "accessory_kits_contents_accessory_idx" ON "accessory_kits_contents" USING btree ("accessory_id");
  CREATE UNIQUE INDEX "accessory_kits_description_idx" ON "accessory_kits" USING btree ("description");
  CREATE INDEX "accessory_kits_updated_at_idx" ON "accessory_kits" USING btree ("updated_at");
  CREATE INDEX "accessory_kits_created_at_idx" ON "accessory_kits" USING btree ("created_at");
  CREATE UNIQUE INDEX "accessory_kits_locales_locale_parent_id_unique" ON "accessory_kits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "accessories_features_order_idx" ON "accessories_features" USING btree ("_order");
  CREATE INDEX "accessories_features_parent_id_idx" ON "accessories_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "accessories_features_locales_locale_parent_id_unique" ON "accessories_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "accessories_sku_idx" ON "accessories" USING btree ("sku");
  CREATE INDEX "accessories_image_idx" ON "accessories" USING btree ("image_id");
  CREATE INDEX "accessories_updated_at_idx" ON "accessories" USING btree ("updated_at");
  CREATE INDEX "accessories_created_at_idx" ON "accessories" USING btree ("created_at");
  CREATE UNIQUE INDEX "accessories_locales_locale_parent_id_unique" ON "accessories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "carts_lines_order_idx" ON "carts_lines" USING btree ("_order");
  CREATE INDEX "carts_lines_parent_id_idx" ON "carts_lines" USING btree ("_parent_id");
  CREATE INDEX "carts_lines_category_idx" ON "carts_lines" USING btree ("category_id");
  CREATE INDEX "carts_lines_container_idx" ON "carts_lines" USING btree ("container_id");
  CREATE INDEX "carts_lines_kit_idx" ON "carts_lines" USING btree ("kit_id");
  CREATE UNIQUE INDEX "carts_web_cart_id_idx" ON "carts" USING btree ("web_cart_id");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_containers_fk" FOREIGN KEY ("containers_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accessory_kits_fk" FOREIGN KEY ("accessory_kits_id") REFERENCES "public"."accessory_kits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accessories_fk" FOREIGN KEY ("accessories_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_product_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("product_categories_id");
  CREATE INDEX "payload_locked_documents_rels_containers_id_idx" ON "payload_locked_documents_rels" USING btree ("containers_id");
  CREATE INDEX "payload_locked_documents_rels_accessory_kits_id_idx" ON "payload_locked_documents_rels" USING btree ("accessory_kits_id");
  CREATE INDEX "payload_locked_documents_rels_accessories_id_idx" ON "payload_locked_documents_rels" USING btree ("accessories_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "containers_specifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "containers_specifications_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "containers_uses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "containers_uses_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "containers_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "containers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "containers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "containers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessory_kits_contents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessory_kits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessory_kits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "accessories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carts_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "product_categories" CASCADE;
  DROP TABLE "product_categories_locales" CASCADE;
  DROP TABLE "containers_specifications" CASCADE;
  DROP TABLE "containers_specifications_locales" CASCADE;
  DROP TABLE "containers_uses" CASCADE;
  DROP TABLE "containers_uses_locales" CASCADE;
  DROP TABLE "containers_gallery" CASCADE;
  DROP TABLE "containers" CASCADE;
  DROP TABLE "containers_locales" CASCADE;
  DROP TABLE "containers_rels" CASCADE;
  DROP TABLE "accessory_kits_contents" CASCADE;
  DROP TABLE "accessory_kits" CASCADE;
  DROP TABLE "accessory_kits_locales" CASCADE;
  DROP TABLE "accessories_features" CASCADE;
  DROP TABLE "accessories_features_locales" CASCADE;
  DROP TABLE "accessories" CASCADE;
  DROP TABLE "accessories_locales" CASCADE;
  DROP TABLE "carts_lines" CASCADE;
  DROP TABLE "carts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_containers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_accessory_kits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_accessories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carts_fk";
  
  DROP INDEX "payload_locked_documents_rels_product_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_containers_id_idx";
  DROP INDEX "payload_locked_documents_rels_accessory_kits_id_idx";
  DROP INDEX "payload_locked_documents_rels_accessories_id_idx";
  DROP INDEX "payload_locked_documents_rels_carts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "containers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "accessory_kits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "accessories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carts_id";
  ALTER TABLE "site_settings" DROP COLUMN "billing_cycle_days";
  DROP TYPE "public"."enum_containers_product_code";
  DROP TYPE "public"."enum_accessory_kits_description";
  DROP TYPE "public"."enum_carts_status";
  DROP TYPE "public"."enum_carts_currency";
  DROP TYPE "public"."enum_carts_locale";`)
}
