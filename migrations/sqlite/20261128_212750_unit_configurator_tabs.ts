import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_tabs_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_images_order_idx\` ON \`pages_unit_tabs_tabs_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_images_parent_id_idx\` ON \`pages_unit_tabs_tabs_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_images_image_idx\` ON \`pages_unit_tabs_tabs_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_tabs_images_locales\` (
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_tabs_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_unit_tabs_tabs_images_locales_locale_parent_id_unique\` ON \`pages_unit_tabs_tabs_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_tabs_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_items_order_idx\` ON \`pages_unit_tabs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_items_parent_id_idx\` ON \`pages_unit_tabs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_unit_tabs_items_locales_locale_parent_id_unique\` ON \`pages_unit_tabs_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_tabs_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_sections_order_idx\` ON \`pages_unit_tabs_tabs_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_sections_parent_id_idx\` ON \`pages_unit_tabs_tabs_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_tabs_sections_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_tabs_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_unit_tabs_tabs_sections_locales_locale_parent_id_uniqu\` ON \`pages_unit_tabs_tabs_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_tabs_comparisons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_comparisons_order_idx\` ON \`pages_unit_tabs_tabs_comparisons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_comparisons_parent_id_idx\` ON \`pages_unit_tabs_tabs_comparisons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_tabs_comparisons_locales\` (
  	\`comparison\` text,
  	\`unit1\` text,
  	\`unit2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_tabs_comparisons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_unit_tabs_tabs_comparisons_locales_locale_parent_id_un\` ON \`pages_unit_tabs_tabs_comparisons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_uses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`comparison1_colour\` text DEFAULT 'yellow',
  	\`comparison2_colour\` text DEFAULT 'yellow',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_uses_order_idx\` ON \`pages_unit_tabs_uses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_uses_parent_id_idx\` ON \`pages_unit_tabs_uses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_uses_locales\` (
  	\`comparison\` text,
  	\`comparison1_text\` text,
  	\`comparison2_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_unit_tabs_uses_locales_locale_parent_id_unique\` ON \`pages_unit_tabs_uses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'standard',
  	\`cta_link\` text,
  	\`unit1_image_id\` integer,
  	\`unit2_image_id\` integer,
  	FOREIGN KEY (\`unit1_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit2_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_order_idx\` ON \`pages_unit_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_parent_id_idx\` ON \`pages_unit_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_unit1_image_idx\` ON \`pages_unit_tabs_tabs\` (\`unit1_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_tabs_unit2_image_idx\` ON \`pages_unit_tabs_tabs\` (\`unit2_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_tabs_locales\` (
  	\`tab_label\` text,
  	\`heading\` text,
  	\`content\` text,
  	\`foot_note\` text,
  	\`cta_label\` text,
  	\`unit1_name\` text,
  	\`unit1_img_alt\` text,
  	\`unit2_name\` text,
  	\`unit2_img_alt\` text,
  	\`use_case_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_unit_tabs_tabs_locales_locale_parent_id_unique\` ON \`pages_unit_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_order_idx\` ON \`pages_unit_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_parent_id_idx\` ON \`pages_unit_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_unit_tabs_path_idx\` ON \`pages_unit_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_unit_tabs_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_unit_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_unit_tabs_locales_locale_parent_id_unique\` ON \`pages_unit_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_v_tabs_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_images_order_idx\` ON \`_pages_unit_tabs_v_tabs_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_images_parent_id_idx\` ON \`_pages_unit_tabs_v_tabs_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_images_image_idx\` ON \`_pages_unit_tabs_v_tabs_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_v_tabs_images_locales\` (
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v_tabs_images\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_unit_tabs_v_tabs_images_locales_locale_parent_id_uniq\` ON \`_pages_unit_tabs_v_tabs_images_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_items_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v_tabs_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_items_v_order_idx\` ON \`_pages_unit_tabs_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_items_v_parent_id_idx\` ON \`_pages_unit_tabs_items_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_items_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_unit_tabs_items_v_locales_locale_parent_id_unique\` ON \`_pages_unit_tabs_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_v_tabs_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_sections_order_idx\` ON \`_pages_unit_tabs_v_tabs_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_sections_parent_id_idx\` ON \`_pages_unit_tabs_v_tabs_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_v_tabs_sections_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v_tabs_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_unit_tabs_v_tabs_sections_locales_locale_parent_id_un\` ON \`_pages_unit_tabs_v_tabs_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_v_tabs_comparisons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_comparisons_order_idx\` ON \`_pages_unit_tabs_v_tabs_comparisons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_comparisons_parent_id_idx\` ON \`_pages_unit_tabs_v_tabs_comparisons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_v_tabs_comparisons_locales\` (
  	\`comparison\` text,
  	\`unit1\` text,
  	\`unit2\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v_tabs_comparisons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_unit_tabs_v_tabs_comparisons_locales_locale_parent_id\` ON \`_pages_unit_tabs_v_tabs_comparisons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_uses_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`comparison1_colour\` text DEFAULT 'yellow',
  	\`comparison2_colour\` text DEFAULT 'yellow',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_uses_v_order_idx\` ON \`_pages_unit_tabs_uses_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_uses_v_parent_id_idx\` ON \`_pages_unit_tabs_uses_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_uses_v_locales\` (
  	\`comparison\` text,
  	\`comparison1_text\` text,
  	\`comparison2_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_uses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_unit_tabs_uses_v_locales_locale_parent_id_unique\` ON \`_pages_unit_tabs_uses_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_v_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'standard',
  	\`cta_link\` text,
  	\`unit1_image_id\` integer,
  	\`unit2_image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`unit1_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit2_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_order_idx\` ON \`_pages_unit_tabs_v_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_parent_id_idx\` ON \`_pages_unit_tabs_v_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_unit1_image_idx\` ON \`_pages_unit_tabs_v_tabs\` (\`unit1_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_tabs_unit2_image_idx\` ON \`_pages_unit_tabs_v_tabs\` (\`unit2_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_v_tabs_locales\` (
  	\`tab_label\` text,
  	\`heading\` text,
  	\`content\` text,
  	\`foot_note\` text,
  	\`cta_label\` text,
  	\`unit1_name\` text,
  	\`unit1_img_alt\` text,
  	\`unit2_name\` text,
  	\`unit2_img_alt\` text,
  	\`use_case_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_unit_tabs_v_tabs_locales_locale_parent_id_unique\` ON \`_pages_unit_tabs_v_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_v\` (
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
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_order_idx\` ON \`_pages_unit_tabs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_parent_id_idx\` ON \`_pages_unit_tabs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_unit_tabs_v_path_idx\` ON \`_pages_unit_tabs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_unit_tabs_v_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_unit_tabs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_unit_tabs_v_locales_locale_parent_id_unique\` ON \`_pages_unit_tabs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_unit_tabs_tabs_images\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_tabs_images_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_items\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_tabs_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_tabs_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_tabs_comparisons\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_tabs_comparisons_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_uses\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_uses_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_unit_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_v_tabs_images\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_v_tabs_images_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_items_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_v_tabs_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_v_tabs_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_v_tabs_comparisons\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_v_tabs_comparisons_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_uses_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_uses_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_v_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_v_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_unit_tabs_v_locales\`;`)
}
