import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_image_carousel_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_image_carousel_images_locales" (
  	"img_alt" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_carousel_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_media_gallery_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_product_media_gallery_images_locales" (
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_media_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_media_gallery_locales" (
  	"heading" varchar,
  	"content" jsonb,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_step_tabs_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_step_tabs_steps_locales" (
  	"tab_label" varchar,
  	"heading" varchar,
  	"content" jsonb,
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_step_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_step_tabs_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_customer_cards_customers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"cta_link" varchar
  );
  
  CREATE TABLE "pages_blocks_customer_cards_customers_locales" (
  	"industry" varchar,
  	"img_alt" varchar,
  	"summary" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_customer_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_customer_cards_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_comparison_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_carousel_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_carousel_images_locales" (
  	"img_alt" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_carousel_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_media_gallery_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_media_gallery_images_locales" (
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_media_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_media_gallery_locales" (
  	"heading" varchar,
  	"content" jsonb,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_step_tabs_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_step_tabs_steps_locales" (
  	"tab_label" varchar,
  	"heading" varchar,
  	"content" jsonb,
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_step_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_step_tabs_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_customer_cards_customers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"cta_link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_customer_cards_customers_locales" (
  	"industry" varchar,
  	"img_alt" varchar,
  	"summary" varchar,
  	"cta_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_customer_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_customer_cards_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_comparison_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_image_carousel_images" ADD CONSTRAINT "pages_blocks_image_carousel_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_carousel_images" ADD CONSTRAINT "pages_blocks_image_carousel_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_carousel_images_locales" ADD CONSTRAINT "pages_blocks_image_carousel_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_carousel_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_carousel" ADD CONSTRAINT "pages_blocks_image_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_carousel_locales" ADD CONSTRAINT "pages_blocks_image_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_media_gallery_images" ADD CONSTRAINT "pages_blocks_product_media_gallery_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_media_gallery_images" ADD CONSTRAINT "pages_blocks_product_media_gallery_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_media_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_media_gallery_images_locales" ADD CONSTRAINT "pages_blocks_product_media_gallery_images_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_media_gallery_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_media_gallery" ADD CONSTRAINT "pages_blocks_product_media_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_media_gallery_locales" ADD CONSTRAINT "pages_blocks_product_media_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_media_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_step_tabs_steps" ADD CONSTRAINT "pages_blocks_step_tabs_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_step_tabs_steps" ADD CONSTRAINT "pages_blocks_step_tabs_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_step_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_step_tabs_steps_locales" ADD CONSTRAINT "pages_blocks_step_tabs_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_step_tabs_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_step_tabs" ADD CONSTRAINT "pages_blocks_step_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_step_tabs_locales" ADD CONSTRAINT "pages_blocks_step_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_step_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_cards_customers" ADD CONSTRAINT "pages_blocks_customer_cards_customers_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_cards_customers" ADD CONSTRAINT "pages_blocks_customer_cards_customers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_customer_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_cards_customers_locales" ADD CONSTRAINT "pages_blocks_customer_cards_customers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_customer_cards_customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_cards" ADD CONSTRAINT "pages_blocks_customer_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_customer_cards_locales" ADD CONSTRAINT "pages_blocks_customer_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_customer_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_comparison" ADD CONSTRAINT "pages_blocks_product_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_comparison_locales" ADD CONSTRAINT "pages_blocks_product_comparison_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_carousel_images" ADD CONSTRAINT "_pages_v_blocks_image_carousel_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_carousel_images" ADD CONSTRAINT "_pages_v_blocks_image_carousel_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_carousel_images_locales" ADD CONSTRAINT "_pages_v_blocks_image_carousel_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_carousel_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_carousel" ADD CONSTRAINT "_pages_v_blocks_image_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_carousel_locales" ADD CONSTRAINT "_pages_v_blocks_image_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_media_gallery_images" ADD CONSTRAINT "_pages_v_blocks_product_media_gallery_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_media_gallery_images" ADD CONSTRAINT "_pages_v_blocks_product_media_gallery_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_media_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_media_gallery_images_locales" ADD CONSTRAINT "_pages_v_blocks_product_media_gallery_images_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_media_gallery_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_media_gallery" ADD CONSTRAINT "_pages_v_blocks_product_media_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_media_gallery_locales" ADD CONSTRAINT "_pages_v_blocks_product_media_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_media_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_step_tabs_steps" ADD CONSTRAINT "_pages_v_blocks_step_tabs_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_step_tabs_steps" ADD CONSTRAINT "_pages_v_blocks_step_tabs_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_step_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_step_tabs_steps_locales" ADD CONSTRAINT "_pages_v_blocks_step_tabs_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_step_tabs_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_step_tabs" ADD CONSTRAINT "_pages_v_blocks_step_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_step_tabs_locales" ADD CONSTRAINT "_pages_v_blocks_step_tabs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_step_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_cards_customers" ADD CONSTRAINT "_pages_v_blocks_customer_cards_customers_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_cards_customers" ADD CONSTRAINT "_pages_v_blocks_customer_cards_customers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_customer_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_cards_customers_locales" ADD CONSTRAINT "_pages_v_blocks_customer_cards_customers_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_customer_cards_customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_cards" ADD CONSTRAINT "_pages_v_blocks_customer_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_customer_cards_locales" ADD CONSTRAINT "_pages_v_blocks_customer_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_customer_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_comparison" ADD CONSTRAINT "_pages_v_blocks_product_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_comparison_locales" ADD CONSTRAINT "_pages_v_blocks_product_comparison_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_comparison"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_image_carousel_images_order_idx" ON "pages_blocks_image_carousel_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_carousel_images_parent_id_idx" ON "pages_blocks_image_carousel_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_carousel_images_image_idx" ON "pages_blocks_image_carousel_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_image_carousel_images_locales_locale_parent_id_" ON "pages_blocks_image_carousel_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_carousel_order_idx" ON "pages_blocks_image_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_carousel_parent_id_idx" ON "pages_blocks_image_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_carousel_path_idx" ON "pages_blocks_image_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_image_carousel_locales_locale_parent_id_unique" ON "pages_blocks_image_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_media_gallery_images_order_idx" ON "pages_blocks_product_media_gallery_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_media_gallery_images_parent_id_idx" ON "pages_blocks_product_media_gallery_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_media_gallery_images_image_idx" ON "pages_blocks_product_media_gallery_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_product_media_gallery_images_locales_locale_par" ON "pages_blocks_product_media_gallery_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_media_gallery_order_idx" ON "pages_blocks_product_media_gallery" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_media_gallery_parent_id_idx" ON "pages_blocks_product_media_gallery" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_media_gallery_path_idx" ON "pages_blocks_product_media_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_media_gallery_locales_locale_parent_id_" ON "pages_blocks_product_media_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_step_tabs_steps_order_idx" ON "pages_blocks_step_tabs_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_step_tabs_steps_parent_id_idx" ON "pages_blocks_step_tabs_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_step_tabs_steps_image_idx" ON "pages_blocks_step_tabs_steps" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_step_tabs_steps_locales_locale_parent_id_unique" ON "pages_blocks_step_tabs_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_step_tabs_order_idx" ON "pages_blocks_step_tabs" USING btree ("_order");
  CREATE INDEX "pages_blocks_step_tabs_parent_id_idx" ON "pages_blocks_step_tabs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_step_tabs_path_idx" ON "pages_blocks_step_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_step_tabs_locales_locale_parent_id_unique" ON "pages_blocks_step_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_customer_cards_customers_order_idx" ON "pages_blocks_customer_cards_customers" USING btree ("_order");
  CREATE INDEX "pages_blocks_customer_cards_customers_parent_id_idx" ON "pages_blocks_customer_cards_customers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_customer_cards_customers_logo_idx" ON "pages_blocks_customer_cards_customers" USING btree ("logo_id");
  CREATE UNIQUE INDEX "pages_blocks_customer_cards_customers_locales_locale_parent_" ON "pages_blocks_customer_cards_customers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_customer_cards_order_idx" ON "pages_blocks_customer_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_customer_cards_parent_id_idx" ON "pages_blocks_customer_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_customer_cards_path_idx" ON "pages_blocks_customer_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_customer_cards_locales_locale_parent_id_unique" ON "pages_blocks_customer_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_comparison_order_idx" ON "pages_blocks_product_comparison" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_comparison_parent_id_idx" ON "pages_blocks_product_comparison" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_comparison_path_idx" ON "pages_blocks_product_comparison" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_comparison_locales_locale_parent_id_uni" ON "pages_blocks_product_comparison_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_carousel_images_order_idx" ON "_pages_v_blocks_image_carousel_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_carousel_images_parent_id_idx" ON "_pages_v_blocks_image_carousel_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_carousel_images_image_idx" ON "_pages_v_blocks_image_carousel_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_carousel_images_locales_locale_parent_" ON "_pages_v_blocks_image_carousel_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_carousel_order_idx" ON "_pages_v_blocks_image_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_carousel_parent_id_idx" ON "_pages_v_blocks_image_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_carousel_path_idx" ON "_pages_v_blocks_image_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_carousel_locales_locale_parent_id_uniq" ON "_pages_v_blocks_image_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_media_gallery_images_order_idx" ON "_pages_v_blocks_product_media_gallery_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_media_gallery_images_parent_id_idx" ON "_pages_v_blocks_product_media_gallery_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_media_gallery_images_image_idx" ON "_pages_v_blocks_product_media_gallery_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_media_gallery_images_locales_locale_" ON "_pages_v_blocks_product_media_gallery_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_media_gallery_order_idx" ON "_pages_v_blocks_product_media_gallery" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_media_gallery_parent_id_idx" ON "_pages_v_blocks_product_media_gallery" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_media_gallery_path_idx" ON "_pages_v_blocks_product_media_gallery" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_media_gallery_locales_locale_parent_" ON "_pages_v_blocks_product_media_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_step_tabs_steps_order_idx" ON "_pages_v_blocks_step_tabs_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_step_tabs_steps_parent_id_idx" ON "_pages_v_blocks_step_tabs_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_step_tabs_steps_image_idx" ON "_pages_v_blocks_step_tabs_steps" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_step_tabs_steps_locales_locale_parent_id_uni" ON "_pages_v_blocks_step_tabs_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_step_tabs_order_idx" ON "_pages_v_blocks_step_tabs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_step_tabs_parent_id_idx" ON "_pages_v_blocks_step_tabs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_step_tabs_path_idx" ON "_pages_v_blocks_step_tabs" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_step_tabs_locales_locale_parent_id_unique" ON "_pages_v_blocks_step_tabs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_cards_customers_order_idx" ON "_pages_v_blocks_customer_cards_customers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_customer_cards_customers_parent_id_idx" ON "_pages_v_blocks_customer_cards_customers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_cards_customers_logo_idx" ON "_pages_v_blocks_customer_cards_customers" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_customer_cards_customers_locales_locale_pare" ON "_pages_v_blocks_customer_cards_customers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_cards_order_idx" ON "_pages_v_blocks_customer_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_customer_cards_parent_id_idx" ON "_pages_v_blocks_customer_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_customer_cards_path_idx" ON "_pages_v_blocks_customer_cards" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_customer_cards_locales_locale_parent_id_uniq" ON "_pages_v_blocks_customer_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_comparison_order_idx" ON "_pages_v_blocks_product_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_comparison_parent_id_idx" ON "_pages_v_blocks_product_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_comparison_path_idx" ON "_pages_v_blocks_product_comparison" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_comparison_locales_locale_parent_id_" ON "_pages_v_blocks_product_comparison_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_image_carousel_images" CASCADE;
  DROP TABLE "pages_blocks_image_carousel_images_locales" CASCADE;
  DROP TABLE "pages_blocks_image_carousel" CASCADE;
  DROP TABLE "pages_blocks_image_carousel_locales" CASCADE;
  DROP TABLE "pages_blocks_product_media_gallery_images" CASCADE;
  DROP TABLE "pages_blocks_product_media_gallery_images_locales" CASCADE;
  DROP TABLE "pages_blocks_product_media_gallery" CASCADE;
  DROP TABLE "pages_blocks_product_media_gallery_locales" CASCADE;
  DROP TABLE "pages_blocks_step_tabs_steps" CASCADE;
  DROP TABLE "pages_blocks_step_tabs_steps_locales" CASCADE;
  DROP TABLE "pages_blocks_step_tabs" CASCADE;
  DROP TABLE "pages_blocks_step_tabs_locales" CASCADE;
  DROP TABLE "pages_blocks_customer_cards_customers" CASCADE;
  DROP TABLE "pages_blocks_customer_cards_customers_locales" CASCADE;
  DROP TABLE "pages_blocks_customer_cards" CASCADE;
  DROP TABLE "pages_blocks_customer_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_product_comparison" CASCADE;
  DROP TABLE "pages_blocks_product_comparison_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_carousel_images" CASCADE;
  DROP TABLE "_pages_v_blocks_image_carousel_images_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_image_carousel_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_media_gallery_images" CASCADE;
  DROP TABLE "_pages_v_blocks_product_media_gallery_images_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_media_gallery" CASCADE;
  DROP TABLE "_pages_v_blocks_product_media_gallery_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_step_tabs_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_step_tabs_steps_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_step_tabs" CASCADE;
  DROP TABLE "_pages_v_blocks_step_tabs_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_cards_customers" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_cards_customers_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_customer_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_comparison" CASCADE;
  DROP TABLE "_pages_v_blocks_product_comparison_locales" CASCADE;`)
}
