import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_mini_form_background" AS ENUM('white', 'light', 'blue');
  CREATE TYPE "public"."enum_pages_blocks_featured_article_list_kind" AS ENUM('blog', 'caseStudy', 'sustainability');
  CREATE TYPE "public"."enum__pages_v_blocks_mini_form_background" AS ENUM('white', 'light', 'blue');
  CREATE TYPE "public"."enum__pages_v_blocks_featured_article_list_kind" AS ENUM('blog', 'caseStudy', 'sustainability');
  ALTER TYPE "public"."enum_pages_blocks_hero_style" ADD VALUE 'media';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_style" ADD VALUE 'media';
  ALTER TYPE "public"."enum_leads_kind" ADD VALUE 'contact';
  CREATE TABLE "pages_blocks_mini_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"background" "enum_pages_blocks_mini_form_background" DEFAULT 'light',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_mini_form_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"submit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_featured_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_featured_article_list_kind" DEFAULT 'blog',
  	"count" numeric DEFAULT 4,
  	"cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_featured_article_list_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_mini_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"background" "enum__pages_v_blocks_mini_form_background" DEFAULT 'light',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_mini_form_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"submit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_featured_article_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_featured_article_list_kind" DEFAULT 'blog',
  	"count" numeric DEFAULT 4,
  	"cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_featured_article_list_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "blog_articles_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "case_studies_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "sustainability_articles_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "blog_articles_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "case_studies_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "sustainability_articles_id" integer;
  ALTER TABLE "pages_blocks_mini_form" ADD CONSTRAINT "pages_blocks_mini_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_mini_form_locales" ADD CONSTRAINT "pages_blocks_mini_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_mini_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_article_list" ADD CONSTRAINT "pages_blocks_featured_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_article_list_locales" ADD CONSTRAINT "pages_blocks_featured_article_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_article_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mini_form" ADD CONSTRAINT "_pages_v_blocks_mini_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_mini_form_locales" ADD CONSTRAINT "_pages_v_blocks_mini_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_mini_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_article_list" ADD CONSTRAINT "_pages_v_blocks_featured_article_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_article_list_locales" ADD CONSTRAINT "_pages_v_blocks_featured_article_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_featured_article_list"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_mini_form_order_idx" ON "pages_blocks_mini_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_mini_form_parent_id_idx" ON "pages_blocks_mini_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_mini_form_path_idx" ON "pages_blocks_mini_form" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_mini_form_locales_locale_parent_id_unique" ON "pages_blocks_mini_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_featured_article_list_order_idx" ON "pages_blocks_featured_article_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_featured_article_list_parent_id_idx" ON "pages_blocks_featured_article_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_featured_article_list_path_idx" ON "pages_blocks_featured_article_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_featured_article_list_locales_locale_parent_id_" ON "pages_blocks_featured_article_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_mini_form_order_idx" ON "_pages_v_blocks_mini_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_mini_form_parent_id_idx" ON "_pages_v_blocks_mini_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_mini_form_path_idx" ON "_pages_v_blocks_mini_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_mini_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_mini_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_article_list_order_idx" ON "_pages_v_blocks_featured_article_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_featured_article_list_parent_id_idx" ON "_pages_v_blocks_featured_article_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_article_list_path_idx" ON "_pages_v_blocks_featured_article_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_featured_article_list_locales_locale_parent_" ON "_pages_v_blocks_featured_article_list_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_blog_articles_fk" FOREIGN KEY ("blog_articles_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_sustainability_articles_fk" FOREIGN KEY ("sustainability_articles_id") REFERENCES "public"."sustainability_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_blog_articles_fk" FOREIGN KEY ("blog_articles_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_sustainability_articles_fk" FOREIGN KEY ("sustainability_articles_id") REFERENCES "public"."sustainability_articles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_blog_articles_id_idx" ON "pages_rels" USING btree ("blog_articles_id");
  CREATE INDEX "pages_rels_case_studies_id_idx" ON "pages_rels" USING btree ("case_studies_id");
  CREATE INDEX "pages_rels_sustainability_articles_id_idx" ON "pages_rels" USING btree ("sustainability_articles_id");
  CREATE INDEX "_pages_v_rels_blog_articles_id_idx" ON "_pages_v_rels" USING btree ("blog_articles_id");
  CREATE INDEX "_pages_v_rels_case_studies_id_idx" ON "_pages_v_rels" USING btree ("case_studies_id");
  CREATE INDEX "_pages_v_rels_sustainability_articles_id_idx" ON "_pages_v_rels" USING btree ("sustainability_articles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_mini_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_mini_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_featured_article_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_featured_article_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_mini_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_mini_form_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_featured_article_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_featured_article_list_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_mini_form" CASCADE;
  DROP TABLE "pages_blocks_mini_form_locales" CASCADE;
  DROP TABLE "pages_blocks_featured_article_list" CASCADE;
  DROP TABLE "pages_blocks_featured_article_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_mini_form" CASCADE;
  DROP TABLE "_pages_v_blocks_mini_form_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_article_list" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_article_list_locales" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_blog_articles_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_case_studies_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_sustainability_articles_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_blog_articles_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_case_studies_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_sustainability_articles_fk";
  
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "style" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "style" SET DEFAULT 'home'::text;
  DROP TYPE "public"."enum_pages_blocks_hero_style";
  CREATE TYPE "public"."enum_pages_blocks_hero_style" AS ENUM('home', 'image', 'video');
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "style" SET DEFAULT 'home'::"public"."enum_pages_blocks_hero_style";
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "style" SET DATA TYPE "public"."enum_pages_blocks_hero_style" USING "style"::"public"."enum_pages_blocks_hero_style";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "style" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "style" SET DEFAULT 'home'::text;
  DROP TYPE "public"."enum__pages_v_blocks_hero_style";
  CREATE TYPE "public"."enum__pages_v_blocks_hero_style" AS ENUM('home', 'image', 'video');
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "style" SET DEFAULT 'home'::"public"."enum__pages_v_blocks_hero_style";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "style" SET DATA TYPE "public"."enum__pages_v_blocks_hero_style" USING "style"::"public"."enum__pages_v_blocks_hero_style";
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_kind";
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('buy-quote', 'rental-quote', 'support');
  ALTER TABLE "leads" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_leads_kind" USING "kind"::"public"."enum_leads_kind";
  DROP INDEX "pages_rels_blog_articles_id_idx";
  DROP INDEX "pages_rels_case_studies_id_idx";
  DROP INDEX "pages_rels_sustainability_articles_id_idx";
  DROP INDEX "_pages_v_rels_blog_articles_id_idx";
  DROP INDEX "_pages_v_rels_case_studies_id_idx";
  DROP INDEX "_pages_v_rels_sustainability_articles_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "blog_articles_id";
  ALTER TABLE "pages_rels" DROP COLUMN "case_studies_id";
  ALTER TABLE "pages_rels" DROP COLUMN "sustainability_articles_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "blog_articles_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "case_studies_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "sustainability_articles_id";
  DROP TYPE "public"."enum_pages_blocks_mini_form_background";
  DROP TYPE "public"."enum_pages_blocks_featured_article_list_kind";
  DROP TYPE "public"."enum__pages_v_blocks_mini_form_background";
  DROP TYPE "public"."enum__pages_v_blocks_featured_article_list_kind";`)
}
