import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_card_carousel_style" AS ENUM('slider', 'product');
  CREATE TYPE "public"."enum_pages_blocks_featured_articles_kind" AS ENUM('blog', 'caseStudy', 'sustainability');
  CREATE TYPE "public"."enum_pages_blocks_container_choice_cards_features_icon" AS ENUM('check', 'lock', 'door', 'ruler', 'truck', 'shield');
  CREATE TYPE "public"."enum_pages_blocks_container_choice_style" AS ENUM('selectable', 'features');
  CREATE TYPE "public"."enum__pages_v_blocks_card_carousel_style" AS ENUM('slider', 'product');
  CREATE TYPE "public"."enum__pages_v_blocks_featured_articles_kind" AS ENUM('blog', 'caseStudy', 'sustainability');
  CREATE TYPE "public"."enum__pages_v_blocks_container_choice_cards_features_icon" AS ENUM('check', 'lock', 'door', 'ruler', 'truck', 'shield');
  CREATE TYPE "public"."enum__pages_v_blocks_container_choice_style" AS ENUM('selectable', 'features');
  CREATE TABLE "pages_blocks_card_carousel_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"cta_link" varchar
  );
  
  CREATE TABLE "pages_blocks_card_carousel_cards_locales" (
  	"img_alt" varchar,
  	"label" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_card_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"style" "enum_pages_blocks_card_carousel_style" DEFAULT 'slider',
  	"cards_from_desktop" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_card_carousel_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_featured_articles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"kind" "enum_pages_blocks_featured_articles_kind" DEFAULT 'blog',
  	"count" numeric DEFAULT 6,
  	"cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_featured_articles_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_container_choice_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_container_choice_images_locales" (
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_container_choice_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_container_choice_cards_features_icon" DEFAULT 'check'
  );
  
  CREATE TABLE "pages_blocks_container_choice_cards_features_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_container_choice_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"cta_link" varchar
  );
  
  CREATE TABLE "pages_blocks_container_choice_cards_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"img_alt" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_container_choice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"style" "enum_pages_blocks_container_choice_style" DEFAULT 'selectable',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_container_choice_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_card_carousel_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"cta_link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_carousel_cards_locales" (
  	"img_alt" varchar,
  	"label" varchar,
  	"heading" varchar,
  	"text" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_card_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"style" "enum__pages_v_blocks_card_carousel_style" DEFAULT 'slider',
  	"cards_from_desktop" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_carousel_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_featured_articles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"kind" "enum__pages_v_blocks_featured_articles_kind" DEFAULT 'blog',
  	"count" numeric DEFAULT 6,
  	"cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_featured_articles_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_container_choice_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_container_choice_images_locales" (
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_container_choice_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_container_choice_cards_features_icon" DEFAULT 'check',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_container_choice_cards_features_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_container_choice_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"cta_link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_container_choice_cards_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"img_alt" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_container_choice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"style" "enum__pages_v_blocks_container_choice_style" DEFAULT 'selectable',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_container_choice_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_card_carousel_cards" ADD CONSTRAINT "pages_blocks_card_carousel_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_carousel_cards" ADD CONSTRAINT "pages_blocks_card_carousel_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_carousel_cards_locales" ADD CONSTRAINT "pages_blocks_card_carousel_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_carousel_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_carousel" ADD CONSTRAINT "pages_blocks_card_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_carousel_locales" ADD CONSTRAINT "pages_blocks_card_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_articles" ADD CONSTRAINT "pages_blocks_featured_articles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_featured_articles_locales" ADD CONSTRAINT "pages_blocks_featured_articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_featured_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_container_choice_images" ADD CONSTRAINT "pages_blocks_container_choice_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_container_choice_images" ADD CONSTRAINT "pages_blocks_container_choice_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_container_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_container_choice_images_locales" ADD CONSTRAINT "pages_blocks_container_choice_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_container_choice_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_container_choice_cards_features" ADD CONSTRAINT "pages_blocks_container_choice_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_container_choice_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_container_choice_cards_features_locales" ADD CONSTRAINT "pages_blocks_container_choice_cards_features_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_container_choice_cards_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_container_choice_cards" ADD CONSTRAINT "pages_blocks_container_choice_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_container_choice_cards" ADD CONSTRAINT "pages_blocks_container_choice_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_container_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_container_choice_cards_locales" ADD CONSTRAINT "pages_blocks_container_choice_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_container_choice_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_container_choice" ADD CONSTRAINT "pages_blocks_container_choice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_container_choice_locales" ADD CONSTRAINT "pages_blocks_container_choice_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_container_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_carousel_cards" ADD CONSTRAINT "_pages_v_blocks_card_carousel_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_carousel_cards" ADD CONSTRAINT "_pages_v_blocks_card_carousel_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_carousel_cards_locales" ADD CONSTRAINT "_pages_v_blocks_card_carousel_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_carousel_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_carousel" ADD CONSTRAINT "_pages_v_blocks_card_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_carousel_locales" ADD CONSTRAINT "_pages_v_blocks_card_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_articles" ADD CONSTRAINT "_pages_v_blocks_featured_articles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_featured_articles_locales" ADD CONSTRAINT "_pages_v_blocks_featured_articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_featured_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_container_choice_images" ADD CONSTRAINT "_pages_v_blocks_container_choice_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_container_choice_images" ADD CONSTRAINT "_pages_v_blocks_container_choice_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_container_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_container_choice_images_locales" ADD CONSTRAINT "_pages_v_blocks_container_choice_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_container_choice_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_container_choice_cards_features" ADD CONSTRAINT "_pages_v_blocks_container_choice_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_container_choice_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_container_choice_cards_features_locales" ADD CONSTRAINT "_pages_v_blocks_container_choice_cards_features_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_container_choice_cards_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_container_choice_cards" ADD CONSTRAINT "_pages_v_blocks_container_choice_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_container_choice_cards" ADD CONSTRAINT "_pages_v_blocks_container_choice_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_container_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_container_choice_cards_locales" ADD CONSTRAINT "_pages_v_blocks_container_choice_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_container_choice_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_container_choice" ADD CONSTRAINT "_pages_v_blocks_container_choice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_container_choice_locales" ADD CONSTRAINT "_pages_v_blocks_container_choice_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_container_choice"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_card_carousel_cards_order_idx" ON "pages_blocks_card_carousel_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_carousel_cards_parent_id_idx" ON "pages_blocks_card_carousel_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_carousel_cards_image_idx" ON "pages_blocks_card_carousel_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_card_carousel_cards_locales_locale_parent_id_un" ON "pages_blocks_card_carousel_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_card_carousel_order_idx" ON "pages_blocks_card_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_carousel_parent_id_idx" ON "pages_blocks_card_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_carousel_path_idx" ON "pages_blocks_card_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_card_carousel_locales_locale_parent_id_unique" ON "pages_blocks_card_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_featured_articles_order_idx" ON "pages_blocks_featured_articles" USING btree ("_order");
  CREATE INDEX "pages_blocks_featured_articles_parent_id_idx" ON "pages_blocks_featured_articles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_featured_articles_path_idx" ON "pages_blocks_featured_articles" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_featured_articles_locales_locale_parent_id_uniq" ON "pages_blocks_featured_articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_container_choice_images_order_idx" ON "pages_blocks_container_choice_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_container_choice_images_parent_id_idx" ON "pages_blocks_container_choice_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_container_choice_images_image_idx" ON "pages_blocks_container_choice_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_container_choice_images_locales_locale_parent_i" ON "pages_blocks_container_choice_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_container_choice_cards_features_order_idx" ON "pages_blocks_container_choice_cards_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_container_choice_cards_features_parent_id_idx" ON "pages_blocks_container_choice_cards_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_container_choice_cards_features_locales_locale_" ON "pages_blocks_container_choice_cards_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_container_choice_cards_order_idx" ON "pages_blocks_container_choice_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_container_choice_cards_parent_id_idx" ON "pages_blocks_container_choice_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_container_choice_cards_image_idx" ON "pages_blocks_container_choice_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_container_choice_cards_locales_locale_parent_id" ON "pages_blocks_container_choice_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_container_choice_order_idx" ON "pages_blocks_container_choice" USING btree ("_order");
  CREATE INDEX "pages_blocks_container_choice_parent_id_idx" ON "pages_blocks_container_choice" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_container_choice_path_idx" ON "pages_blocks_container_choice" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_container_choice_locales_locale_parent_id_uniqu" ON "pages_blocks_container_choice_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_card_carousel_cards_order_idx" ON "_pages_v_blocks_card_carousel_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_carousel_cards_parent_id_idx" ON "_pages_v_blocks_card_carousel_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_carousel_cards_image_idx" ON "_pages_v_blocks_card_carousel_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_carousel_cards_locales_locale_parent_id" ON "_pages_v_blocks_card_carousel_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_card_carousel_order_idx" ON "_pages_v_blocks_card_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_carousel_parent_id_idx" ON "_pages_v_blocks_card_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_carousel_path_idx" ON "_pages_v_blocks_card_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_carousel_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_card_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_articles_order_idx" ON "_pages_v_blocks_featured_articles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_featured_articles_parent_id_idx" ON "_pages_v_blocks_featured_articles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_featured_articles_path_idx" ON "_pages_v_blocks_featured_articles" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_featured_articles_locales_locale_parent_id_u" ON "_pages_v_blocks_featured_articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_container_choice_images_order_idx" ON "_pages_v_blocks_container_choice_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_container_choice_images_parent_id_idx" ON "_pages_v_blocks_container_choice_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_container_choice_images_image_idx" ON "_pages_v_blocks_container_choice_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_container_choice_images_locales_locale_paren" ON "_pages_v_blocks_container_choice_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_container_choice_cards_features_order_idx" ON "_pages_v_blocks_container_choice_cards_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_container_choice_cards_features_parent_id_idx" ON "_pages_v_blocks_container_choice_cards_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_container_choice_cards_features_locales_loca" ON "_pages_v_blocks_container_choice_cards_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_container_choice_cards_order_idx" ON "_pages_v_blocks_container_choice_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_container_choice_cards_parent_id_idx" ON "_pages_v_blocks_container_choice_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_container_choice_cards_image_idx" ON "_pages_v_blocks_container_choice_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_container_choice_cards_locales_locale_parent" ON "_pages_v_blocks_container_choice_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_container_choice_order_idx" ON "_pages_v_blocks_container_choice" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_container_choice_parent_id_idx" ON "_pages_v_blocks_container_choice" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_container_choice_path_idx" ON "_pages_v_blocks_container_choice" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_container_choice_locales_locale_parent_id_un" ON "_pages_v_blocks_container_choice_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_card_carousel_cards" CASCADE;
  DROP TABLE "pages_blocks_card_carousel_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_card_carousel" CASCADE;
  DROP TABLE "pages_blocks_card_carousel_locales" CASCADE;
  DROP TABLE "pages_blocks_featured_articles" CASCADE;
  DROP TABLE "pages_blocks_featured_articles_locales" CASCADE;
  DROP TABLE "pages_blocks_container_choice_images" CASCADE;
  DROP TABLE "pages_blocks_container_choice_images_locales" CASCADE;
  DROP TABLE "pages_blocks_container_choice_cards_features" CASCADE;
  DROP TABLE "pages_blocks_container_choice_cards_features_locales" CASCADE;
  DROP TABLE "pages_blocks_container_choice_cards" CASCADE;
  DROP TABLE "pages_blocks_container_choice_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_container_choice" CASCADE;
  DROP TABLE "pages_blocks_container_choice_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_card_carousel_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_card_carousel_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_card_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_card_carousel_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_articles" CASCADE;
  DROP TABLE "_pages_v_blocks_featured_articles_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_container_choice_images" CASCADE;
  DROP TABLE "_pages_v_blocks_container_choice_images_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_container_choice_cards_features" CASCADE;
  DROP TABLE "_pages_v_blocks_container_choice_cards_features_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_container_choice_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_container_choice_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_container_choice" CASCADE;
  DROP TABLE "_pages_v_blocks_container_choice_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_card_carousel_style";
  DROP TYPE "public"."enum_pages_blocks_featured_articles_kind";
  DROP TYPE "public"."enum_pages_blocks_container_choice_cards_features_icon";
  DROP TYPE "public"."enum_pages_blocks_container_choice_style";
  DROP TYPE "public"."enum__pages_v_blocks_card_carousel_style";
  DROP TYPE "public"."enum__pages_v_blocks_featured_articles_kind";
  DROP TYPE "public"."enum__pages_v_blocks_container_choice_cards_features_icon";
  DROP TYPE "public"."enum__pages_v_blocks_container_choice_style";`)
}
