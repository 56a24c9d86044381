import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_used_units_product_type" AS ENUM('storageContainer', 'containerOffice', 'officeTrailer', 'salesOffice', 'classroom', 'bunkhouse', 'toiletTrailer', 'guardHouse', 'panelizedProduct', 'inPlantOffice', 'pumpHouse', 'vanTrailer', 'cleanRoom', 'coldStorage', 'others');
  CREATE TYPE "public"."enum_used_units_status" AS ENUM('available', 'pending', 'sold');
  CREATE TYPE "public"."enum_used_units_location_country" AS ENUM('us', 'ca');
  CREATE TYPE "public"."enum_used_units_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('buy-quote', 'rental-quote', 'support');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'in-progress', 'closed', 'spam');
  CREATE TYPE "public"."enum_leads_site_country" AS ENUM('us', 'ca');
  CREATE TYPE "public"."enum_leads_buy_quote_currency" AS ENUM('USD', 'CAD');
  CREATE TYPE "public"."enum_leads_locale" AS ENUM('en', 'fr');
  CREATE TABLE "used_units" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"unit_number" varchar NOT NULL,
  	"product_type" "enum_used_units_product_type" NOT NULL,
  	"status" "enum_used_units_status" DEFAULT 'available' NOT NULL,
  	"location_city" varchar NOT NULL,
  	"location_state" varchar NOT NULL,
  	"location_country" "enum_used_units_location_country" DEFAULT 'us' NOT NULL,
  	"location_lat" numeric NOT NULL,
  	"location_lng" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"currency" "enum_used_units_currency" DEFAULT 'USD' NOT NULL,
  	"obo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "used_units_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "used_units_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"kind" "enum_leads_kind" NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"staff_notes" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"company" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"site_zip" varchar,
  	"site_country" "enum_leads_site_country",
  	"site_state" varchar,
  	"site_city" varchar,
  	"site_address" varchar,
  	"comments" varchar,
  	"buy_quote_unit_id" integer,
  	"buy_quote_unit_number" varchar,
  	"buy_quote_best_offer" numeric,
  	"buy_quote_currency" "enum_leads_buy_quote_currency",
  	"buy_quote_unit_snapshot" jsonb,
  	"consent_text" varchar,
  	"submitted" jsonb,
  	"locale" "enum_leads_locale" NOT NULL,
  	"page" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"request_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"outbox_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "used_units_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "used_units_locales" ADD CONSTRAINT "used_units_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."used_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "used_units_rels" ADD CONSTRAINT "used_units_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."used_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "used_units_rels" ADD CONSTRAINT "used_units_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_buy_quote_unit_id_used_units_id_fk" FOREIGN KEY ("buy_quote_unit_id") REFERENCES "public"."used_units"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_rels" ADD CONSTRAINT "leads_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_rels" ADD CONSTRAINT "leads_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "used_units_unit_number_idx" ON "used_units" USING btree ("unit_number");
  CREATE INDEX "used_units_product_type_idx" ON "used_units" USING btree ("product_type");
  CREATE INDEX "used_units_status_idx" ON "used_units" USING btree ("status");
  CREATE INDEX "used_units_updated_at_idx" ON "used_units" USING btree ("updated_at");
  CREATE INDEX "used_units_created_at_idx" ON "used_units" USING btree ("created_at");
  CREATE UNIQUE INDEX "used_units_locales_locale_parent_id_unique" ON "used_units_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "used_units_rels_order_idx" ON "used_units_rels" USING btree ("order");
  CREATE INDEX "used_units_rels_parent_idx" ON "used_units_rels" USING btree ("parent_id");
  CREATE INDEX "used_units_rels_path_idx" ON "used_units_rels" USING btree ("path");
  CREATE INDEX "used_units_rels_media_id_idx" ON "used_units_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "leads_reference_idx" ON "leads" USING btree ("reference");
  CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_buy_quote_buy_quote_unit_idx" ON "leads" USING btree ("buy_quote_unit_id");
  CREATE INDEX "leads_buy_quote_buy_quote_unit_number_idx" ON "leads" USING btree ("buy_quote_unit_number");
  CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "leads_rels_order_idx" ON "leads_rels" USING btree ("order");
  CREATE INDEX "leads_rels_parent_idx" ON "leads_rels" USING btree ("parent_id");
  CREATE INDEX "leads_rels_path_idx" ON "leads_rels" USING btree ("path");
  CREATE INDEX "leads_rels_outbox_id_idx" ON "leads_rels" USING btree ("outbox_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_used_units_fk" FOREIGN KEY ("used_units_id") REFERENCES "public"."used_units"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_used_units_id_idx" ON "payload_locked_documents_rels" USING btree ("used_units_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "used_units" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "used_units_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "used_units_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "used_units" CASCADE;
  DROP TABLE "used_units_locales" CASCADE;
  DROP TABLE "used_units_rels" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "leads_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_used_units_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_used_units_id_idx";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "used_units_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "public"."enum_used_units_product_type";
  DROP TYPE "public"."enum_used_units_status";
  DROP TYPE "public"."enum_used_units_location_country";
  DROP TYPE "public"."enum_used_units_currency";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_site_country";
  DROP TYPE "public"."enum_leads_buy_quote_currency";
  DROP TYPE "public"."enum_leads_locale";`)
}
