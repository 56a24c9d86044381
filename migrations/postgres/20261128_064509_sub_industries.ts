import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sub_industries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sub_industries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sub_industries_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_use_cases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__use_cases_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__use_cases_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_published_locale" AS ENUM('en', 'fr');
  CREATE TABLE "pages_blocks_sub_industry_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"industry_id" integer,
  	"limit" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sub_industry_cards_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_sub_industry_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"industry_id" integer,
  	"limit" numeric DEFAULT 12,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sub_industry_cards_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "sub_industries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"industry_id" integer,
  	"featured_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_sub_industries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "sub_industries_locales" (
  	"title" varchar,
  	"cta_label" varchar,
  	"excerpt" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sub_industries_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"use_cases_id" integer,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "_sub_industries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_industry_id" integer,
  	"version_featured_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sub_industries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__sub_industries_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_sub_industries_v_locales" (
  	"version_title" varchar,
  	"version_cta_label" varchar,
  	"version_excerpt" varchar,
  	"version_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_sub_industries_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"use_cases_id" integer,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "use_cases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_use_cases_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "use_cases_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_use_cases_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__use_cases_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__use_cases_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_use_cases_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"image_id" integer,
  	"cta_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "testimonials_locales" (
  	"quote" varchar,
  	"job_title" varchar,
  	"img_alt" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_company" varchar,
  	"version_image_id" integer,
  	"version_cta_link" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__testimonials_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_testimonials_v_locales" (
  	"version_quote" varchar,
  	"version_job_title" varchar,
  	"version_img_alt" varchar,
  	"version_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sub_industries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "use_cases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "pages_blocks_sub_industry_cards" ADD CONSTRAINT "pages_blocks_sub_industry_cards_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_sub_industry_cards" ADD CONSTRAINT "pages_blocks_sub_industry_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sub_industry_cards_locales" ADD CONSTRAINT "pages_blocks_sub_industry_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sub_industry_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sub_industry_cards" ADD CONSTRAINT "_pages_v_blocks_sub_industry_cards_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sub_industry_cards" ADD CONSTRAINT "_pages_v_blocks_sub_industry_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sub_industry_cards_locales" ADD CONSTRAINT "_pages_v_blocks_sub_industry_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sub_industry_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sub_industries" ADD CONSTRAINT "sub_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sub_industries" ADD CONSTRAINT "sub_industries_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sub_industries_locales" ADD CONSTRAINT "sub_industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sub_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sub_industries_rels" ADD CONSTRAINT "sub_industries_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sub_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sub_industries_rels" ADD CONSTRAINT "sub_industries_rels_use_cases_fk" FOREIGN KEY ("use_cases_id") REFERENCES "public"."use_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sub_industries_rels" ADD CONSTRAINT "sub_industries_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sub_industries_v" ADD CONSTRAINT "_sub_industries_v_parent_id_sub_industries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sub_industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sub_industries_v" ADD CONSTRAINT "_sub_industries_v_version_industry_id_industries_id_fk" FOREIGN KEY ("version_industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sub_industries_v" ADD CONSTRAINT "_sub_industries_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sub_industries_v_locales" ADD CONSTRAINT "_sub_industries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sub_industries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sub_industries_v_rels" ADD CONSTRAINT "_sub_industries_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sub_industries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sub_industries_v_rels" ADD CONSTRAINT "_sub_industries_v_rels_use_cases_fk" FOREIGN KEY ("use_cases_id") REFERENCES "public"."use_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sub_industries_v_rels" ADD CONSTRAINT "_sub_industries_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "use_cases" ADD CONSTRAINT "use_cases_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "use_cases_locales" ADD CONSTRAINT "use_cases_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."use_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_use_cases_v" ADD CONSTRAINT "_use_cases_v_parent_id_use_cases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."use_cases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_use_cases_v" ADD CONSTRAINT "_use_cases_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_use_cases_v_locales" ADD CONSTRAINT "_use_cases_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_use_cases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v_locales" ADD CONSTRAINT "_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_sub_industry_cards_order_idx" ON "pages_blocks_sub_industry_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_sub_industry_cards_parent_id_idx" ON "pages_blocks_sub_industry_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sub_industry_cards_path_idx" ON "pages_blocks_sub_industry_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_sub_industry_cards_industry_idx" ON "pages_blocks_sub_industry_cards" USING btree ("industry_id");
  CREATE UNIQUE INDEX "pages_blocks_sub_industry_cards_locales_locale_parent_id_uni" ON "pages_blocks_sub_industry_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_testimonials_id_idx" ON "pages_rels" USING btree ("testimonials_id");
  CREATE INDEX "_pages_v_blocks_sub_industry_cards_order_idx" ON "_pages_v_blocks_sub_industry_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sub_industry_cards_parent_id_idx" ON "_pages_v_blocks_sub_industry_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sub_industry_cards_path_idx" ON "_pages_v_blocks_sub_industry_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sub_industry_cards_industry_idx" ON "_pages_v_blocks_sub_industry_cards" USING btree ("industry_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_sub_industry_cards_locales_locale_parent_id_" ON "_pages_v_blocks_sub_industry_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_testimonials_id_idx" ON "_pages_v_rels" USING btree ("testimonials_id");
  CREATE UNIQUE INDEX "sub_industries_slug_idx" ON "sub_industries" USING btree ("slug");
  CREATE INDEX "sub_industries_sort_order_idx" ON "sub_industries" USING btree ("sort_order");
  CREATE INDEX "sub_industries_industry_idx" ON "sub_industries" USING btree ("industry_id");
  CREATE INDEX "sub_industries_featured_image_idx" ON "sub_industries" USING btree ("featured_image_id");
  CREATE INDEX "sub_industries_updated_at_idx" ON "sub_industries" USING btree ("updated_at");
  CREATE INDEX "sub_industries_created_at_idx" ON "sub_industries" USING btree ("created_at");
  CREATE INDEX "sub_industries__status_idx" ON "sub_industries" USING btree ("_status");
  CREATE UNIQUE INDEX "sub_industries_locales_locale_parent_id_unique" ON "sub_industries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sub_industries_rels_order_idx" ON "sub_industries_rels" USING btree ("order");
  CREATE INDEX "sub_industries_rels_parent_idx" ON "sub_industries_rels" USING btree ("parent_id");
  CREATE INDEX "sub_industries_rels_path_idx" ON "sub_industries_rels" USING btree ("path");
  CREATE INDEX "sub_industries_rels_use_cases_id_idx" ON "sub_industries_rels" USING btree ("use_cases_id");
  CREATE INDEX "sub_industries_rels_testimonials_id_idx" ON "sub_industries_rels" USING btree ("testimonials_id");
  CREATE INDEX "_sub_industries_v_parent_idx" ON "_sub_industries_v" USING btree ("parent_id");
  CREATE INDEX "_sub_industries_v_version_version_slug_idx" ON "_sub_industries_v" USING btree ("version_slug");
  CREATE INDEX "_sub_industries_v_version_version_sort_order_idx" ON "_sub_industries_v" USING btree ("version_sort_order");
  CREATE INDEX "_sub_industries_v_version_version_industry_idx" ON "_sub_industries_v" USING btree ("version_industry_id");
  CREATE INDEX "_sub_industries_v_version_version_featured_image_idx" ON "_sub_industries_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_sub_industries_v_version_version_updated_at_idx" ON "_sub_industries_v" USING btree ("version_updated_at");
  CREATE INDEX "_sub_industries_v_version_version_created_at_idx" ON "_sub_industries_v" USING btree ("version_created_at");
  CREATE INDEX "_sub_industries_v_version_version__status_idx" ON "_sub_industries_v" USING btree ("version__status");
  CREATE INDEX "_sub_industries_v_created_at_idx" ON "_sub_industries_v" USING btree ("created_at");
  CREATE INDEX "_sub_industries_v_updated_at_idx" ON "_sub_industries_v" USING btree ("updated_at");
  CREATE INDEX "_sub_industries_v_snapshot_idx" ON "_sub_industries_v" USING btree ("snapshot");
  CREATE INDEX "_sub_industries_v_published_locale_idx" ON "_sub_industries_v" USING btree ("published_locale");
  CREATE INDEX "_sub_industries_v_latest_idx" ON "_sub_industries_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_sub_industries_v_locales_locale_parent_id_unique" ON "_sub_industries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sub_industries_v_rels_order_idx" ON "_sub_industries_v_rels" USING btree ("order");
  CREATE INDEX "_sub_industries_v_rels_parent_idx" ON "_sub_industries_v_rels" USING btree ("parent_id");
  CREATE INDEX "_sub_industries_v_rels_path_idx" ON "_sub_industries_v_rels" USING btree ("path");
  CREATE INDEX "_sub_industries_v_rels_use_cases_id_idx" ON "_sub_industries_v_rels" USING btree ("use_cases_id");
  CREATE INDEX "_sub_industries_v_rels_testimonials_id_idx" ON "_sub_industries_v_rels" USING btree ("testimonials_id");
  CREATE UNIQUE INDEX "use_cases_slug_idx" ON "use_cases" USING btree ("slug");
  CREATE INDEX "use_cases_image_idx" ON "use_cases" USING btree ("image_id");
  CREATE INDEX "use_cases_updated_at_idx" ON "use_cases" USING btree ("updated_at");
  CREATE INDEX "use_cases_created_at_idx" ON "use_cases" USING btree ("created_at");
  CREATE INDEX "use_cases__status_idx" ON "use_cases" USING btree ("_status");
  CREATE UNIQUE INDEX "use_cases_locales_locale_parent_id_unique" ON "use_cases_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_use_cases_v_parent_idx" ON "_use_cases_v" USING btree ("parent_id");
  CREATE INDEX "_use_cases_v_version_version_slug_idx" ON "_use_cases_v" USING btree ("version_slug");
  CREATE INDEX "_use_cases_v_version_version_image_idx" ON "_use_cases_v" USING btree ("version_image_id");
  CREATE INDEX "_use_cases_v_version_version_updated_at_idx" ON "_use_cases_v" USING btree ("version_updated_at");
  CREATE INDEX "_use_cases_v_version_version_created_at_idx" ON "_use_cases_v" USING btree ("version_created_at");
  CREATE INDEX "_use_cases_v_version_version__status_idx" ON "_use_cases_v" USING btree ("version__status");
  CREATE INDEX "_use_cases_v_created_at_idx" ON "_use_cases_v" USING btree ("created_at");
  CREATE INDEX "_use_cases_v_updated_at_idx" ON "_use_cases_v" USING btree ("updated_at");
  CREATE INDEX "_use_cases_v_snapshot_idx" ON "_use_cases_v" USING btree ("snapshot");
  CREATE INDEX "_use_cases_v_published_locale_idx" ON "_use_cases_v" USING btree ("published_locale");
  CREATE INDEX "_use_cases_v_latest_idx" ON "_use_cases_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_use_cases_v_locales_locale_parent_id_unique" ON "_use_cases_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_image_idx" ON "testimonials" USING btree ("image_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_image_idx" ON "_testimonials_v" USING btree ("version_image_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_snapshot_idx" ON "_testimonials_v" USING btree ("snapshot");
  CREATE INDEX "_testimonials_v_published_locale_idx" ON "_testimonials_v" USING btree ("published_locale");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_testimonials_v_locales_locale_parent_id_unique" ON "_testimonials_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sub_industries_fk" FOREIGN KEY ("sub_industries_id") REFERENCES "public"."sub_industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_use_cases_fk" FOREIGN KEY ("use_cases_id") REFERENCES "public"."use_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sub_industries_id_idx" ON "payload_locked_documents_rels" USING btree ("sub_industries_id");
  CREATE INDEX "payload_locked_documents_rels_use_cases_id_idx" ON "payload_locked_documents_rels" USING btree ("use_cases_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_sub_industry_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sub_industry_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sub_industry_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sub_industry_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sub_industries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sub_industries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sub_industries_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sub_industries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sub_industries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sub_industries_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "use_cases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "use_cases_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_use_cases_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_use_cases_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_sub_industry_cards" CASCADE;
  DROP TABLE "pages_blocks_sub_industry_cards_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_sub_industry_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_sub_industry_cards_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "sub_industries" CASCADE;
  DROP TABLE "sub_industries_locales" CASCADE;
  DROP TABLE "sub_industries_rels" CASCADE;
  DROP TABLE "_sub_industries_v" CASCADE;
  DROP TABLE "_sub_industries_v_locales" CASCADE;
  DROP TABLE "_sub_industries_v_rels" CASCADE;
  DROP TABLE "use_cases" CASCADE;
  DROP TABLE "use_cases_locales" CASCADE;
  DROP TABLE "_use_cases_v" CASCADE;
  DROP TABLE "_use_cases_v_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_testimonials_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sub_industries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_use_cases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  DROP INDEX "payload_locked_documents_rels_sub_industries_id_idx";
  DROP INDEX "payload_locked_documents_rels_use_cases_id_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sub_industries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "use_cases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  DROP TYPE "public"."enum_sub_industries_status";
  DROP TYPE "public"."enum__sub_industries_v_version_status";
  DROP TYPE "public"."enum__sub_industries_v_published_locale";
  DROP TYPE "public"."enum_use_cases_status";
  DROP TYPE "public"."enum__use_cases_v_version_status";
  DROP TYPE "public"."enum__use_cases_v_published_locale";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum__testimonials_v_published_locale";`)
}
