import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customizations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__customizations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__customizations_v_published_locale" AS ENUM('en', 'fr');
  CREATE TABLE "customizations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"category_id" integer,
  	"featured_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_customizations_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "customizations_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_customizations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_category_id" integer,
  	"version_featured_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__customizations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__customizations_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_customizations_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "customization_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "customization_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customizations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "customization_categories_id" integer;
  ALTER TABLE "customizations" ADD CONSTRAINT "customizations_category_id_customization_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."customization_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customizations" ADD CONSTRAINT "customizations_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customizations_locales" ADD CONSTRAINT "customizations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_customizations_v" ADD CONSTRAINT "_customizations_v_parent_id_customizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customizations_v" ADD CONSTRAINT "_customizations_v_version_category_id_customization_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."customization_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customizations_v" ADD CONSTRAINT "_customizations_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_customizations_v_locales" ADD CONSTRAINT "_customizations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_customizations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customization_categories_locales" ADD CONSTRAINT "customization_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customization_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "customizations_slug_idx" ON "customizations" USING btree ("slug");
  CREATE INDEX "customizations_sort_order_idx" ON "customizations" USING btree ("sort_order");
  CREATE INDEX "customizations_category_idx" ON "customizations" USING btree ("category_id");
  CREATE INDEX "customizations_featured_image_idx" ON "customizations" USING btree ("featured_image_id");
  CREATE INDEX "customizations_updated_at_idx" ON "customizations" USING btree ("updated_at");
  CREATE INDEX "customizations_created_at_idx" ON "customizations" USING btree ("created_at");
  CREATE INDEX "customizations__status_idx" ON "customizations" USING btree ("_status");
  CREATE UNIQUE INDEX "customizations_locales_locale_parent_id_unique" ON "customizations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_customizations_v_parent_idx" ON "_customizations_v" USING btree ("parent_id");
  CREATE INDEX "_customizations_v_version_version_slug_idx" ON "_customizations_v" USING btree ("version_slug");
  CREATE INDEX "_customizations_v_version_version_sort_order_idx" ON "_customizations_v" USING btree ("version_sort_order");
  CREATE INDEX "_customizations_v_version_version_category_idx" ON "_customizations_v" USING btree ("version_category_id");
  CREATE INDEX "_customizations_v_version_version_featured_image_idx" ON "_customizations_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_customizations_v_version_version_updated_at_idx" ON "_customizations_v" USING btree ("version_updated_at");
  CREATE INDEX "_customizations_v_version_version_created_at_idx" ON "_customizations_v" USING btree ("version_created_at");
  CREATE INDEX "_customizations_v_version_version__status_idx" ON "_customizations_v" USING btree ("version__status");
  CREATE INDEX "_customizations_v_created_at_idx" ON "_customizations_v" USING btree ("created_at");
  CREATE INDEX "_customizations_v_updated_at_idx" ON "_customizations_v" USING btree ("updated_at");
  CREATE INDEX "_customizations_v_snapshot_idx" ON "_customizations_v" USING btree ("snapshot");
  CREATE INDEX "_customizations_v_published_locale_idx" ON "_customizations_v" USING btree ("published_locale");
  CREATE INDEX "_customizations_v_latest_idx" ON "_customizations_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_customizations_v_locales_locale_parent_id_unique" ON "_customizations_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "customization_categories_slug_idx" ON "customization_categories" USING btree ("slug");
  CREATE INDEX "customization_categories_updated_at_idx" ON "customization_categories" USING btree ("updated_at");
  CREATE INDEX "customization_categories_created_at_idx" ON "customization_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "customization_categories_locales_locale_parent_id_unique" ON "customization_categories_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customizations_fk" FOREIGN KEY ("customizations_id") REFERENCES "public"."customizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customization_categories_fk" FOREIGN KEY ("customization_categories_id") REFERENCES "public"."customization_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_customizations_id_idx" ON "payload_locked_documents_rels" USING btree ("customizations_id");
  CREATE INDEX "payload_locked_documents_rels_customization_categories_i_idx" ON "payload_locked_documents_rels" USING btree ("customization_categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customizations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customizations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_customizations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_customizations_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customization_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "customization_categories_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customizations" CASCADE;
  DROP TABLE "customizations_locales" CASCADE;
  DROP TABLE "_customizations_v" CASCADE;
  DROP TABLE "_customizations_v_locales" CASCADE;
  DROP TABLE "customization_categories" CASCADE;
  DROP TABLE "customization_categories_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customizations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_customization_categories_fk";
  
  DROP INDEX "payload_locked_documents_rels_customizations_id_idx";
  DROP INDEX "payload_locked_documents_rels_customization_categories_i_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customizations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "customization_categories_id";
  DROP TYPE "public"."enum_customizations_status";
  DROP TYPE "public"."enum__customizations_v_version_status";
  DROP TYPE "public"."enum__customizations_v_published_locale";`)
}
