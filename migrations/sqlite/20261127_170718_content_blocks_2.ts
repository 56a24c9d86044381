import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_anchor_nav_anchors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_anchor_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_nav_anchors_order_idx\` ON \`pages_blocks_anchor_nav_anchors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_nav_anchors_parent_id_idx\` ON \`pages_blocks_anchor_nav_anchors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_anchor_nav_anchors_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_anchor_nav_anchors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_anchor_nav_anchors_locales_locale_parent_id_uni\` ON \`pages_blocks_anchor_nav_anchors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_anchor_nav\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_nav_order_idx\` ON \`pages_blocks_anchor_nav\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_nav_parent_id_idx\` ON \`pages_blocks_anchor_nav\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_nav_path_idx\` ON \`pages_blocks_anchor_nav\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_anchor_nav_locales\` (
  	\`mobile_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_anchor_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_anchor_nav_locales_locale_parent_id_unique\` ON \`pages_blocks_anchor_nav_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_rich_text_order_idx\` ON \`pages_blocks_layout_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_rich_text_parent_id_idx\` ON \`pages_blocks_layout_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_rich_text_path_idx\` ON \`pages_blocks_layout_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_layout_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_layout_rich_text_locales_locale_parent_id_uniqu\` ON \`pages_blocks_layout_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_image_order_idx\` ON \`pages_blocks_layout_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_image_parent_id_idx\` ON \`pages_blocks_layout_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_image_path_idx\` ON \`pages_blocks_layout_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_image_image_idx\` ON \`pages_blocks_layout_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_image_locales\` (
  	\`img_alt\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_layout_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_layout_image_locales_locale_parent_id_unique\` ON \`pages_blocks_layout_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_text_images_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_layout_text_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_text_images_images_order_idx\` ON \`pages_blocks_layout_text_images_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_text_images_images_parent_id_idx\` ON \`pages_blocks_layout_text_images_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_text_images_images_image_idx\` ON \`pages_blocks_layout_text_images_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_text_images_images_locales\` (
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_layout_text_images_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_layout_text_images_images_locales_locale_parent\` ON \`pages_blocks_layout_text_images_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_text_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_text_images_order_idx\` ON \`pages_blocks_layout_text_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_text_images_parent_id_idx\` ON \`pages_blocks_layout_text_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_text_images_path_idx\` ON \`pages_blocks_layout_text_images\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_text_images_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_layout_text_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_layout_text_images_locales_locale_parent_id_uni\` ON \`pages_blocks_layout_text_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_text_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_text_banner_order_idx\` ON \`pages_blocks_layout_text_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_text_banner_parent_id_idx\` ON \`pages_blocks_layout_text_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_text_banner_path_idx\` ON \`pages_blocks_layout_text_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_text_banner_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_layout_text_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_layout_text_banner_locales_locale_parent_id_uni\` ON \`pages_blocks_layout_text_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_row_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`width\` numeric DEFAULT 50,
  	\`flex_style\` text DEFAULT 'start',
  	\`background\` text DEFAULT 'none',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_layout_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_row_columns_order_idx\` ON \`pages_blocks_layout_row_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_row_columns_parent_id_idx\` ON \`pages_blocks_layout_row_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_row\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`gap\` text DEFAULT 'medium',
  	\`max_height\` numeric,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_row_order_idx\` ON \`pages_blocks_layout_row\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_row_parent_id_idx\` ON \`pages_blocks_layout_row\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_row_path_idx\` ON \`pages_blocks_layout_row\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_rows_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`width\` numeric DEFAULT 50,
  	\`flex_style\` text DEFAULT 'start',
  	\`background\` text DEFAULT 'none',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_layout_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_rows_columns_order_idx\` ON \`pages_blocks_layout_rows_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_rows_columns_parent_id_idx\` ON \`pages_blocks_layout_rows_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`gap\` text DEFAULT 'medium',
  	\`max_height\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_layout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_rows_order_idx\` ON \`pages_blocks_layout_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_rows_parent_id_idx\` ON \`pages_blocks_layout_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_order_idx\` ON \`pages_blocks_layout\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_parent_id_idx\` ON \`pages_blocks_layout\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_layout_path_idx\` ON \`pages_blocks_layout\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_layout_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_layout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_layout_locales_locale_parent_id_unique\` ON \`pages_blocks_layout_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_anchor_nav_anchors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_anchor_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_nav_anchors_order_idx\` ON \`_pages_v_blocks_anchor_nav_anchors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_nav_anchors_parent_id_idx\` ON \`_pages_v_blocks_anchor_nav_anchors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_anchor_nav_anchors_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_anchor_nav_anchors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_anchor_nav_anchors_locales_locale_parent_id_\` ON \`_pages_v_blocks_anchor_nav_anchors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_anchor_nav\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_nav_order_idx\` ON \`_pages_v_blocks_anchor_nav\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_nav_parent_id_idx\` ON \`_pages_v_blocks_anchor_nav\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_nav_path_idx\` ON \`_pages_v_blocks_anchor_nav\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_anchor_nav_locales\` (
  	\`mobile_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_anchor_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_anchor_nav_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_anchor_nav_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_rich_text_order_idx\` ON \`_pages_v_blocks_layout_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_rich_text_parent_id_idx\` ON \`_pages_v_blocks_layout_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_rich_text_path_idx\` ON \`_pages_v_blocks_layout_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_layout_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_layout_rich_text_locales_locale_parent_id_un\` ON \`_pages_v_blocks_layout_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_image_order_idx\` ON \`_pages_v_blocks_layout_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_image_parent_id_idx\` ON \`_pages_v_blocks_layout_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_image_path_idx\` ON \`_pages_v_blocks_layout_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_image_image_idx\` ON \`_pages_v_blocks_layout_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_image_locales\` (
  	\`img_alt\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_layout_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_layout_image_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_layout_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_text_images_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_layout_text_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_text_images_images_order_idx\` ON \`_pages_v_blocks_layout_text_images_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_text_images_images_parent_id_idx\` ON \`_pages_v_blocks_layout_text_images_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_text_images_images_image_idx\` ON \`_pages_v_blocks_layout_text_images_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_text_images_images_locales\` (
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_layout_text_images_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_layout_text_images_images_locales_locale_par\` ON \`_pages_v_blocks_layout_text_images_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_text_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_text_images_order_idx\` ON \`_pages_v_blocks_layout_text_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_text_images_parent_id_idx\` ON \`_pages_v_blocks_layout_text_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_text_images_path_idx\` ON \`_pages_v_blocks_layout_text_images\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_text_images_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_layout_text_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_layout_text_images_locales_locale_parent_id_\` ON \`_pages_v_blocks_layout_text_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_text_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_text_banner_order_idx\` ON \`_pages_v_blocks_layout_text_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_text_banner_parent_id_idx\` ON \`_pages_v_blocks_layout_text_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_text_banner_path_idx\` ON \`_pages_v_blocks_layout_text_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_text_banner_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_layout_text_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_layout_text_banner_locales_locale_parent_id_\` ON \`_pages_v_blocks_layout_text_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_row_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`width\` numeric DEFAULT 50,
  	\`flex_style\` text DEFAULT 'start',
  	\`background\` text DEFAULT 'none',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_layout_row\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_row_columns_order_idx\` ON \`_pages_v_blocks_layout_row_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_row_columns_parent_id_idx\` ON \`_pages_v_blocks_layout_row_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_row\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`gap\` text DEFAULT 'medium',
  	\`max_height\` numeric,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_row_order_idx\` ON \`_pages_v_blocks_layout_row\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_row_parent_id_idx\` ON \`_pages_v_blocks_layout_row\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_row_path_idx\` ON \`_pages_v_blocks_layout_row\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_rows_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`width\` numeric DEFAULT 50,
  	\`flex_style\` text DEFAULT 'start',
  	\`background\` text DEFAULT 'none',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_layout_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_rows_columns_order_idx\` ON \`_pages_v_blocks_layout_rows_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_rows_columns_parent_id_idx\` ON \`_pages_v_blocks_layout_rows_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`gap\` text DEFAULT 'medium',
  	\`max_height\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_layout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_rows_order_idx\` ON \`_pages_v_blocks_layout_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_rows_parent_id_idx\` ON \`_pages_v_blocks_layout_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_order_idx\` ON \`_pages_v_blocks_layout\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_parent_id_idx\` ON \`_pages_v_blocks_layout\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_layout_path_idx\` ON \`_pages_v_blocks_layout\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_layout_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_layout\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_layout_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_layout_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner\` ADD \`anchor_id\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner\` ADD \`padding_top\` text DEFAULT 'medium';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner\` ADD \`padding_bottom\` text DEFAULT 'medium';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner\` ADD \`grid\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner\` ADD \`script\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner_locales\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner_locales\` ADD \`end_chat_block_heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner_locales\` ADD \`end_chat_block_primary_cta_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner\` ADD \`anchor_id\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner\` ADD \`padding_top\` text DEFAULT 'medium';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner\` ADD \`padding_bottom\` text DEFAULT 'medium';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner\` ADD \`grid\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner\` ADD \`script\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner_locales\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner_locales\` ADD \`end_chat_block_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner_locales\` ADD \`end_chat_block_primary_cta_label\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_anchor_nav_anchors\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchor_nav_anchors_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchor_nav\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchor_nav_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_image_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_text_images_images\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_text_images_images_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_text_images\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_text_images_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_text_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_text_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_row_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_row\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_rows_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_layout_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_anchor_nav_anchors\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_anchor_nav_anchors_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_anchor_nav\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_anchor_nav_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_image_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_text_images_images\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_text_images_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_text_images\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_text_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_text_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_text_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_row_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_row\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_rows_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_layout_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner\` DROP COLUMN \`anchor_id\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner\` DROP COLUMN \`padding_top\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner\` DROP COLUMN \`padding_bottom\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner\` DROP COLUMN \`grid\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner\` DROP COLUMN \`script\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner_locales\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner_locales\` DROP COLUMN \`end_chat_block_heading\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_call_to_action_banner_locales\` DROP COLUMN \`end_chat_block_primary_cta_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner\` DROP COLUMN \`anchor_id\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner\` DROP COLUMN \`padding_top\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner\` DROP COLUMN \`padding_bottom\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner\` DROP COLUMN \`grid\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner\` DROP COLUMN \`script\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner_locales\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner_locales\` DROP COLUMN \`end_chat_block_heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_call_to_action_banner_locales\` DROP COLUMN \`end_chat_block_primary_cta_label\`;`)
}
