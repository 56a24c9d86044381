import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_call_to_action_banner_padding_top" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_banner_padding_bottom" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_blocks_layout_row_columns_flex_style" AS ENUM('start', 'center', 'end', 'between');
  CREATE TYPE "public"."enum_pages_blocks_layout_row_columns_background" AS ENUM('none', 'light', 'blue', 'navy');
  CREATE TYPE "public"."enum_pages_blocks_layout_row_gap" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_blocks_layout_rows_columns_flex_style" AS ENUM('start', 'center', 'end', 'between');
  CREATE TYPE "public"."enum_pages_blocks_layout_rows_columns_background" AS ENUM('none', 'light', 'blue', 'navy');
  CREATE TYPE "public"."enum_pages_blocks_layout_rows_gap" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_banner_padding_top" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_banner_padding_bottom" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_layout_row_columns_flex_style" AS ENUM('start', 'center', 'end', 'between');
  CREATE TYPE "public"."enum__pages_v_blocks_layout_row_columns_background" AS ENUM('none', 'light', 'blue', 'navy');
  CREATE TYPE "public"."enum__pages_v_blocks_layout_row_gap" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_layout_rows_columns_flex_style" AS ENUM('start', 'center', 'end', 'between');
  CREATE TYPE "public"."enum__pages_v_blocks_layout_rows_columns_background" AS ENUM('none', 'light', 'blue', 'navy');
  CREATE TYPE "public"."enum__pages_v_blocks_layout_rows_gap" AS ENUM('none', 'small', 'medium', 'large');
  ALTER TYPE "public"."enum_pages_blocks_call_to_action_banner_background" ADD VALUE 'white';
  ALTER TYPE "public"."enum_pages_blocks_call_to_action_banner_background" ADD VALUE 'yellow';
  ALTER TYPE "public"."enum__pages_v_blocks_call_to_action_banner_background" ADD VALUE 'white';
  ALTER TYPE "public"."enum__pages_v_blocks_call_to_action_banner_background" ADD VALUE 'yellow';
  CREATE TABLE "pages_blocks_anchor_nav_anchors" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_anchor_nav_anchors_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_anchor_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_anchor_nav_locales" (
  	"mobile_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_layout_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_layout_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_layout_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_layout_image_locales" (
  	"img_alt" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_layout_text_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_layout_text_images_images_locales" (
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_layout_text_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_layout_text_images_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_layout_text_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_layout_text_banner_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_layout_row_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"width" numeric DEFAULT 50,
  	"flex_style" "enum_pages_blocks_layout_row_columns_flex_style" DEFAULT 'start',
  	"background" "enum_pages_blocks_layout_row_columns_background" DEFAULT 'none'
  );
  
  CREATE TABLE "pages_blocks_layout_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"gap" "enum_pages_blocks_layout_row_gap" DEFAULT 'medium',
  	"max_height" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_layout_rows_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"width" numeric DEFAULT 50,
  	"flex_style" "enum_pages_blocks_layout_rows_columns_flex_style" DEFAULT 'start',
  	"background" "enum_pages_blocks_layout_rows_columns_background" DEFAULT 'none'
  );
  
  CREATE TABLE "pages_blocks_layout_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"gap" "enum_pages_blocks_layout_rows_gap" DEFAULT 'medium',
  	"max_height" numeric
  );
  
  CREATE TABLE "pages_blocks_layout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_layout_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_anchor_nav_anchors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_anchor_nav_anchors_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_anchor_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_anchor_nav_locales" (
  	"mobile_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_layout_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_layout_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_layout_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_layout_image_locales" (
  	"img_alt" varchar,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_layout_text_images_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_layout_text_images_images_locales" (
  	"img_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_layout_text_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_layout_text_images_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_layout_text_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_layout_text_banner_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_layout_row_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"width" numeric DEFAULT 50,
  	"flex_style" "enum__pages_v_blocks_layout_row_columns_flex_style" DEFAULT 'start',
  	"background" "enum__pages_v_blocks_layout_row_columns_background" DEFAULT 'none',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_layout_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"gap" "enum__pages_v_blocks_layout_row_gap" DEFAULT 'medium',
  	"max_height" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_layout_rows_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"width" numeric DEFAULT 50,
  	"flex_style" "enum__pages_v_blocks_layout_rows_columns_flex_style" DEFAULT 'start',
  	"background" "enum__pages_v_blocks_layout_rows_columns_background" DEFAULT 'none',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_layout_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"gap" "enum__pages_v_blocks_layout_rows_gap" DEFAULT 'medium',
  	"max_height" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_layout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_layout_locales" (
  	"heading" varchar,
  	"subheading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_call_to_action_banner" ADD COLUMN "anchor_id" varchar;
  ALTER TABLE "pages_blocks_call_to_action_banner" ADD COLUMN "padding_top" "enum_pages_blocks_call_to_action_banner_padding_top" DEFAULT 'medium';
  ALTER TABLE "pages_blocks_call_to_action_banner" ADD COLUMN "padding_bottom" "enum_pages_blocks_call_to_action_banner_padding_bottom" DEFAULT 'medium';
  ALTER TABLE "pages_blocks_call_to_action_banner" ADD COLUMN "grid" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_call_to_action_banner" ADD COLUMN "script" varchar;
  ALTER TABLE "pages_blocks_call_to_action_banner_locales" ADD COLUMN "content" jsonb;
  ALTER TABLE "pages_blocks_call_to_action_banner_locales" ADD COLUMN "end_chat_block_heading" varchar;
  ALTER TABLE "pages_blocks_call_to_action_banner_locales" ADD COLUMN "end_chat_block_primary_cta_label" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" ADD COLUMN "anchor_id" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" ADD COLUMN "padding_top" "enum__pages_v_blocks_call_to_action_banner_padding_top" DEFAULT 'medium';
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" ADD COLUMN "padding_bottom" "enum__pages_v_blocks_call_to_action_banner_padding_bottom" DEFAULT 'medium';
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" ADD COLUMN "grid" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" ADD COLUMN "script" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner_locales" ADD COLUMN "content" jsonb;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner_locales" ADD COLUMN "end_chat_block_heading" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner_locales" ADD COLUMN "end_chat_block_primary_cta_label" varchar;
  ALTER TABLE "pages_blocks_anchor_nav_anchors" ADD CONSTRAINT "pages_blocks_anchor_nav_anchors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_anchor_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_anchor_nav_anchors_locales" ADD CONSTRAINT "pages_blocks_anchor_nav_anchors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_anchor_nav_anchors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_anchor_nav" ADD CONSTRAINT "pages_blocks_anchor_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_anchor_nav_locales" ADD CONSTRAINT "pages_blocks_anchor_nav_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_anchor_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_rich_text" ADD CONSTRAINT "pages_blocks_layout_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_rich_text_locales" ADD CONSTRAINT "pages_blocks_layout_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_layout_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_image" ADD CONSTRAINT "pages_blocks_layout_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_image" ADD CONSTRAINT "pages_blocks_layout_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_image_locales" ADD CONSTRAINT "pages_blocks_layout_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_layout_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_text_images_images" ADD CONSTRAINT "pages_blocks_layout_text_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_text_images_images" ADD CONSTRAINT "pages_blocks_layout_text_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_layout_text_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_text_images_images_locales" ADD CONSTRAINT "pages_blocks_layout_text_images_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_layout_text_images_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_text_images" ADD CONSTRAINT "pages_blocks_layout_text_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_text_images_locales" ADD CONSTRAINT "pages_blocks_layout_text_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_layout_text_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_text_banner" ADD CONSTRAINT "pages_blocks_layout_text_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_text_banner_locales" ADD CONSTRAINT "pages_blocks_layout_text_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_layout_text_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_row_columns" ADD CONSTRAINT "pages_blocks_layout_row_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_layout_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_row" ADD CONSTRAINT "pages_blocks_layout_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_rows_columns" ADD CONSTRAINT "pages_blocks_layout_rows_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_layout_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_rows" ADD CONSTRAINT "pages_blocks_layout_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_layout"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout" ADD CONSTRAINT "pages_blocks_layout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_layout_locales" ADD CONSTRAINT "pages_blocks_layout_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_layout"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_anchor_nav_anchors" ADD CONSTRAINT "_pages_v_blocks_anchor_nav_anchors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_anchor_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_anchor_nav_anchors_locales" ADD CONSTRAINT "_pages_v_blocks_anchor_nav_anchors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_anchor_nav_anchors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_anchor_nav" ADD CONSTRAINT "_pages_v_blocks_anchor_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_anchor_nav_locales" ADD CONSTRAINT "_pages_v_blocks_anchor_nav_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_anchor_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_rich_text" ADD CONSTRAINT "_pages_v_blocks_layout_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_layout_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_layout_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_image" ADD CONSTRAINT "_pages_v_blocks_layout_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_image" ADD CONSTRAINT "_pages_v_blocks_layout_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_image_locales" ADD CONSTRAINT "_pages_v_blocks_layout_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_layout_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_text_images_images" ADD CONSTRAINT "_pages_v_blocks_layout_text_images_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_text_images_images" ADD CONSTRAINT "_pages_v_blocks_layout_text_images_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_layout_text_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_text_images_images_locales" ADD CONSTRAINT "_pages_v_blocks_layout_text_images_images_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_layout_text_images_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_text_images" ADD CONSTRAINT "_pages_v_blocks_layout_text_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_text_images_locales" ADD CONSTRAINT "_pages_v_blocks_layout_text_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_layout_text_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_text_banner" ADD CONSTRAINT "_pages_v_blocks_layout_text_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_text_banner_locales" ADD CONSTRAINT "_pages_v_blocks_layout_text_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_layout_text_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_row_columns" ADD CONSTRAINT "_pages_v_blocks_layout_row_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_layout_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_row" ADD CONSTRAINT "_pages_v_blocks_layout_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_rows_columns" ADD CONSTRAINT "_pages_v_blocks_layout_rows_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_layout_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_rows" ADD CONSTRAINT "_pages_v_blocks_layout_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_layout"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout" ADD CONSTRAINT "_pages_v_blocks_layout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_layout_locales" ADD CONSTRAINT "_pages_v_blocks_layout_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_layout"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_anchor_nav_anchors_order_idx" ON "pages_blocks_anchor_nav_anchors" USING btree ("_order");
  CREATE INDEX "pages_blocks_anchor_nav_anchors_parent_id_idx" ON "pages_blocks_anchor_nav_anchors" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_anchor_nav_anchors_locales_locale_parent_id_uni" ON "pages_blocks_anchor_nav_anchors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_anchor_nav_order_idx" ON "pages_blocks_anchor_nav" USING btree ("_order");
  CREATE INDEX "pages_blocks_anchor_nav_parent_id_idx" ON "pages_blocks_anchor_nav" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_anchor_nav_path_idx" ON "pages_blocks_anchor_nav" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_anchor_nav_locales_locale_parent_id_unique" ON "pages_blocks_anchor_nav_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_layout_rich_text_order_idx" ON "pages_blocks_layout_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_layout_rich_text_parent_id_idx" ON "pages_blocks_layout_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_layout_rich_text_path_idx" ON "pages_blocks_layout_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_layout_rich_text_locales_locale_parent_id_uniqu" ON "pages_blocks_layout_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_layout_image_order_idx" ON "pages_blocks_layout_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_layout_image_parent_id_idx" ON "pages_blocks_layout_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_layout_image_path_idx" ON "pages_blocks_layout_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_layout_image_image_idx" ON "pages_blocks_layout_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_layout_image_locales_locale_parent_id_unique" ON "pages_blocks_layout_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_layout_text_images_images_order_idx" ON "pages_blocks_layout_text_images_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_layout_text_images_images_parent_id_idx" ON "pages_blocks_layout_text_images_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_layout_text_images_images_image_idx" ON "pages_blocks_layout_text_images_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_layout_text_images_images_locales_locale_parent" ON "pages_blocks_layout_text_images_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_layout_text_images_order_idx" ON "pages_blocks_layout_text_images" USING btree ("_order");
  CREATE INDEX "pages_blocks_layout_text_images_parent_id_idx" ON "pages_blocks_layout_text_images" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_layout_text_images_path_idx" ON "pages_blocks_layout_text_images" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_layout_text_images_locales_locale_parent_id_uni" ON "pages_blocks_layout_text_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_layout_text_banner_order_idx" ON "pages_blocks_layout_text_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_layout_text_banner_parent_id_idx" ON "pages_blocks_layout_text_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_layout_text_banner_path_idx" ON "pages_blocks_layout_text_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_layout_text_banner_locales_locale_parent_id_uni" ON "pages_blocks_layout_text_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_layout_row_columns_order_idx" ON "pages_blocks_layout_row_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_layout_row_columns_parent_id_idx" ON "pages_blocks_layout_row_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_layout_row_order_idx" ON "pages_blocks_layout_row" USING btree ("_order");
  CREATE INDEX "pages_blocks_layout_row_parent_id_idx" ON "pages_blocks_layout_row" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_layout_row_path_idx" ON "pages_blocks_layout_row" USING btree ("_path");
  CREATE INDEX "pages_blocks_layout_rows_columns_order_idx" ON "pages_blocks_layout_rows_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_layout_rows_columns_parent_id_idx" ON "pages_blocks_layout_rows_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_layout_rows_order_idx" ON "pages_blocks_layout_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_layout_rows_parent_id_idx" ON "pages_blocks_layout_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_layout_order_idx" ON "pages_blocks_layout" USING btree ("_order");
  CREATE INDEX "pages_blocks_layout_parent_id_idx" ON "pages_blocks_layout" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_layout_path_idx" ON "pages_blocks_layout" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_layout_locales_locale_parent_id_unique" ON "pages_blocks_layout_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_anchor_nav_anchors_order_idx" ON "_pages_v_blocks_anchor_nav_anchors" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_anchor_nav_anchors_parent_id_idx" ON "_pages_v_blocks_anchor_nav_anchors" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_anchor_nav_anchors_locales_locale_parent_id_" ON "_pages_v_blocks_anchor_nav_anchors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_anchor_nav_order_idx" ON "_pages_v_blocks_anchor_nav" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_anchor_nav_parent_id_idx" ON "_pages_v_blocks_anchor_nav" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_anchor_nav_path_idx" ON "_pages_v_blocks_anchor_nav" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_anchor_nav_locales_locale_parent_id_unique" ON "_pages_v_blocks_anchor_nav_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_rich_text_order_idx" ON "_pages_v_blocks_layout_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_layout_rich_text_parent_id_idx" ON "_pages_v_blocks_layout_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_rich_text_path_idx" ON "_pages_v_blocks_layout_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_layout_rich_text_locales_locale_parent_id_un" ON "_pages_v_blocks_layout_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_image_order_idx" ON "_pages_v_blocks_layout_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_layout_image_parent_id_idx" ON "_pages_v_blocks_layout_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_image_path_idx" ON "_pages_v_blocks_layout_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_layout_image_image_idx" ON "_pages_v_blocks_layout_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_layout_image_locales_locale_parent_id_unique" ON "_pages_v_blocks_layout_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_text_images_images_order_idx" ON "_pages_v_blocks_layout_text_images_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_layout_text_images_images_parent_id_idx" ON "_pages_v_blocks_layout_text_images_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_text_images_images_image_idx" ON "_pages_v_blocks_layout_text_images_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_layout_text_images_images_locales_locale_par" ON "_pages_v_blocks_layout_text_images_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_text_images_order_idx" ON "_pages_v_blocks_layout_text_images" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_layout_text_images_parent_id_idx" ON "_pages_v_blocks_layout_text_images" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_text_images_path_idx" ON "_pages_v_blocks_layout_text_images" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_layout_text_images_locales_locale_parent_id_" ON "_pages_v_blocks_layout_text_images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_text_banner_order_idx" ON "_pages_v_blocks_layout_text_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_layout_text_banner_parent_id_idx" ON "_pages_v_blocks_layout_text_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_text_banner_path_idx" ON "_pages_v_blocks_layout_text_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_layout_text_banner_locales_locale_parent_id_" ON "_pages_v_blocks_layout_text_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_row_columns_order_idx" ON "_pages_v_blocks_layout_row_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_layout_row_columns_parent_id_idx" ON "_pages_v_blocks_layout_row_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_row_order_idx" ON "_pages_v_blocks_layout_row" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_layout_row_parent_id_idx" ON "_pages_v_blocks_layout_row" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_row_path_idx" ON "_pages_v_blocks_layout_row" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_layout_rows_columns_order_idx" ON "_pages_v_blocks_layout_rows_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_layout_rows_columns_parent_id_idx" ON "_pages_v_blocks_layout_rows_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_rows_order_idx" ON "_pages_v_blocks_layout_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_layout_rows_parent_id_idx" ON "_pages_v_blocks_layout_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_order_idx" ON "_pages_v_blocks_layout" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_layout_parent_id_idx" ON "_pages_v_blocks_layout" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_layout_path_idx" ON "_pages_v_blocks_layout" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_layout_locales_locale_parent_id_unique" ON "_pages_v_blocks_layout_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_anchor_nav_anchors" CASCADE;
  DROP TABLE "pages_blocks_anchor_nav_anchors_locales" CASCADE;
  DROP TABLE "pages_blocks_anchor_nav" CASCADE;
  DROP TABLE "pages_blocks_anchor_nav_locales" CASCADE;
  DROP TABLE "pages_blocks_layout_rich_text" CASCADE;
  DROP TABLE "pages_blocks_layout_rich_text_locales" CASCADE;
  DROP TABLE "pages_blocks_layout_image" CASCADE;
  DROP TABLE "pages_blocks_layout_image_locales" CASCADE;
  DROP TABLE "pages_blocks_layout_text_images_images" CASCADE;
  DROP TABLE "pages_blocks_layout_text_images_images_locales" CASCADE;
  DROP TABLE "pages_blocks_layout_text_images" CASCADE;
  DROP TABLE "pages_blocks_layout_text_images_locales" CASCADE;
  DROP TABLE "pages_blocks_layout_text_banner" CASCADE;
  DROP TABLE "pages_blocks_layout_text_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_layout_row_columns" CASCADE;
  DROP TABLE "pages_blocks_layout_row" CASCADE;
  DROP TABLE "pages_blocks_layout_rows_columns" CASCADE;
  DROP TABLE "pages_blocks_layout_rows" CASCADE;
  DROP TABLE "pages_blocks_layout" CASCADE;
  DROP TABLE "pages_blocks_layout_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_anchor_nav_anchors" CASCADE;
  DROP TABLE "_pages_v_blocks_anchor_nav_anchors_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_anchor_nav" CASCADE;
  DROP TABLE "_pages_v_blocks_anchor_nav_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_image" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_image_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_text_images_images" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_text_images_images_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_text_images" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_text_images_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_text_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_text_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_row_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_row" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_rows_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_layout" CASCADE;
  DROP TABLE "_pages_v_blocks_layout_locales" CASCADE;
  ALTER TABLE "pages_blocks_call_to_action_banner" ALTER COLUMN "background" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_call_to_action_banner" ALTER COLUMN "background" SET DEFAULT 'navy'::text;
  DROP TYPE "public"."enum_pages_blocks_call_to_action_banner_background";
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_banner_background" AS ENUM('navy', 'light');
  ALTER TABLE "pages_blocks_call_to_action_banner" ALTER COLUMN "background" SET DEFAULT 'navy'::"public"."enum_pages_blocks_call_to_action_banner_background";
  ALTER TABLE "pages_blocks_call_to_action_banner" ALTER COLUMN "background" SET DATA TYPE "public"."enum_pages_blocks_call_to_action_banner_background" USING "background"::"public"."enum_pages_blocks_call_to_action_banner_background";
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" ALTER COLUMN "background" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" ALTER COLUMN "background" SET DEFAULT 'navy'::text;
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_banner_background";
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_banner_background" AS ENUM('navy', 'light');
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" ALTER COLUMN "background" SET DEFAULT 'navy'::"public"."enum__pages_v_blocks_call_to_action_banner_background";
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" ALTER COLUMN "background" SET DATA TYPE "public"."enum__pages_v_blocks_call_to_action_banner_background" USING "background"::"public"."enum__pages_v_blocks_call_to_action_banner_background";
  ALTER TABLE "pages_blocks_call_to_action_banner" DROP COLUMN "anchor_id";
  ALTER TABLE "pages_blocks_call_to_action_banner" DROP COLUMN "padding_top";
  ALTER TABLE "pages_blocks_call_to_action_banner" DROP COLUMN "padding_bottom";
  ALTER TABLE "pages_blocks_call_to_action_banner" DROP COLUMN "grid";
  ALTER TABLE "pages_blocks_call_to_action_banner" DROP COLUMN "script";
  ALTER TABLE "pages_blocks_call_to_action_banner_locales" DROP COLUMN "content";
  ALTER TABLE "pages_blocks_call_to_action_banner_locales" DROP COLUMN "end_chat_block_heading";
  ALTER TABLE "pages_blocks_call_to_action_banner_locales" DROP COLUMN "end_chat_block_primary_cta_label";
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" DROP COLUMN "anchor_id";
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" DROP COLUMN "padding_top";
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" DROP COLUMN "padding_bottom";
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" DROP COLUMN "grid";
  ALTER TABLE "_pages_v_blocks_call_to_action_banner" DROP COLUMN "script";
  ALTER TABLE "_pages_v_blocks_call_to_action_banner_locales" DROP COLUMN "content";
  ALTER TABLE "_pages_v_blocks_call_to_action_banner_locales" DROP COLUMN "end_chat_block_heading";
  ALTER TABLE "_pages_v_blocks_call_to_action_banner_locales" DROP COLUMN "end_chat_block_primary_cta_label";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_banner_padding_top";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_banner_padding_bottom";
  DROP TYPE "public"."enum_pages_blocks_layout_row_columns_flex_style";
  DROP TYPE "public"."enum_pages_blocks_layout_row_columns_background";
  DROP TYPE "public"."enum_pages_blocks_layout_row_gap";
  DROP TYPE "public"."enum_pages_blocks_layout_rows_columns_flex_style";
  DROP TYPE "public"."enum_pages_blocks_layout_rows_columns_background";
  DROP TYPE "public"."enum_pages_blocks_layout_rows_gap";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_banner_padding_top";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_banner_padding_bottom";
  DROP TYPE "public"."enum__pages_v_blocks_layout_row_columns_flex_style";
  DROP TYPE "public"."enum__pages_v_blocks_layout_row_columns_background";
  DROP TYPE "public"."enum__pages_v_blocks_layout_row_gap";
  DROP TYPE "public"."enum__pages_v_blocks_layout_rows_columns_flex_style";
  DROP TYPE "public"."enum__pages_v_blocks_layout_rows_columns_background";
  DROP TYPE "public"."enum__pages_v_blocks_layout_rows_gap";`)
}
