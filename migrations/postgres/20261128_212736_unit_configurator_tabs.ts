import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_unit_tabs_uses_comparison1_colour" AS ENUM('yellow', 'blue');
  CREATE TYPE "public"."enum_pages_unit_tabs_uses_comparison2_colour" AS ENUM('yellow', 'blue');
  CREATE TYPE "public"."enum_pages_unit_tabs_tabs_kind" AS ENUM('standard', 'comparison');
  CREATE TYPE "public"."enum__pages_unit_tabs_uses_v_comparison1_colour" AS ENUM('yellow', 'blue');
  CREATE TYPE "public"."enum__pages_unit_tabs_uses_v_comparison2_colour" AS ENUM('yellow', 'blue');
  CREATE TYPE "public"."enum__pages_unit_tabs_v_tabs_kind" AS ENUM('standard', 'comparison');
  CREATE TABLE "pages_unit_tabs_tabs_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_unit_tabs_tabs_images_locales" (
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_unit_tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_unit_tabs_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_unit_tabs_tabs_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_unit_tabs_tabs_sections_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_unit_tabs_tabs_comparisons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_unit_tabs_tabs_comparisons_locales" (
  	"comparison" varchar,
  	"unit1" varchar,
  	"unit2" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_unit_tabs_uses" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"comparison1_colour" "enum_pages_unit_tabs_uses_comparison1_colour" DEFAULT 'yellow',
  	"comparison2_colour" "enum_pages_unit_tabs_uses_comparison2_colour" DEFAULT 'yellow'
  );
  
  CREATE TABLE "pages_unit_tabs_uses_locales" (
  	"comparison" varchar,
  	"comparison1_text" varchar,
  	"comparison2_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_unit_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_unit_tabs_tabs_kind" DEFAULT 'standard',
  	"cta_link" varchar,
  	"unit1_image_id" integer,
  	"unit2_image_id" integer
  );
  
  CREATE TABLE "pages_unit_tabs_tabs_locales" (
  	"tab_label" varchar,
  	"heading" varchar,
  	"content" jsonb,
  	"foot_note" varchar,
  	"cta_label" varchar,
  	"unit1_name" varchar,
  	"unit1_img_alt" varchar,
  	"unit2_name" varchar,
  	"unit2_img_alt" varchar,
  	"use_case_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_unit_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_unit_tabs_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_unit_tabs_v_tabs_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_unit_tabs_v_tabs_images_locales" (
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_unit_tabs_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_unit_tabs_items_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_unit_tabs_v_tabs_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_unit_tabs_v_tabs_sections_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_unit_tabs_v_tabs_comparisons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_unit_tabs_v_tabs_comparisons_locales" (
  	"comparison" varchar,
  	"unit1" varchar,
  	"unit2" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_unit_tabs_uses_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"comparison1_colour" "enum__pages_unit_tabs_uses_v_comparison1_colour" DEFAULT 'yellow',
  	"comparison2_colour" "enum__pages_unit_tabs_uses_v_comparison2_colour" DEFAULT 'yellow',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_unit_tabs_uses_v_locales" (
  	"comparison" varchar,
  	"comparison1_text" varchar,
  	"comparison2_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_unit_tabs_v_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_unit_tabs_v_tabs_kind" DEFAULT 'standard',
  	"cta_link" varchar,
  	"unit1_image_id" integer,
  	"unit2_image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_unit_tabs_v_tabs_locales" (
  	"tab_label" varchar,
  	"heading" varchar,
  	"content" jsonb,
  	"foot_note" varchar,
  	"cta_label" varchar,
  	"unit1_name" varchar,
  	"unit1_img_alt" varchar,
  	"unit2_name" varchar,
  	"unit2_img_alt" varchar,
  	"use_case_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_unit_tabs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_unit_tabs_v_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_unit_tabs_tabs_images" ADD CONSTRAINT "pages_unit_tabs_tabs_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_tabs_images" ADD CONSTRAINT "pages_unit_tabs_tabs_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_tabs_images_locales" ADD CONSTRAINT "pages_unit_tabs_tabs_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_tabs_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_items" ADD CONSTRAINT "pages_unit_tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_tabs_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_items_locales" ADD CONSTRAINT "pages_unit_tabs_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_tabs_sections" ADD CONSTRAINT "pages_unit_tabs_tabs_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_tabs_sections_locales" ADD CONSTRAINT "pages_unit_tabs_tabs_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_tabs_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_tabs_comparisons" ADD CONSTRAINT "pages_unit_tabs_tabs_comparisons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_tabs_comparisons_locales" ADD CONSTRAINT "pages_unit_tabs_tabs_comparisons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_tabs_comparisons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_uses" ADD CONSTRAINT "pages_unit_tabs_uses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_uses_locales" ADD CONSTRAINT "pages_unit_tabs_uses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_uses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_tabs" ADD CONSTRAINT "pages_unit_tabs_tabs_unit1_image_id_media_id_fk" FOREIGN KEY ("unit1_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_tabs" ADD CONSTRAINT "pages_unit_tabs_tabs_unit2_image_id_media_id_fk" FOREIGN KEY ("unit2_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_tabs" ADD CONSTRAINT "pages_unit_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_tabs_locales" ADD CONSTRAINT "pages_unit_tabs_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs" ADD CONSTRAINT "pages_unit_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_unit_tabs_locales" ADD CONSTRAINT "pages_unit_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_unit_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs_images" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs_images" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs_images_locales" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v_tabs_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_items_v" ADD CONSTRAINT "_pages_unit_tabs_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v_tabs_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_items_v_locales" ADD CONSTRAINT "_pages_unit_tabs_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs_sections" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs_sections_locales" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v_tabs_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs_comparisons" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_comparisons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs_comparisons_locales" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_comparisons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v_tabs_comparisons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_uses_v" ADD CONSTRAINT "_pages_unit_tabs_uses_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_uses_v_locales" ADD CONSTRAINT "_pages_unit_tabs_uses_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_uses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_unit1_image_id_media_id_fk" FOREIGN KEY ("unit1_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_unit2_image_id_media_id_fk" FOREIGN KEY ("unit2_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_tabs_locales" ADD CONSTRAINT "_pages_unit_tabs_v_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v" ADD CONSTRAINT "_pages_unit_tabs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_unit_tabs_v_locales" ADD CONSTRAINT "_pages_unit_tabs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_unit_tabs_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_unit_tabs_tabs_images_order_idx" ON "pages_unit_tabs_tabs_images" USING btree ("_order");
  CREATE INDEX "pages_unit_tabs_tabs_images_parent_id_idx" ON "pages_unit_tabs_tabs_images" USING btree ("_parent_id");
  CREATE INDEX "pages_unit_tabs_tabs_images_image_idx" ON "pages_unit_tabs_tabs_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_unit_tabs_tabs_images_locales_locale_parent_id_unique" ON "pages_unit_tabs_tabs_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_unit_tabs_items_order_idx" ON "pages_unit_tabs_items" USING btree ("_order");
  CREATE INDEX "pages_unit_tabs_items_parent_id_idx" ON "pages_unit_tabs_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_unit_tabs_items_locales_locale_parent_id_unique" ON "pages_unit_tabs_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_unit_tabs_tabs_sections_order_idx" ON "pages_unit_tabs_tabs_sections" USING btree ("_order");
  CREATE INDEX "pages_unit_tabs_tabs_sections_parent_id_idx" ON "pages_unit_tabs_tabs_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_unit_tabs_tabs_sections_locales_locale_parent_id_uniqu" ON "pages_unit_tabs_tabs_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_unit_tabs_tabs_comparisons_order_idx" ON "pages_unit_tabs_tabs_comparisons" USING btree ("_order");
  CREATE INDEX "pages_unit_tabs_tabs_comparisons_parent_id_idx" ON "pages_unit_tabs_tabs_comparisons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_unit_tabs_tabs_comparisons_locales_locale_parent_id_un" ON "pages_unit_tabs_tabs_comparisons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_unit_tabs_uses_order_idx" ON "pages_unit_tabs_uses" USING btree ("_order");
  CREATE INDEX "pages_unit_tabs_uses_parent_id_idx" ON "pages_unit_tabs_uses" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_unit_tabs_uses_locales_locale_parent_id_unique" ON "pages_unit_tabs_uses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_unit_tabs_tabs_order_idx" ON "pages_unit_tabs_tabs" USING btree ("_order");
  CREATE INDEX "pages_unit_tabs_tabs_parent_id_idx" ON "pages_unit_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_unit_tabs_tabs_unit1_image_idx" ON "pages_unit_tabs_tabs" USING btree ("unit1_image_id");
  CREATE INDEX "pages_unit_tabs_tabs_unit2_image_idx" ON "pages_unit_tabs_tabs" USING btree ("unit2_image_id");
  CREATE UNIQUE INDEX "pages_unit_tabs_tabs_locales_locale_parent_id_unique" ON "pages_unit_tabs_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_unit_tabs_order_idx" ON "pages_unit_tabs" USING btree ("_order");
  CREATE INDEX "pages_unit_tabs_parent_id_idx" ON "pages_unit_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_unit_tabs_path_idx" ON "pages_unit_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_unit_tabs_locales_locale_parent_id_unique" ON "pages_unit_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_unit_tabs_v_tabs_images_order_idx" ON "_pages_unit_tabs_v_tabs_images" USING btree ("_order");
  CREATE INDEX "_pages_unit_tabs_v_tabs_images_parent_id_idx" ON "_pages_unit_tabs_v_tabs_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_unit_tabs_v_tabs_images_image_idx" ON "_pages_unit_tabs_v_tabs_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_unit_tabs_v_tabs_images_locales_locale_parent_id_uniq" ON "_pages_unit_tabs_v_tabs_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_unit_tabs_items_v_order_idx" ON "_pages_unit_tabs_items_v" USING btree ("_order");
  CREATE INDEX "_pages_unit_tabs_items_v_parent_id_idx" ON "_pages_unit_tabs_items_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_unit_tabs_items_v_locales_locale_parent_id_unique" ON "_pages_unit_tabs_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_unit_tabs_v_tabs_sections_order_idx" ON "_pages_unit_tabs_v_tabs_sections" USING btree ("_order");
  CREATE INDEX "_pages_unit_tabs_v_tabs_sections_parent_id_idx" ON "_pages_unit_tabs_v_tabs_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_unit_tabs_v_tabs_sections_locales_locale_parent_id_un" ON "_pages_unit_tabs_v_tabs_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_unit_tabs_v_tabs_comparisons_order_idx" ON "_pages_unit_tabs_v_tabs_comparisons" USING btree ("_order");
  CREATE INDEX "_pages_unit_tabs_v_tabs_comparisons_parent_id_idx" ON "_pages_unit_tabs_v_tabs_comparisons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_unit_tabs_v_tabs_comparisons_locales_locale_parent_id" ON "_pages_unit_tabs_v_tabs_comparisons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_unit_tabs_uses_v_order_idx" ON "_pages_unit_tabs_uses_v" USING btree ("_order");
  CREATE INDEX "_pages_unit_tabs_uses_v_parent_id_idx" ON "_pages_unit_tabs_uses_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_unit_tabs_uses_v_locales_locale_parent_id_unique" ON "_pages_unit_tabs_uses_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_unit_tabs_v_tabs_order_idx" ON "_pages_unit_tabs_v_tabs" USING btree ("_order");
  CREATE INDEX "_pages_unit_tabs_v_tabs_parent_id_idx" ON "_pages_unit_tabs_v_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_unit_tabs_v_tabs_unit1_image_idx" ON "_pages_unit_tabs_v_tabs" USING btree ("unit1_image_id");
  CREATE INDEX "_pages_unit_tabs_v_tabs_unit2_image_idx" ON "_pages_unit_tabs_v_tabs" USING btree ("unit2_image_id");
  CREATE UNIQUE INDEX "_pages_unit_tabs_v_tabs_locales_locale_parent_id_unique" ON "_pages_unit_tabs_v_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_unit_tabs_v_order_idx" ON "_pages_unit_tabs_v" USING btree ("_order");
  CREATE INDEX "_pages_unit_tabs_v_parent_id_idx" ON "_pages_unit_tabs_v" USING btree ("_parent_id");
  CREATE INDEX "_pages_unit_tabs_v_path_idx" ON "_pages_unit_tabs_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_unit_tabs_v_locales_locale_parent_id_unique" ON "_pages_unit_tabs_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_unit_tabs_tabs_images" CASCADE;
  DROP TABLE "pages_unit_tabs_tabs_images_locales" CASCADE;
  DROP TABLE "pages_unit_tabs_items" CASCADE;
  DROP TABLE "pages_unit_tabs_items_locales" CASCADE;
  DROP TABLE "pages_unit_tabs_tabs_sections" CASCADE;
  DROP TABLE "pages_unit_tabs_tabs_sections_locales" CASCADE;
  DROP TABLE "pages_unit_tabs_tabs_comparisons" CASCADE;
  DROP TABLE "pages_unit_tabs_tabs_comparisons_locales" CASCADE;
  DROP TABLE "pages_unit_tabs_uses" CASCADE;
  DROP TABLE "pages_unit_tabs_uses_locales" CASCADE;
  DROP TABLE "pages_unit_tabs_tabs" CASCADE;
  DROP TABLE "pages_unit_tabs_tabs_locales" CASCADE;
  DROP TABLE "pages_unit_tabs" CASCADE;
  DROP TABLE "pages_unit_tabs_locales" CASCADE;
  DROP TABLE "_pages_unit_tabs_v_tabs_images" CASCADE;
  DROP TABLE "_pages_unit_tabs_v_tabs_images_locales" CASCADE;
  DROP TABLE "_pages_unit_tabs_items_v" CASCADE;
  DROP TABLE "_pages_unit_tabs_items_v_locales" CASCADE;
  DROP TABLE "_pages_unit_tabs_v_tabs_sections" CASCADE;
  DROP TABLE "_pages_unit_tabs_v_tabs_sections_locales" CASCADE;
  DROP TABLE "_pages_unit_tabs_v_tabs_comparisons" CASCADE;
  DROP TABLE "_pages_unit_tabs_v_tabs_comparisons_locales" CASCADE;
  DROP TABLE "_pages_unit_tabs_uses_v" CASCADE;
  DROP TABLE "_pages_unit_tabs_uses_v_locales" CASCADE;
  DROP TABLE "_pages_unit_tabs_v_tabs" CASCADE;
  DROP TABLE "_pages_unit_tabs_v_tabs_locales" CASCADE;
  DROP TABLE "_pages_unit_tabs_v" CASCADE;
  DROP TABLE "_pages_unit_tabs_v_locales" CASCADE;
  DROP TYPE "public"."enum_pages_unit_tabs_uses_comparison1_colour";
  DROP TYPE "public"."enum_pages_unit_tabs_uses_comparison2_colour";
  DROP TYPE "public"."enum_pages_unit_tabs_tabs_kind";
  DROP TYPE "public"."enum__pages_unit_tabs_uses_v_comparison1_colour";
  DROP TYPE "public"."enum__pages_unit_tabs_uses_v_comparison2_colour";
  DROP TYPE "public"."enum__pages_unit_tabs_v_tabs_kind";`)
}
