import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_image_carousel_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_images_order_idx\` ON \`pages_blocks_image_carousel_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_images_parent_id_idx\` ON \`pages_blocks_image_carousel_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_images_image_idx\` ON \`pages_blocks_image_carousel_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_carousel_images_locales\` (
  	\`img_alt\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_carousel_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_carousel_images_locales_locale_parent_id_\` ON \`pages_blocks_image_carousel_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_order_idx\` ON \`pages_blocks_image_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_parent_id_idx\` ON \`pages_blocks_image_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_path_idx\` ON \`pages_blocks_image_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_carousel_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_carousel_locales_locale_parent_id_unique\` ON \`pages_blocks_image_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_media_gallery_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_media_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_media_gallery_images_order_idx\` ON \`pages_blocks_product_media_gallery_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_media_gallery_images_parent_id_idx\` ON \`pages_blocks_product_media_gallery_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_media_gallery_images_image_idx\` ON \`pages_blocks_product_media_gallery_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_media_gallery_images_locales\` (
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_media_gallery_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_media_gallery_images_locales_locale_par\` ON \`pages_blocks_product_media_gallery_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_media_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`cta_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_media_gallery_order_idx\` ON \`pages_blocks_product_media_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_media_gallery_parent_id_idx\` ON \`pages_blocks_product_media_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_media_gallery_path_idx\` ON \`pages_blocks_product_media_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_media_gallery_locales\` (
  	\`heading\` text,
  	\`content\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_media_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_media_gallery_locales_locale_parent_id_\` ON \`pages_blocks_product_media_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_step_tabs_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_step_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_step_tabs_steps_order_idx\` ON \`pages_blocks_step_tabs_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_step_tabs_steps_parent_id_idx\` ON \`pages_blocks_step_tabs_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_step_tabs_steps_image_idx\` ON \`pages_blocks_step_tabs_steps\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_step_tabs_steps_locales\` (
  	\`tab_label\` text,
  	\`heading\` text,
  	\`content\` text,
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_step_tabs_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_step_tabs_steps_locales_locale_parent_id_unique\` ON \`pages_blocks_step_tabs_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_step_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`cta_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_step_tabs_order_idx\` ON \`pages_blocks_step_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_step_tabs_parent_id_idx\` ON \`pages_blocks_step_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_step_tabs_path_idx\` ON \`pages_blocks_step_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_step_tabs_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_step_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_step_tabs_locales_locale_parent_id_unique\` ON \`pages_blocks_step_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_cards_customers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`cta_link\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_customer_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_cards_customers_order_idx\` ON \`pages_blocks_customer_cards_customers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_cards_customers_parent_id_idx\` ON \`pages_blocks_customer_cards_customers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_cards_customers_logo_idx\` ON \`pages_blocks_customer_cards_customers\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_cards_customers_locales\` (
  	\`industry\` text,
  	\`img_alt\` text,
  	\`summary\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_customer_cards_customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_customer_cards_customers_locales_locale_parent_\` ON \`pages_blocks_customer_cards_customers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_cards_order_idx\` ON \`pages_blocks_customer_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_cards_parent_id_idx\` ON \`pages_blocks_customer_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_customer_cards_path_idx\` ON \`pages_blocks_customer_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_customer_cards_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_customer_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_customer_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_customer_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_comparison_order_idx\` ON \`pages_blocks_product_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_comparison_parent_id_idx\` ON \`pages_blocks_product_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_comparison_path_idx\` ON \`pages_blocks_product_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_comparison_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_product_comparison_locales_locale_parent_id_uni\` ON \`pages_blocks_product_comparison_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_carousel_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_images_order_idx\` ON \`_pages_v_blocks_image_carousel_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_images_parent_id_idx\` ON \`_pages_v_blocks_image_carousel_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_images_image_idx\` ON \`_pages_v_blocks_image_carousel_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_carousel_images_locales\` (
  	\`img_alt\` text,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_carousel_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_carousel_images_locales_locale_parent_\` ON \`_pages_v_blocks_image_carousel_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_carousel\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_order_idx\` ON \`_pages_v_blocks_image_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_parent_id_idx\` ON \`_pages_v_blocks_image_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_path_idx\` ON \`_pages_v_blocks_image_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_carousel_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_carousel_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_image_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_media_gallery_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_media_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_media_gallery_images_order_idx\` ON \`_pages_v_blocks_product_media_gallery_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_media_gallery_images_parent_id_idx\` ON \`_pages_v_blocks_product_media_gallery_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_media_gallery_images_image_idx\` ON \`_pages_v_blocks_product_media_gallery_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_media_gallery_images_locales\` (
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_media_gallery_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_media_gallery_images_locales_locale_\` ON \`_pages_v_blocks_product_media_gallery_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_media_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`cta_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_media_gallery_order_idx\` ON \`_pages_v_blocks_product_media_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_media_gallery_parent_id_idx\` ON \`_pages_v_blocks_product_media_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_media_gallery_path_idx\` ON \`_pages_v_blocks_product_media_gallery\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_media_gallery_locales\` (
  	\`heading\` text,
  	\`content\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_media_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_media_gallery_locales_locale_parent_\` ON \`_pages_v_blocks_product_media_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_step_tabs_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_step_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_step_tabs_steps_order_idx\` ON \`_pages_v_blocks_step_tabs_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_step_tabs_steps_parent_id_idx\` ON \`_pages_v_blocks_step_tabs_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_step_tabs_steps_image_idx\` ON \`_pages_v_blocks_step_tabs_steps\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_step_tabs_steps_locales\` (
  	\`tab_label\` text,
  	\`heading\` text,
  	\`content\` text,
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_step_tabs_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_step_tabs_steps_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_step_tabs_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_step_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`cta_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_step_tabs_order_idx\` ON \`_pages_v_blocks_step_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_step_tabs_parent_id_idx\` ON \`_pages_v_blocks_step_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_step_tabs_path_idx\` ON \`_pages_v_blocks_step_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_step_tabs_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_step_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_step_tabs_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_step_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_cards_customers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`cta_link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_customer_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_cards_customers_order_idx\` ON \`_pages_v_blocks_customer_cards_customers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_cards_customers_parent_id_idx\` ON \`_pages_v_blocks_customer_cards_customers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_cards_customers_logo_idx\` ON \`_pages_v_blocks_customer_cards_customers\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_cards_customers_locales\` (
  	\`industry\` text,
  	\`img_alt\` text,
  	\`summary\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_customer_cards_customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_customer_cards_customers_locales_locale_pare\` ON \`_pages_v_blocks_customer_cards_customers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_cards\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_cards_order_idx\` ON \`_pages_v_blocks_customer_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_cards_parent_id_idx\` ON \`_pages_v_blocks_customer_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_customer_cards_path_idx\` ON \`_pages_v_blocks_customer_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_customer_cards_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_customer_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_customer_cards_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_customer_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_comparison\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_comparison_order_idx\` ON \`_pages_v_blocks_product_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_comparison_parent_id_idx\` ON \`_pages_v_blocks_product_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_comparison_path_idx\` ON \`_pages_v_blocks_product_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_comparison_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_product_comparison_locales_locale_parent_id_\` ON \`_pages_v_blocks_product_comparison_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_image_carousel_images\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_carousel_images_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_media_gallery_images\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_media_gallery_images_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_media_gallery\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_media_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_step_tabs_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_step_tabs_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_step_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_step_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_cards_customers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_cards_customers_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_customer_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_comparison\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_comparison_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_carousel_images\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_carousel_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_media_gallery_images\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_media_gallery_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_media_gallery\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_media_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_step_tabs_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_step_tabs_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_step_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_step_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_cards_customers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_cards_customers_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_customer_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_comparison\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_comparison_locales\`;`)
}
