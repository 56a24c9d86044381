import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Edited by hand: the pages that existed before drafts were published pages; they stay published, at their address.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_banner_background" AS ENUM('navy', 'light');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_form_form_fields_item_type" AS ENUM('fieldText', 'fieldPhone', 'fieldLabel', 'fieldTextArea', 'fieldDropdown', 'fieldEmail');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_form_form_fields_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_form_option_cards_mode" AS ENUM('checkbox', 'radio');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_form_submit_cta_width" AS ENUM('fixed', 'full');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_form_background" AS ENUM('white', 'light');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'fr');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"primary_cta_link" varchar,
  	"secondary_cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_locales" (
  	"eyebrow" varchar,
  	"heading" varchar,
  	"subheading" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_cards_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_cards_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"primary_cta_link" varchar,
  	"secondary_cta_link" varchar,
  	"background" "enum__pages_v_blocks_call_to_action_banner_background" DEFAULT 'navy',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_banner_locales" (
  	"label" varchar,
  	"heading" varchar,
  	"subheading" varchar,
  	"primary_cta_label" varchar,
  	"secondary_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_quote_form_form_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_form_form_fields_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_quote_form_form_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item_type" "enum__pages_v_blocks_quote_form_form_fields_item_type" DEFAULT 'fieldText',
  	"name" varchar,
  	"width" "enum__pages_v_blocks_quote_form_form_fields_width" DEFAULT 'full',
  	"is_required" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_form_form_fields_locales" (
  	"label" varchar,
  	"placeholder" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_quote_form_industries_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_form_industries_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_quote_form_option_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_form_option_cards_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_quote_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"option_cards_mode" "enum__pages_v_blocks_quote_form_option_cards_mode" DEFAULT 'checkbox',
  	"submit_cta_width" "enum__pages_v_blocks_quote_form_submit_cta_width" DEFAULT 'fixed',
  	"captcha_gate" boolean DEFAULT false,
  	"thank_you_page" varchar,
  	"background" "enum__pages_v_blocks_quote_form_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_form_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"site_address_heading" varchar,
  	"industries_label" varchar,
  	"option_cards_legend" varchar,
  	"consent_message" varchar,
  	"submit_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_parent_id" integer,
  	"version_published_slug" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_feature_cards_cards_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_feature_cards_cards_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_blocks_feature_cards_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action_banner_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_form_fields" ALTER COLUMN "item_type" DROP NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_form_fields_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_industries_options" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_industries_options_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_option_cards_cards" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_option_cards_cards_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "parent_id" integer;
  ALTER TABLE "pages" ADD COLUMN "published_slug" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  UPDATE "pages" SET "_status" = 'published', "published_slug" = "slug";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD CONSTRAINT "_pages_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_cards_cards" ADD CONSTRAINT "_pages_v_blocks_feature_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_cards_cards_locales" ADD CONSTRAINT "_pages_v_blocks_feature_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_cards" ADD CONSTRAINT "_pages_v_blocks_feature_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_cards_locales" ADD CONSTRAINT "_pages_v_blocks_feature_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" ADD CONSTRAINT "_pages_v_blocks_call_to_action_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner_locales" ADD CONSTRAINT "_pages_v_blocks_call_to_action_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_form_form_fields_options" ADD CONSTRAINT "_pages_v_blocks_quote_form_form_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote_form_form_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_form_form_fields_options_locales" ADD CONSTRAINT "_pages_v_blocks_quote_form_form_fields_options_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote_form_form_fields_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_form_form_fields" ADD CONSTRAINT "_pages_v_blocks_quote_form_form_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_form_form_fields_locales" ADD CONSTRAINT "_pages_v_blocks_quote_form_form_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote_form_form_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_form_industries_options" ADD CONSTRAINT "_pages_v_blocks_quote_form_industries_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_form_industries_options_locales" ADD CONSTRAINT "_pages_v_blocks_quote_form_industries_options_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote_form_industries_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_form_option_cards_cards" ADD CONSTRAINT "_pages_v_blocks_quote_form_option_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_form_option_cards_cards_locales" ADD CONSTRAINT "_pages_v_blocks_quote_form_option_cards_cards_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote_form_option_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_form" ADD CONSTRAINT "_pages_v_blocks_quote_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_form_locales" ADD CONSTRAINT "_pages_v_blocks_quote_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_cards_cards_order_idx" ON "_pages_v_blocks_feature_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_cards_cards_parent_id_idx" ON "_pages_v_blocks_feature_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_cards_cards_locales_locale_parent_id" ON "_pages_v_blocks_feature_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_cards_order_idx" ON "_pages_v_blocks_feature_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_cards_parent_id_idx" ON "_pages_v_blocks_feature_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_cards_path_idx" ON "_pages_v_blocks_feature_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_cards_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_feature_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_banner_order_idx" ON "_pages_v_blocks_call_to_action_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_banner_parent_id_idx" ON "_pages_v_blocks_call_to_action_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_banner_path_idx" ON "_pages_v_blocks_call_to_action_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_call_to_action_banner_locales_locale_parent_" ON "_pages_v_blocks_call_to_action_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_form_form_fields_options_order_idx" ON "_pages_v_blocks_quote_form_form_fields_options" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_form_form_fields_options_parent_id_idx" ON "_pages_v_blocks_quote_form_form_fields_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_quote_form_form_fields_options_locales_local" ON "_pages_v_blocks_quote_form_form_fields_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_form_form_fields_order_idx" ON "_pages_v_blocks_quote_form_form_fields" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_form_form_fields_parent_id_idx" ON "_pages_v_blocks_quote_form_form_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_quote_form_form_fields_locales_locale_parent" ON "_pages_v_blocks_quote_form_form_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_form_industries_options_order_idx" ON "_pages_v_blocks_quote_form_industries_options" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_form_industries_options_parent_id_idx" ON "_pages_v_blocks_quote_form_industries_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_quote_form_industries_options_locales_locale" ON "_pages_v_blocks_quote_form_industries_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_form_option_cards_cards_order_idx" ON "_pages_v_blocks_quote_form_option_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_form_option_cards_cards_parent_id_idx" ON "_pages_v_blocks_quote_form_option_cards_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_quote_form_option_cards_cards_locales_locale" ON "_pages_v_blocks_quote_form_option_cards_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_form_order_idx" ON "_pages_v_blocks_quote_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_form_parent_id_idx" ON "_pages_v_blocks_quote_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_form_path_idx" ON "_pages_v_blocks_quote_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_quote_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_quote_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_form_form_fields_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_form_form_fields_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_form_form_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_form_form_fields_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_form_industries_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_form_industries_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_form_option_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_form_option_cards_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_cards_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_form_form_fields_options" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_form_form_fields_options_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_form_form_fields" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_form_form_fields_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_form_industries_options" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_form_industries_options_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_form_option_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_form_option_cards_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_form" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_form_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_parent_id_pages_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'reconcile-payments');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'reconcile-payments');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages_parent_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "pages_blocks_hero_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_feature_cards_cards_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_feature_cards_cards_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_blocks_feature_cards_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action_banner_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_form_fields" ALTER COLUMN "item_type" SET NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_form_fields_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_industries_options" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_industries_options_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_option_cards_cards" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "pages_blocks_quote_form_option_cards_cards_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "parent_id";
  ALTER TABLE "pages" DROP COLUMN "published_slug";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_banner_background";
  DROP TYPE "public"."enum__pages_v_blocks_quote_form_form_fields_item_type";
  DROP TYPE "public"."enum__pages_v_blocks_quote_form_form_fields_width";
  DROP TYPE "public"."enum__pages_v_blocks_quote_form_option_cards_mode";
  DROP TYPE "public"."enum__pages_v_blocks_quote_form_submit_cta_width";
  DROP TYPE "public"."enum__pages_v_blocks_quote_form_background";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";`)
}
