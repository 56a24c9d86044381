import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Written by hand: an article's solution was an industry; it links an outfitting package now, and
  // an industry's id names no package (editors re-link them; a fresh seed links them).
  for (const table of ['blog_articles', 'case_studies']) {
    await db.execute(sql.raw(`UPDATE "${table}" SET "associated_solution_id" = NULL`))
    await db.execute(sql.raw(`UPDATE "_${table}_v" SET "version_associated_solution_id" = NULL`))
  }
  await db.execute(sql`
   CREATE TYPE "public"."enum_solutions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__solutions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__solutions_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_sustainability_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sustainability_articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sustainability_articles_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_documents_show_as" AS ENUM('file', 'article');
  CREATE TYPE "public"."enum_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_version_show_as" AS ENUM('file', 'article');
  CREATE TYPE "public"."enum__documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__documents_v_published_locale" AS ENUM('en', 'fr');
  CREATE TABLE "pages_blocks_sustainability_articles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sustainability_articles_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_sustainability_articles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sustainability_articles_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "solutions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"featured_image_id" integer,
  	"associated_industry_id" integer,
  	"category_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_solutions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "solutions_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_solutions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_featured_image_id" integer,
  	"version_associated_industry_id" integer,
  	"version_category_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__solutions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__solutions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_solutions_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" varchar,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sustainability_articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" varchar,
  	"featured_image_id" integer,
  	"group_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_sustainability_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "sustainability_articles_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_sustainability_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" varchar,
  	"version_featured_image_id" integer,
  	"version_group_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sustainability_articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__sustainability_articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_sustainability_articles_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" varchar,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sustainability_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sustainability_groups_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"date" varchar,
  	"show_as" "enum_documents_show_as" DEFAULT 'file',
  	"featured_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_documents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"file_id" integer,
  	"body" varchar,
  	"search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"industries_id" integer,
  	"topics_id" integer
  );
  
  CREATE TABLE "_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" varchar,
  	"version_show_as" "enum__documents_v_version_show_as" DEFAULT 'file',
  	"version_featured_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__documents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__documents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_documents_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_file_id" integer,
  	"version_body" varchar,
  	"version_search_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_documents_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"industries_id" integer,
  	"topics_id" integer
  );
  
  ALTER TABLE "blog_articles" DROP CONSTRAINT "blog_articles_associated_solution_id_industries_id_fk";
  
  ALTER TABLE "_blog_articles_v" DROP CONSTRAINT "_blog_articles_v_version_associated_solution_id_industries_id_fk";
  
  ALTER TABLE "case_studies" DROP CONSTRAINT "case_studies_associated_solution_id_industries_id_fk";
  
  ALTER TABLE "_case_studies_v" DROP CONSTRAINT "_case_studies_v_version_associated_solution_id_industries_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "solutions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sustainability_articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sustainability_groups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "pages_blocks_sustainability_articles" ADD CONSTRAINT "pages_blocks_sustainability_articles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sustainability_articles_locales" ADD CONSTRAINT "pages_blocks_sustainability_articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sustainability_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sustainability_articles" ADD CONSTRAINT "_pages_v_blocks_sustainability_articles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sustainability_articles_locales" ADD CONSTRAINT "_pages_v_blocks_sustainability_articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sustainability_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "solutions" ADD CONSTRAINT "solutions_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions" ADD CONSTRAINT "solutions_associated_industry_id_industries_id_fk" FOREIGN KEY ("associated_industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions" ADD CONSTRAINT "solutions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "solutions_locales" ADD CONSTRAINT "solutions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_parent_id_solutions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_version_associated_industry_id_industries_id_fk" FOREIGN KEY ("version_associated_industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v" ADD CONSTRAINT "_solutions_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_solutions_v_locales" ADD CONSTRAINT "_solutions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_solutions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sustainability_articles" ADD CONSTRAINT "sustainability_articles_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sustainability_articles" ADD CONSTRAINT "sustainability_articles_group_id_sustainability_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sustainability_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sustainability_articles_locales" ADD CONSTRAINT "sustainability_articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sustainability_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sustainability_articles_v" ADD CONSTRAINT "_sustainability_articles_v_parent_id_sustainability_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sustainability_articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sustainability_articles_v" ADD CONSTRAINT "_sustainability_articles_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sustainability_articles_v" ADD CONSTRAINT "_sustainability_articles_v_version_group_id_sustainability_groups_id_fk" FOREIGN KEY ("version_group_id") REFERENCES "public"."sustainability_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sustainability_articles_v_locales" ADD CONSTRAINT "_sustainability_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sustainability_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sustainability_groups_locales" ADD CONSTRAINT "sustainability_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sustainability_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_industries_fk" FOREIGN KEY ("industries_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_parent_id_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v" ADD CONSTRAINT "_documents_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_version_file_id_media_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_documents_v_locales" ADD CONSTRAINT "_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_industries_fk" FOREIGN KEY ("industries_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_documents_v_rels" ADD CONSTRAINT "_documents_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_sustainability_articles_order_idx" ON "pages_blocks_sustainability_articles" USING btree ("_order");
  CREATE INDEX "pages_blocks_sustainability_articles_parent_id_idx" ON "pages_blocks_sustainability_articles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sustainability_articles_path_idx" ON "pages_blocks_sustainability_articles" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_sustainability_articles_locales_locale_parent_i" ON "pages_blocks_sustainability_articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_sustainability_articles_order_idx" ON "_pages_v_blocks_sustainability_articles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sustainability_articles_parent_id_idx" ON "_pages_v_blocks_sustainability_articles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sustainability_articles_path_idx" ON "_pages_v_blocks_sustainability_articles" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_sustainability_articles_locales_locale_paren" ON "_pages_v_blocks_sustainability_articles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "solutions_slug_idx" ON "solutions" USING btree ("slug");
  CREATE INDEX "solutions_sort_order_idx" ON "solutions" USING btree ("sort_order");
  CREATE INDEX "solutions_featured_image_idx" ON "solutions" USING btree ("featured_image_id");
  CREATE INDEX "solutions_associated_industry_idx" ON "solutions" USING btree ("associated_industry_id");
  CREATE INDEX "solutions_category_idx" ON "solutions" USING btree ("category_id");
  CREATE INDEX "solutions_updated_at_idx" ON "solutions" USING btree ("updated_at");
  CREATE INDEX "solutions_created_at_idx" ON "solutions" USING btree ("created_at");
  CREATE INDEX "solutions__status_idx" ON "solutions" USING btree ("_status");
  CREATE INDEX "solutions_search_text_idx" ON "solutions_locales" USING btree ("search_text","_locale");
  CREATE UNIQUE INDEX "solutions_locales_locale_parent_id_unique" ON "solutions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_solutions_v_parent_idx" ON "_solutions_v" USING btree ("parent_id");
  CREATE INDEX "_solutions_v_version_version_slug_idx" ON "_solutions_v" USING btree ("version_slug");
  CREATE INDEX "_solutions_v_version_version_sort_order_idx" ON "_solutions_v" USING btree ("version_sort_order");
  CREATE INDEX "_solutions_v_version_version_featured_image_idx" ON "_solutions_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_solutions_v_version_version_associated_industry_idx" ON "_solutions_v" USING btree ("version_associated_industry_id");
  CREATE INDEX "_solutions_v_version_version_category_idx" ON "_solutions_v" USING btree ("version_category_id");
  CREATE INDEX "_solutions_v_version_version_updated_at_idx" ON "_solutions_v" USING btree ("version_updated_at");
  CREATE INDEX "_solutions_v_version_version_created_at_idx" ON "_solutions_v" USING btree ("version_created_at");
  CREATE INDEX "_solutions_v_version_version__status_idx" ON "_solutions_v" USING btree ("version__status");
  CREATE INDEX "_solutions_v_created_at_idx" ON "_solutions_v" USING btree ("created_at");
  CREATE INDEX "_solutions_v_updated_at_idx" ON "_solutions_v" USING btree ("updated_at");
  CREATE INDEX "_solutions_v_snapshot_idx" ON "_solutions_v" USING btree ("snapshot");
  CREATE INDEX "_solutions_v_published_locale_idx" ON "_solutions_v" USING btree ("published_locale");
  CREATE INDEX "_solutions_v_latest_idx" ON "_solutions_v" USING btree ("latest");
  CREATE INDEX "_solutions_v_version_version_search_text_idx" ON "_solutions_v_locales" USING btree ("version_search_text","_locale");
  CREATE UNIQUE INDEX "_solutions_v_locales_locale_parent_id_unique" ON "_solutions_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "sustainability_articles_slug_idx" ON "sustainability_articles" USING btree ("slug");
  CREATE INDEX "sustainability_articles_date_idx" ON "sustainability_articles" USING btree ("date");
  CREATE INDEX "sustainability_articles_featured_image_idx" ON "sustainability_articles" USING btree ("featured_image_id");
  CREATE INDEX "sustainability_articles_group_idx" ON "sustainability_articles" USING btree ("group_id");
  CREATE INDEX "sustainability_articles_updated_at_idx" ON "sustainability_articles" USING btree ("updated_at");
  CREATE INDEX "sustainability_articles_created_at_idx" ON "sustainability_articles" USING btree ("created_at");
  CREATE INDEX "sustainability_articles__status_idx" ON "sustainability_articles" USING btree ("_status");
  CREATE INDEX "sustainability_articles_search_text_idx" ON "sustainability_articles_locales" USING btree ("search_text","_locale");
  CREATE UNIQUE INDEX "sustainability_articles_locales_locale_parent_id_unique" ON "sustainability_articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sustainability_articles_v_parent_idx" ON "_sustainability_articles_v" USING btree ("parent_id");
  CREATE INDEX "_sustainability_articles_v_version_version_slug_idx" ON "_sustainability_articles_v" USING btree ("version_slug");
  CREATE INDEX "_sustainability_articles_v_version_version_date_idx" ON "_sustainability_articles_v" USING btree ("version_date");
  CREATE INDEX "_sustainability_articles_v_version_version_featured_imag_idx" ON "_sustainability_articles_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_sustainability_articles_v_version_version_group_idx" ON "_sustainability_articles_v" USING btree ("version_group_id");
  CREATE INDEX "_sustainability_articles_v_version_version_updated_at_idx" ON "_sustainability_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_sustainability_articles_v_version_version_created_at_idx" ON "_sustainability_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_sustainability_articles_v_version_version__status_idx" ON "_sustainability_articles_v" USING btree ("version__status");
  CREATE INDEX "_sustainability_articles_v_created_at_idx" ON "_sustainability_articles_v" USING btree ("created_at");
  CREATE INDEX "_sustainability_articles_v_updated_at_idx" ON "_sustainability_articles_v" USING btree ("updated_at");
  CREATE INDEX "_sustainability_articles_v_snapshot_idx" ON "_sustainability_articles_v" USING btree ("snapshot");
  CREATE INDEX "_sustainability_articles_v_published_locale_idx" ON "_sustainability_articles_v" USING btree ("published_locale");
  CREATE INDEX "_sustainability_articles_v_latest_idx" ON "_sustainability_articles_v" USING btree ("latest");
  CREATE INDEX "_sustainability_articles_v_version_version_search_text_idx" ON "_sustainability_articles_v_locales" USING btree ("version_search_text","_locale");
  CREATE UNIQUE INDEX "_sustainability_articles_v_locales_locale_parent_id_unique" ON "_sustainability_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "sustainability_groups_slug_idx" ON "sustainability_groups" USING btree ("slug");
  CREATE INDEX "sustainability_groups_updated_at_idx" ON "sustainability_groups" USING btree ("updated_at");
  CREATE INDEX "sustainability_groups_created_at_idx" ON "sustainability_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "sustainability_groups_locales_locale_parent_id_unique" ON "sustainability_groups_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "documents_slug_idx" ON "documents" USING btree ("slug");
  CREATE INDEX "documents_date_idx" ON "documents" USING btree ("date");
  CREATE INDEX "documents_show_as_idx" ON "documents" USING btree ("show_as");
  CREATE INDEX "documents_featured_image_idx" ON "documents" USING btree ("featured_image_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE INDEX "documents__status_idx" ON "documents" USING btree ("_status");
  CREATE INDEX "documents_file_idx" ON "documents_locales" USING btree ("file_id","_locale");
  CREATE INDEX "documents_search_text_idx" ON "documents_locales" USING btree ("search_text","_locale");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_rels_order_idx" ON "documents_rels" USING btree ("order");
  CREATE INDEX "documents_rels_parent_idx" ON "documents_rels" USING btree ("parent_id");
  CREATE INDEX "documents_rels_path_idx" ON "documents_rels" USING btree ("path");
  CREATE INDEX "documents_rels_industries_id_idx" ON "documents_rels" USING btree ("industries_id");
  CREATE INDEX "documents_rels_topics_id_idx" ON "documents_rels" USING btree ("topics_id");
  CREATE INDEX "_documents_v_parent_idx" ON "_documents_v" USING btree ("parent_id");
  CREATE INDEX "_documents_v_version_version_slug_idx" ON "_documents_v" USING btree ("version_slug");
  CREATE INDEX "_documents_v_version_version_date_idx" ON "_documents_v" USING btree ("version_date");
  CREATE INDEX "_documents_v_version_version_show_as_idx" ON "_documents_v" USING btree ("version_show_as");
  CREATE INDEX "_documents_v_version_version_featured_image_idx" ON "_documents_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_documents_v_version_version_updated_at_idx" ON "_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_documents_v_version_version_created_at_idx" ON "_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_documents_v_version_version__status_idx" ON "_documents_v" USING btree ("version__status");
  CREATE INDEX "_documents_v_created_at_idx" ON "_documents_v" USING btree ("created_at");
  CREATE INDEX "_documents_v_updated_at_idx" ON "_documents_v" USING btree ("updated_at");
  CREATE INDEX "_documents_v_snapshot_idx" ON "_documents_v" USING btree ("snapshot");
  CREATE INDEX "_documents_v_published_locale_idx" ON "_documents_v" USING btree ("published_locale");
  CREATE INDEX "_documents_v_latest_idx" ON "_documents_v" USING btree ("latest");
  CREATE INDEX "_documents_v_version_version_file_idx" ON "_documents_v_locales" USING btree ("version_file_id","_locale");
  CREATE INDEX "_documents_v_version_version_search_text_idx" ON "_documents_v_locales" USING btree ("version_search_text","_locale");
  CREATE UNIQUE INDEX "_documents_v_locales_locale_parent_id_unique" ON "_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_documents_v_rels_order_idx" ON "_documents_v_rels" USING btree ("order");
  CREATE INDEX "_documents_v_rels_parent_idx" ON "_documents_v_rels" USING btree ("parent_id");
  CREATE INDEX "_documents_v_rels_path_idx" ON "_documents_v_rels" USING btree ("path");
  CREATE INDEX "_documents_v_rels_industries_id_idx" ON "_documents_v_rels" USING btree ("industries_id");
  CREATE INDEX "_documents_v_rels_topics_id_idx" ON "_documents_v_rels" USING btree ("topics_id");
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_associated_solution_id_solutions_id_fk" FOREIGN KEY ("associated_solution_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_articles_v" ADD CONSTRAINT "_blog_articles_v_version_associated_solution_id_solutions_id_fk" FOREIGN KEY ("version_associated_solution_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_associated_solution_id_solutions_id_fk" FOREIGN KEY ("associated_solution_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_associated_solution_id_solutions_id_fk" FOREIGN KEY ("version_associated_solution_id") REFERENCES "public"."solutions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_solutions_fk" FOREIGN KEY ("solutions_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sustainability_articles_fk" FOREIGN KEY ("sustainability_articles_id") REFERENCES "public"."sustainability_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sustainability_groups_fk" FOREIGN KEY ("sustainability_groups_id") REFERENCES "public"."sustainability_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_solutions_id_idx" ON "payload_locked_documents_rels" USING btree ("solutions_id");
  CREATE INDEX "payload_locked_documents_rels_sustainability_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("sustainability_articles_id");
  CREATE INDEX "payload_locked_documents_rels_sustainability_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("sustainability_groups_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_sustainability_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sustainability_articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sustainability_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sustainability_articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "solutions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_solutions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sustainability_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sustainability_articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sustainability_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sustainability_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sustainability_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sustainability_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_documents_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_sustainability_articles" CASCADE;
  DROP TABLE "pages_blocks_sustainability_articles_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_sustainability_articles" CASCADE;
  DROP TABLE "_pages_v_blocks_sustainability_articles_locales" CASCADE;
  DROP TABLE "solutions" CASCADE;
  DROP TABLE "solutions_locales" CASCADE;
  DROP TABLE "_solutions_v" CASCADE;
  DROP TABLE "_solutions_v_locales" CASCADE;
  DROP TABLE "sustainability_articles" CASCADE;
  DROP TABLE "sustainability_articles_locales" CASCADE;
  DROP TABLE "_sustainability_articles_v" CASCADE;
  DROP TABLE "_sustainability_articles_v_locales" CASCADE;
  DROP TABLE "sustainability_groups" CASCADE;
  DROP TABLE "sustainability_groups_locales" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "documents_rels" CASCADE;
  DROP TABLE "_documents_v" CASCADE;
  DROP TABLE "_documents_v_locales" CASCADE;
  DROP TABLE "_documents_v_rels" CASCADE;
  ALTER TABLE "blog_articles" DROP CONSTRAINT "blog_articles_associated_solution_id_solutions_id_fk";
  
  ALTER TABLE "_blog_articles_v" DROP CONSTRAINT "_blog_articles_v_version_associated_solution_id_solutions_id_fk";
  
  ALTER TABLE "case_studies" DROP CONSTRAINT "case_studies_associated_solution_id_solutions_id_fk";
  
  ALTER TABLE "_case_studies_v" DROP CONSTRAINT "_case_studies_v_version_associated_solution_id_solutions_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_solutions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sustainability_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sustainability_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  DROP INDEX "payload_locked_documents_rels_solutions_id_idx";
  DROP INDEX "payload_locked_documents_rels_sustainability_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_sustainability_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_associated_solution_id_industries_id_fk" FOREIGN KEY ("associated_solution_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_articles_v" ADD CONSTRAINT "_blog_articles_v_version_associated_solution_id_industries_id_fk" FOREIGN KEY ("version_associated_solution_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_associated_solution_id_industries_id_fk" FOREIGN KEY ("associated_solution_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_associated_solution_id_industries_id_fk" FOREIGN KEY ("version_associated_solution_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "solutions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sustainability_articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sustainability_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  DROP TYPE "public"."enum_solutions_status";
  DROP TYPE "public"."enum__solutions_v_version_status";
  DROP TYPE "public"."enum__solutions_v_published_locale";
  DROP TYPE "public"."enum_sustainability_articles_status";
  DROP TYPE "public"."enum__sustainability_articles_v_version_status";
  DROP TYPE "public"."enum__sustainability_articles_v_published_locale";
  DROP TYPE "public"."enum_documents_show_as";
  DROP TYPE "public"."enum_documents_status";
  DROP TYPE "public"."enum__documents_v_version_show_as";
  DROP TYPE "public"."enum__documents_v_version_status";
  DROP TYPE "public"."enum__documents_v_published_locale";`)
}
