import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_style" AS ENUM('home', 'image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_video_display" AS ENUM('inline', 'modal');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_style" AS ENUM('home', 'image', 'video');
  CREATE TYPE "public"."enum__pages_v_blocks_video_display" AS ENUM('inline', 'modal');
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"hosted_video_id" varchar,
  	"video_file_id" integer,
  	"poster_id" integer,
  	"display" "enum_pages_blocks_video_display" DEFAULT 'inline',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"hosted_video_id" varchar,
  	"video_file_id" integer,
  	"poster_id" integer,
  	"display" "enum__pages_v_blocks_video_display" DEFAULT 'inline',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "case_studies_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "case_studies_facts_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_facts_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "style" "enum_pages_blocks_hero_style" DEFAULT 'home';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "hosted_video_id" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "pages_blocks_hero_locales" ADD COLUMN "img_alt" varchar;
  ALTER TABLE "pages_blocks_hero_locales" ADD COLUMN "watch_video_label" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "style" "enum__pages_v_blocks_hero_style" DEFAULT 'home';
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "hosted_video_id" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD COLUMN "img_alt" varchar;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD COLUMN "watch_video_label" varchar;
  ALTER TABLE "blog_articles" ADD COLUMN "hosted_video_id" varchar;
  ALTER TABLE "blog_articles" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "_blog_articles_v" ADD COLUMN "version_hosted_video_id" varchar;
  ALTER TABLE "_blog_articles_v" ADD COLUMN "version_video_file_id" integer;
  ALTER TABLE "case_studies" ADD COLUMN "hosted_video_id" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "case_studies_locales" ADD COLUMN "location" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_hosted_video_id" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_video_file_id" integer;
  ALTER TABLE "_case_studies_v_locales" ADD COLUMN "version_location" varchar;
  ALTER TABLE "sustainability_articles" ADD COLUMN "hosted_video_id" varchar;
  ALTER TABLE "sustainability_articles" ADD COLUMN "video_file_id" integer;
  ALTER TABLE "_sustainability_articles_v" ADD COLUMN "version_hosted_video_id" varchar;
  ALTER TABLE "_sustainability_articles_v" ADD COLUMN "version_video_file_id" integer;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_locales" ADD CONSTRAINT "pages_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_locales" ADD CONSTRAINT "_pages_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_facts" ADD CONSTRAINT "case_studies_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_facts_locales" ADD CONSTRAINT "case_studies_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_facts" ADD CONSTRAINT "_case_studies_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_facts_locales" ADD CONSTRAINT "_case_studies_v_version_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_facts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_video_file_idx" ON "pages_blocks_video" USING btree ("video_file_id");
  CREATE INDEX "pages_blocks_video_poster_idx" ON "pages_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "pages_blocks_video_locales_locale_parent_id_unique" ON "pages_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_video_file_idx" ON "_pages_v_blocks_video" USING btree ("video_file_id");
  CREATE INDEX "_pages_v_blocks_video_poster_idx" ON "_pages_v_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "case_studies_facts_order_idx" ON "case_studies_facts" USING btree ("_order");
  CREATE INDEX "case_studies_facts_parent_id_idx" ON "case_studies_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "case_studies_facts_locales_locale_parent_id_unique" ON "case_studies_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_version_facts_order_idx" ON "_case_studies_v_version_facts" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_facts_parent_id_idx" ON "_case_studies_v_version_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_case_studies_v_version_facts_locales_locale_parent_id_uniqu" ON "_case_studies_v_version_facts_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_articles_v" ADD CONSTRAINT "_blog_articles_v_version_video_file_id_media_id_fk" FOREIGN KEY ("version_video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_video_file_id_media_id_fk" FOREIGN KEY ("version_video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sustainability_articles" ADD CONSTRAINT "sustainability_articles_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sustainability_articles_v" ADD CONSTRAINT "_sustainability_articles_v_version_video_file_id_media_id_fk" FOREIGN KEY ("version_video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_video_file_idx" ON "pages_blocks_hero" USING btree ("video_file_id");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_video_file_idx" ON "_pages_v_blocks_hero" USING btree ("video_file_id");
  CREATE INDEX "blog_articles_video_file_idx" ON "blog_articles" USING btree ("video_file_id");
  CREATE INDEX "_blog_articles_v_version_version_video_file_idx" ON "_blog_articles_v" USING btree ("version_video_file_id");
  CREATE INDEX "case_studies_video_file_idx" ON "case_studies" USING btree ("video_file_id");
  CREATE INDEX "_case_studies_v_version_version_video_file_idx" ON "_case_studies_v" USING btree ("version_video_file_id");
  CREATE INDEX "sustainability_articles_video_file_idx" ON "sustainability_articles" USING btree ("video_file_id");
  CREATE INDEX "_sustainability_articles_v_version_version_video_file_idx" ON "_sustainability_articles_v" USING btree ("version_video_file_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_facts_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_video_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_video_locales" CASCADE;
  DROP TABLE "case_studies_facts" CASCADE;
  DROP TABLE "case_studies_facts_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_facts" CASCADE;
  DROP TABLE "_case_studies_v_version_facts_locales" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_video_file_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_video_file_id_media_id_fk";
  
  ALTER TABLE "blog_articles" DROP CONSTRAINT "blog_articles_video_file_id_media_id_fk";
  
  ALTER TABLE "_blog_articles_v" DROP CONSTRAINT "_blog_articles_v_version_video_file_id_media_id_fk";
  
  ALTER TABLE "case_studies" DROP CONSTRAINT "case_studies_video_file_id_media_id_fk";
  
  ALTER TABLE "_case_studies_v" DROP CONSTRAINT "_case_studies_v_version_video_file_id_media_id_fk";
  
  ALTER TABLE "sustainability_articles" DROP CONSTRAINT "sustainability_articles_video_file_id_media_id_fk";
  
  ALTER TABLE "_sustainability_articles_v" DROP CONSTRAINT "_sustainability_articles_v_version_video_file_id_media_id_fk";
  
  DROP INDEX "pages_blocks_hero_image_idx";
  DROP INDEX "pages_blocks_hero_video_file_idx";
  DROP INDEX "_pages_v_blocks_hero_image_idx";
  DROP INDEX "_pages_v_blocks_hero_video_file_idx";
  DROP INDEX "blog_articles_video_file_idx";
  DROP INDEX "_blog_articles_v_version_version_video_file_idx";
  DROP INDEX "case_studies_video_file_idx";
  DROP INDEX "_case_studies_v_version_version_video_file_idx";
  DROP INDEX "sustainability_articles_video_file_idx";
  DROP INDEX "_sustainability_articles_v_version_version_video_file_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "style";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "hosted_video_id";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "video_file_id";
  ALTER TABLE "pages_blocks_hero_locales" DROP COLUMN "img_alt";
  ALTER TABLE "pages_blocks_hero_locales" DROP COLUMN "watch_video_label";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "style";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "hosted_video_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "video_file_id";
  ALTER TABLE "_pages_v_blocks_hero_locales" DROP COLUMN "img_alt";
  ALTER TABLE "_pages_v_blocks_hero_locales" DROP COLUMN "watch_video_label";
  ALTER TABLE "blog_articles" DROP COLUMN "hosted_video_id";
  ALTER TABLE "blog_articles" DROP COLUMN "video_file_id";
  ALTER TABLE "_blog_articles_v" DROP COLUMN "version_hosted_video_id";
  ALTER TABLE "_blog_articles_v" DROP COLUMN "version_video_file_id";
  ALTER TABLE "case_studies" DROP COLUMN "hosted_video_id";
  ALTER TABLE "case_studies" DROP COLUMN "video_file_id";
  ALTER TABLE "case_studies_locales" DROP COLUMN "location";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_hosted_video_id";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_video_file_id";
  ALTER TABLE "_case_studies_v_locales" DROP COLUMN "version_location";
  ALTER TABLE "sustainability_articles" DROP COLUMN "hosted_video_id";
  ALTER TABLE "sustainability_articles" DROP COLUMN "video_file_id";
  ALTER TABLE "_sustainability_articles_v" DROP COLUMN "version_hosted_video_id";
  ALTER TABLE "_sustainability_articles_v" DROP COLUMN "version_video_file_id";
  DROP TYPE "public"."enum_pages_blocks_hero_style";
  DROP TYPE "public"."enum_pages_blocks_video_display";
  DROP TYPE "public"."enum__pages_v_blocks_hero_style";
  DROP TYPE "public"."enum__pages_v_blocks_video_display";`)
}
