import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_blog_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_articles_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_published_locale" AS ENUM('en', 'fr');
  CREATE TABLE "pages_blocks_unit_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cta_link" varchar,
  	"search1_image_id" integer,
  	"search1_cta_link" varchar,
  	"search2_image_id" integer,
  	"search2_cta_link" varchar,
  	"search3_image_id" integer,
  	"search3_cta_link" varchar,
  	"search4_image_id" integer,
  	"search4_cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_unit_search_locales" (
  	"label" varchar,
  	"heading" varchar,
  	"cta_label" varchar,
  	"search1_heading" varchar,
  	"search1_cta_label" varchar,
  	"search2_heading" varchar,
  	"search2_cta_label" varchar,
  	"search3_heading" varchar,
  	"search3_cta_label" varchar,
  	"search4_heading" varchar,
  	"search4_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_unit_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_link" varchar,
  	"search1_image_id" integer,
  	"search1_cta_link" varchar,
  	"search2_image_id" integer,
  	"search2_cta_link" varchar,
  	"search3_image_id" integer,
  	"search3_cta_link" varchar,
  	"search4_image_id" integer,
  	"search4_cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_unit_search_locales" (
  	"label" varchar,
  	"heading" varchar,
  	"cta_label" varchar,
  	"search1_heading" varchar,
  	"search1_cta_label" varchar,
  	"search2_heading" varchar,
  	"search2_cta_label" varchar,
  	"search3_heading" varchar,
  	"search3_cta_label" varchar,
  	"search4_heading" varchar,
  	"search4_cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" varchar,
  	"featured_image_id" integer,
  	"category_id" integer,
  	"associated_industry_id" integer,
  	"associated_solution_id" integer,
  	"topic_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blog_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blog_articles_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" varchar,
  	"version_featured_image_id" integer,
  	"version_category_id" integer,
  	"version_associated_industry_id" integer,
  	"version_associated_solution_id" integer,
  	"version_topic_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_blog_articles_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" varchar,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" varchar,
  	"featured_image_id" integer,
  	"category_id" integer,
  	"associated_industry_id" integer,
  	"associated_solution_id" integer,
  	"topic_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_case_studies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "case_studies_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" varchar,
  	"version_featured_image_id" integer,
  	"version_category_id" integer,
  	"version_associated_industry_id" integer,
  	"version_associated_solution_id" integer,
  	"version_topic_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__case_studies_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_case_studies_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" varchar,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "industries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "industries_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "topics_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "case_studies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "industries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "topics_id" integer;
  ALTER TABLE "pages_blocks_unit_search" ADD CONSTRAINT "pages_blocks_unit_search_search1_image_id_media_id_fk" FOREIGN KEY ("search1_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_unit_search" ADD CONSTRAINT "pages_blocks_unit_search_search2_image_id_media_id_fk" FOREIGN KEY ("search2_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_unit_search" ADD CONSTRAINT "pages_blocks_unit_search_search3_image_id_media_id_fk" FOREIGN KEY ("search3_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_unit_search" ADD CONSTRAINT "pages_blocks_unit_search_search4_image_id_media_id_fk" FOREIGN KEY ("search4_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_unit_search" ADD CONSTRAINT "pages_blocks_unit_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_unit_search_locales" ADD CONSTRAINT "pages_blocks_unit_search_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_unit_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_unit_search" ADD CONSTRAINT "_pages_v_blocks_unit_search_search1_image_id_media_id_fk" FOREIGN KEY ("search1_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_unit_search" ADD CONSTRAINT "_pages_v_blocks_unit_search_search2_image_id_media_id_fk" FOREIGN KEY ("search2_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_unit_search" ADD CONSTRAINT "_pages_v_blocks_unit_search_search3_image_id_media_id_fk" FOREIGN KEY ("search3_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_unit_search" ADD CONSTRAINT "_pages_v_blocks_unit_search_search4_image_id_media_id_fk" FOREIGN KEY ("search4_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_unit_search" ADD CONSTRAINT "_pages_v_blocks_unit_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_unit_search_locales" ADD CONSTRAINT "_pages_v_blocks_unit_search_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_unit_search"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_associated_industry_id_industries_id_fk" FOREIGN KEY ("associated_industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_associated_solution_id_industries_id_fk" FOREIGN KEY ("associated_solution_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_articles_locales" ADD CONSTRAINT "blog_articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_articles_v" ADD CONSTRAINT "_blog_articles_v_parent_id_blog_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_articles_v" ADD CONSTRAINT "_blog_articles_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_articles_v" ADD CONSTRAINT "_blog_articles_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_articles_v" ADD CONSTRAINT "_blog_articles_v_version_associated_industry_id_industries_id_fk" FOREIGN KEY ("version_associated_industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_articles_v" ADD CONSTRAINT "_blog_articles_v_version_associated_solution_id_industries_id_fk" FOREIGN KEY ("version_associated_solution_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_articles_v" ADD CONSTRAINT "_blog_articles_v_version_topic_id_topics_id_fk" FOREIGN KEY ("version_topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_articles_v_locales" ADD CONSTRAINT "_blog_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_associated_industry_id_industries_id_fk" FOREIGN KEY ("associated_industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_associated_solution_id_industries_id_fk" FOREIGN KEY ("associated_solution_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_associated_industry_id_industries_id_fk" FOREIGN KEY ("version_associated_industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_associated_solution_id_industries_id_fk" FOREIGN KEY ("version_associated_solution_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_topic_id_topics_id_fk" FOREIGN KEY ("version_topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_locales" ADD CONSTRAINT "_case_studies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "industries_locales" ADD CONSTRAINT "industries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "topics_locales" ADD CONSTRAINT "topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_unit_search_order_idx" ON "pages_blocks_unit_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_unit_search_parent_id_idx" ON "pages_blocks_unit_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_unit_search_path_idx" ON "pages_blocks_unit_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_unit_search_search1_search1_image_idx" ON "pages_blocks_unit_search" USING btree ("search1_image_id");
  CREATE INDEX "pages_blocks_unit_search_search2_search2_image_idx" ON "pages_blocks_unit_search" USING btree ("search2_image_id");
  CREATE INDEX "pages_blocks_unit_search_search3_search3_image_idx" ON "pages_blocks_unit_search" USING btree ("search3_image_id");
  CREATE INDEX "pages_blocks_unit_search_search4_search4_image_idx" ON "pages_blocks_unit_search" USING btree ("search4_image_id");
  CREATE UNIQUE INDEX "pages_blocks_unit_search_locales_locale_parent_id_unique" ON "pages_blocks_unit_search_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_unit_search_order_idx" ON "_pages_v_blocks_unit_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_unit_search_parent_id_idx" ON "_pages_v_blocks_unit_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_unit_search_path_idx" ON "_pages_v_blocks_unit_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_unit_search_search1_search1_image_idx" ON "_pages_v_blocks_unit_search" USING btree ("search1_image_id");
  CREATE INDEX "_pages_v_blocks_unit_search_search2_search2_image_idx" ON "_pages_v_blocks_unit_search" USING btree ("search2_image_id");
  CREATE INDEX "_pages_v_blocks_unit_search_search3_search3_image_idx" ON "_pages_v_blocks_unit_search" USING btree ("search3_image_id");
  CREATE INDEX "_pages_v_blocks_unit_search_search4_search4_image_idx" ON "_pages_v_blocks_unit_search" USING btree ("search4_image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_unit_search_locales_locale_parent_id_unique" ON "_pages_v_blocks_unit_search_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "blog_articles_slug_idx" ON "blog_articles" USING btree ("slug");
  CREATE INDEX "blog_articles_date_idx" ON "blog_articles" USING btree ("date");
  CREATE INDEX "blog_articles_featured_image_idx" ON "blog_articles" USING btree ("featured_image_id");
  CREATE INDEX "blog_articles_category_idx" ON "blog_articles" USING btree ("category_id");
  CREATE INDEX "blog_articles_associated_industry_idx" ON "blog_articles" USING btree ("associated_industry_id");
  CREATE INDEX "blog_articles_associated_solution_idx" ON "blog_articles" USING btree ("associated_solution_id");
  CREATE INDEX "blog_articles_topic_idx" ON "blog_articles" USING btree ("topic_id");
  CREATE INDEX "blog_articles_updated_at_idx" ON "blog_articles" USING btree ("updated_at");
  CREATE INDEX "blog_articles_created_at_idx" ON "blog_articles" USING btree ("created_at");
  CREATE INDEX "blog_articles__status_idx" ON "blog_articles" USING btree ("_status");
  CREATE INDEX "blog_articles_search_text_idx" ON "blog_articles_locales" USING btree ("search_text","_locale");
  CREATE UNIQUE INDEX "blog_articles_locales_locale_parent_id_unique" ON "blog_articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_articles_v_parent_idx" ON "_blog_articles_v" USING btree ("parent_id");
  CREATE INDEX "_blog_articles_v_version_version_slug_idx" ON "_blog_articles_v" USING btree ("version_slug");
  CREATE INDEX "_blog_articles_v_version_version_date_idx" ON "_blog_articles_v" USING btree ("version_date");
  CREATE INDEX "_blog_articles_v_version_version_featured_image_idx" ON "_blog_articles_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_blog_articles_v_version_version_category_idx" ON "_blog_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_blog_articles_v_version_version_associated_industry_idx" ON "_blog_articles_v" USING btree ("version_associated_industry_id");
  CREATE INDEX "_blog_articles_v_version_version_associated_solution_idx" ON "_blog_articles_v" USING btree ("version_associated_solution_id");
  CREATE INDEX "_blog_articles_v_version_version_topic_idx" ON "_blog_articles_v" USING btree ("version_topic_id");
  CREATE INDEX "_blog_articles_v_version_version_updated_at_idx" ON "_blog_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_articles_v_version_version_created_at_idx" ON "_blog_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_articles_v_version_version__status_idx" ON "_blog_articles_v" USING btree ("version__status");
  CREATE INDEX "_blog_articles_v_created_at_idx" ON "_blog_articles_v" USING btree ("created_at");
  CREATE INDEX "_blog_articles_v_updated_at_idx" ON "_blog_articles_v" USING btree ("updated_at");
  CREATE INDEX "_blog_articles_v_snapshot_idx" ON "_blog_articles_v" USING btree ("snapshot");
  CREATE INDEX "_blog_articles_v_published_locale_idx" ON "_blog_articles_v" USING btree ("published_locale");
  CREATE INDEX "_blog_articles_v_latest_idx" ON "_blog_articles_v" USING btree ("latest");
  CREATE INDEX "_blog_articles_v_version_version_search_text_idx" ON "_blog_articles_v_locales" USING btree ("version_search_text","_locale");
  CREATE UNIQUE INDEX "_blog_articles_v_locales_locale_parent_id_unique" ON "_blog_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "case_studies_slug_idx" ON "case_studies" USING btree ("slug");
  CREATE INDEX "case_studies_date_idx" ON "case_studies" USING btree ("date");
  CREATE INDEX "case_studies_featured_image_idx" ON "case_studies" USING btree ("featured_image_id");
  CREATE INDEX "case_studies_category_idx" ON "case_studies" USING btree ("category_id");
  CREATE INDEX "case_studies_associated_industry_idx" ON "case_studies" USING btree ("associated_industry_id");
  CREATE INDEX "case_studies_associated_solution_idx" ON "case_studies" USING btree ("associated_solution_id");
  CREATE INDEX "case_studies_topic_idx" ON "case_studies" USING btree ("topic_id");
  CREATE INDEX "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE INDEX "case_studies__status_idx" ON "case_studies" USING btree ("_status");
  CREATE INDEX "case_studies_search_text_idx" ON "case_studies_locales" USING btree ("search_text","_locale");
  CREATE UNIQUE INDEX "case_studies_locales_locale_parent_id_unique" ON "case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_parent_idx" ON "_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version_slug_idx" ON "_case_studies_v" USING btree ("version_slug");
  CREATE INDEX "_case_studies_v_version_version_date_idx" ON "_case_studies_v" USING btree ("version_date");
  CREATE INDEX "_case_studies_v_version_version_featured_image_idx" ON "_case_studies_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_case_studies_v_version_version_category_idx" ON "_case_studies_v" USING btree ("version_category_id");
  CREATE INDEX "_case_studies_v_version_version_associated_industry_idx" ON "_case_studies_v" USING btree ("version_associated_industry_id");
  CREATE INDEX "_case_studies_v_version_version_associated_solution_idx" ON "_case_studies_v" USING btree ("version_associated_solution_id");
  CREATE INDEX "_case_studies_v_version_version_topic_idx" ON "_case_studies_v" USING btree ("version_topic_id");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_snapshot_idx" ON "_case_studies_v" USING btree ("snapshot");
  CREATE INDEX "_case_studies_v_published_locale_idx" ON "_case_studies_v" USING btree ("published_locale");
  CREATE INDEX "_case_studies_v_latest_idx" ON "_case_studies_v" USING btree ("latest");
  CREATE INDEX "_case_studies_v_version_version_search_text_idx" ON "_case_studies_v_locales" USING btree ("version_search_text","_locale");
  CREATE UNIQUE INDEX "_case_studies_v_locales_locale_parent_id_unique" ON "_case_studies_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "industries_slug_idx" ON "industries" USING btree ("slug");
  CREATE INDEX "industries_updated_at_idx" ON "industries" USING btree ("updated_at");
  CREATE INDEX "industries_created_at_idx" ON "industries" USING btree ("created_at");
  CREATE UNIQUE INDEX "industries_locales_locale_parent_id_unique" ON "industries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "topics_slug_idx" ON "topics" USING btree ("slug");
  CREATE INDEX "topics_updated_at_idx" ON "topics" USING btree ("updated_at");
  CREATE INDEX "topics_created_at_idx" ON "topics" USING btree ("created_at");
  CREATE UNIQUE INDEX "topics_locales_locale_parent_id_unique" ON "topics_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_articles_fk" FOREIGN KEY ("blog_articles_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_industries_fk" FOREIGN KEY ("industries_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "used_units_location_location_lat_idx" ON "used_units" USING btree ("location_lat");
  CREATE INDEX "used_units_location_location_lng_idx" ON "used_units" USING btree ("location_lng");
  CREATE INDEX "used_units_price_idx" ON "used_units" USING btree ("price");
  CREATE INDEX "payload_locked_documents_rels_blog_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_articles_id");
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_industries_id_idx" ON "payload_locked_documents_rels" USING btree ("industries_id");
  CREATE INDEX "payload_locked_documents_rels_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("topics_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_unit_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_unit_search_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_unit_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_unit_search_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "industries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "industries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "topics_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_unit_search" CASCADE;
  DROP TABLE "pages_blocks_unit_search_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_unit_search" CASCADE;
  DROP TABLE "_pages_v_blocks_unit_search_locales" CASCADE;
  DROP TABLE "blog_articles" CASCADE;
  DROP TABLE "blog_articles_locales" CASCADE;
  DROP TABLE "_blog_articles_v" CASCADE;
  DROP TABLE "_blog_articles_v_locales" CASCADE;
  DROP TABLE "case_studies" CASCADE;
  DROP TABLE "case_studies_locales" CASCADE;
  DROP TABLE "_case_studies_v" CASCADE;
  DROP TABLE "_case_studies_v_locales" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "industries" CASCADE;
  DROP TABLE "industries_locales" CASCADE;
  DROP TABLE "topics" CASCADE;
  DROP TABLE "topics_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_case_studies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_industries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_topics_fk";
  
  DROP INDEX "used_units_location_location_lat_idx";
  DROP INDEX "used_units_location_location_lng_idx";
  DROP INDEX "used_units_price_idx";
  DROP INDEX "payload_locked_documents_rels_blog_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_case_studies_id_idx";
  DROP INDEX "payload_locked_documents_rels_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_industries_id_idx";
  DROP INDEX "payload_locked_documents_rels_topics_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "case_studies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "industries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "topics_id";
  DROP TYPE "public"."enum_blog_articles_status";
  DROP TYPE "public"."enum__blog_articles_v_version_status";
  DROP TYPE "public"."enum__blog_articles_v_published_locale";
  DROP TYPE "public"."enum_case_studies_status";
  DROP TYPE "public"."enum__case_studies_v_version_status";
  DROP TYPE "public"."enum__case_studies_v_published_locale";`)
}
