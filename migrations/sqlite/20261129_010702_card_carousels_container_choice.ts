import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_card_carousel_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`cta_link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_carousel_cards_order_idx\` ON \`pages_blocks_card_carousel_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_carousel_cards_parent_id_idx\` ON \`pages_blocks_card_carousel_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_carousel_cards_image_idx\` ON \`pages_blocks_card_carousel_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_carousel_cards_locales\` (
  	\`img_alt\` text,
  	\`label\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card_carousel_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_card_carousel_cards_locales_locale_parent_id_un\` ON \`pages_blocks_card_carousel_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`style\` text DEFAULT 'slider',
  	\`cards_from_desktop\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_carousel_order_idx\` ON \`pages_blocks_card_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_carousel_parent_id_idx\` ON \`pages_blocks_card_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_carousel_path_idx\` ON \`pages_blocks_card_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_carousel_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_card_carousel_locales_locale_parent_id_unique\` ON \`pages_blocks_card_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`kind\` text DEFAULT 'blog',
  	\`count\` numeric DEFAULT 6,
  	\`cta_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_articles_order_idx\` ON \`pages_blocks_featured_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_articles_parent_id_idx\` ON \`pages_blocks_featured_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_articles_path_idx\` ON \`pages_blocks_featured_articles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_articles_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_featured_articles_locales_locale_parent_id_uniq\` ON \`pages_blocks_featured_articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_container_choice_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_container_choice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_images_order_idx\` ON \`pages_blocks_container_choice_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_images_parent_id_idx\` ON \`pages_blocks_container_choice_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_images_image_idx\` ON \`pages_blocks_container_choice_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_container_choice_images_locales\` (
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_container_choice_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_container_choice_images_locales_locale_parent_i\` ON \`pages_blocks_container_choice_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_container_choice_cards_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'check',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_container_choice_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_cards_features_order_idx\` ON \`pages_blocks_container_choice_cards_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_cards_features_parent_id_idx\` ON \`pages_blocks_container_choice_cards_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_container_choice_cards_features_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_container_choice_cards_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_container_choice_cards_features_locales_locale_\` ON \`pages_blocks_container_choice_cards_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_container_choice_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`cta_link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_container_choice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_cards_order_idx\` ON \`pages_blocks_container_choice_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_cards_parent_id_idx\` ON \`pages_blocks_container_choice_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_cards_image_idx\` ON \`pages_blocks_container_choice_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_container_choice_cards_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`img_alt\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_container_choice_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_container_choice_cards_locales_locale_parent_id\` ON \`pages_blocks_container_choice_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_container_choice\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`style\` text DEFAULT 'selectable',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_order_idx\` ON \`pages_blocks_container_choice\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_parent_id_idx\` ON \`pages_blocks_container_choice\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_container_choice_path_idx\` ON \`pages_blocks_container_choice\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_container_choice_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_container_choice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_container_choice_locales_locale_parent_id_uniqu\` ON \`pages_blocks_container_choice_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_carousel_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`cta_link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_carousel_cards_order_idx\` ON \`_pages_v_blocks_card_carousel_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_carousel_cards_parent_id_idx\` ON \`_pages_v_blocks_card_carousel_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_carousel_cards_image_idx\` ON \`_pages_v_blocks_card_carousel_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_carousel_cards_locales\` (
  	\`img_alt\` text,
  	\`label\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card_carousel_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_card_carousel_cards_locales_locale_parent_id\` ON \`_pages_v_blocks_card_carousel_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`style\` text DEFAULT 'slider',
  	\`cards_from_desktop\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_carousel_order_idx\` ON \`_pages_v_blocks_card_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_carousel_parent_id_idx\` ON \`_pages_v_blocks_card_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_carousel_path_idx\` ON \`_pages_v_blocks_card_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_carousel_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_card_carousel_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_card_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_featured_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`kind\` text DEFAULT 'blog',
  	\`count\` numeric DEFAULT 6,
  	\`cta_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_articles_order_idx\` ON \`_pages_v_blocks_featured_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_articles_parent_id_idx\` ON \`_pages_v_blocks_featured_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_articles_path_idx\` ON \`_pages_v_blocks_featured_articles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_featured_articles_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_featured_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_featured_articles_locales_locale_parent_id_u\` ON \`_pages_v_blocks_featured_articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_container_choice_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_container_choice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_images_order_idx\` ON \`_pages_v_blocks_container_choice_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_images_parent_id_idx\` ON \`_pages_v_blocks_container_choice_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_images_image_idx\` ON \`_pages_v_blocks_container_choice_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_container_choice_images_locales\` (
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_container_choice_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_container_choice_images_locales_locale_paren\` ON \`_pages_v_blocks_container_choice_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_container_choice_cards_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'check',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_container_choice_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_cards_features_order_idx\` ON \`_pages_v_blocks_container_choice_cards_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_cards_features_parent_id_idx\` ON \`_pages_v_blocks_container_choice_cards_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_container_choice_cards_features_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_container_choice_cards_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_container_choice_cards_features_locales_loca\` ON \`_pages_v_blocks_container_choice_cards_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_container_choice_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`cta_link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_container_choice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_cards_order_idx\` ON \`_pages_v_blocks_container_choice_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_cards_parent_id_idx\` ON \`_pages_v_blocks_container_choice_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_cards_image_idx\` ON \`_pages_v_blocks_container_choice_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_container_choice_cards_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`img_alt\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_container_choice_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_container_choice_cards_locales_locale_parent\` ON \`_pages_v_blocks_container_choice_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_container_choice\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`style\` text DEFAULT 'selectable',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_order_idx\` ON \`_pages_v_blocks_container_choice\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_parent_id_idx\` ON \`_pages_v_blocks_container_choice\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_container_choice_path_idx\` ON \`_pages_v_blocks_container_choice\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_container_choice_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_container_choice\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_container_choice_locales_locale_parent_id_un\` ON \`_pages_v_blocks_container_choice_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_card_carousel_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_carousel_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_articles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_articles_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_container_choice_images\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_container_choice_images_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_container_choice_cards_features\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_container_choice_cards_features_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_container_choice_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_container_choice_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_container_choice\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_container_choice_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_carousel_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_carousel_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_featured_articles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_featured_articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_container_choice_images\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_container_choice_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_container_choice_cards_features\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_container_choice_cards_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_container_choice_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_container_choice_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_container_choice\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_container_choice_locales\`;`)
}
