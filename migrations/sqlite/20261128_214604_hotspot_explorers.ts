import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_info_dot_explorer_tabs_dots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`top\` numeric,
  	\`left\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_info_dot_explorer_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_dot_explorer_tabs_dots_order_idx\` ON \`pages_blocks_info_dot_explorer_tabs_dots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_dot_explorer_tabs_dots_parent_id_idx\` ON \`pages_blocks_info_dot_explorer_tabs_dots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_info_dot_explorer_tabs_dots_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`footer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_info_dot_explorer_tabs_dots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_info_dot_explorer_tabs_dots_locales_locale_pare\` ON \`pages_blocks_info_dot_explorer_tabs_dots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_info_dot_explorer_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_info_dot_explorer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_dot_explorer_tabs_order_idx\` ON \`pages_blocks_info_dot_explorer_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_dot_explorer_tabs_parent_id_idx\` ON \`pages_blocks_info_dot_explorer_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_dot_explorer_tabs_image_idx\` ON \`pages_blocks_info_dot_explorer_tabs\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_info_dot_explorer_tabs_locales\` (
  	\`tab_label\` text,
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_info_dot_explorer_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_info_dot_explorer_tabs_locales_locale_parent_id\` ON \`pages_blocks_info_dot_explorer_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_info_dot_explorer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_dot_explorer_order_idx\` ON \`pages_blocks_info_dot_explorer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_dot_explorer_parent_id_idx\` ON \`pages_blocks_info_dot_explorer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_info_dot_explorer_path_idx\` ON \`pages_blocks_info_dot_explorer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_info_dot_explorer_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_info_dot_explorer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_info_dot_explorer_locales_locale_parent_id_uniq\` ON \`pages_blocks_info_dot_explorer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_worksite_explorer_tabs_dots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`top\` numeric,
  	\`left\` numeric,
  	\`cta_link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_worksite_explorer_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_worksite_explorer_tabs_dots_order_idx\` ON \`pages_blocks_worksite_explorer_tabs_dots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_worksite_explorer_tabs_dots_parent_id_idx\` ON \`pages_blocks_worksite_explorer_tabs_dots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_worksite_explorer_tabs_dots_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_worksite_explorer_tabs_dots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_worksite_explorer_tabs_dots_locales_locale_pare\` ON \`pages_blocks_worksite_explorer_tabs_dots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_worksite_explorer_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_worksite_explorer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_worksite_explorer_tabs_order_idx\` ON \`pages_blocks_worksite_explorer_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_worksite_explorer_tabs_parent_id_idx\` ON \`pages_blocks_worksite_explorer_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_worksite_explorer_tabs_image_idx\` ON \`pages_blocks_worksite_explorer_tabs\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_worksite_explorer_tabs_locales\` (
  	\`label\` text,
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_worksite_explorer_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_worksite_explorer_tabs_locales_locale_parent_id\` ON \`pages_blocks_worksite_explorer_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_worksite_explorer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_worksite_explorer_order_idx\` ON \`pages_blocks_worksite_explorer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_worksite_explorer_parent_id_idx\` ON \`pages_blocks_worksite_explorer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_worksite_explorer_path_idx\` ON \`pages_blocks_worksite_explorer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_worksite_explorer_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_worksite_explorer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_worksite_explorer_locales_locale_parent_id_uniq\` ON \`pages_blocks_worksite_explorer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_info_dot_explorer_tabs_dots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`top\` numeric,
  	\`left\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_info_dot_explorer_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_dot_explorer_tabs_dots_order_idx\` ON \`_pages_v_blocks_info_dot_explorer_tabs_dots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_dot_explorer_tabs_dots_parent_id_idx\` ON \`_pages_v_blocks_info_dot_explorer_tabs_dots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_info_dot_explorer_tabs_dots_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`footer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_info_dot_explorer_tabs_dots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_info_dot_explorer_tabs_dots_locales_locale_p\` ON \`_pages_v_blocks_info_dot_explorer_tabs_dots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_info_dot_explorer_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_info_dot_explorer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_dot_explorer_tabs_order_idx\` ON \`_pages_v_blocks_info_dot_explorer_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_dot_explorer_tabs_parent_id_idx\` ON \`_pages_v_blocks_info_dot_explorer_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_dot_explorer_tabs_image_idx\` ON \`_pages_v_blocks_info_dot_explorer_tabs\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_info_dot_explorer_tabs_locales\` (
  	\`tab_label\` text,
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_info_dot_explorer_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_info_dot_explorer_tabs_locales_locale_parent\` ON \`_pages_v_blocks_info_dot_explorer_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_info_dot_explorer\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_dot_explorer_order_idx\` ON \`_pages_v_blocks_info_dot_explorer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_dot_explorer_parent_id_idx\` ON \`_pages_v_blocks_info_dot_explorer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_info_dot_explorer_path_idx\` ON \`_pages_v_blocks_info_dot_explorer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_info_dot_explorer_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_info_dot_explorer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_info_dot_explorer_locales_locale_parent_id_u\` ON \`_pages_v_blocks_info_dot_explorer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_worksite_explorer_tabs_dots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`top\` numeric,
  	\`left\` numeric,
  	\`cta_link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_worksite_explorer_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_worksite_explorer_tabs_dots_order_idx\` ON \`_pages_v_blocks_worksite_explorer_tabs_dots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_worksite_explorer_tabs_dots_parent_id_idx\` ON \`_pages_v_blocks_worksite_explorer_tabs_dots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_worksite_explorer_tabs_dots_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_worksite_explorer_tabs_dots\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_worksite_explorer_tabs_dots_locales_locale_p\` ON \`_pages_v_blocks_worksite_explorer_tabs_dots_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_worksite_explorer_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_worksite_explorer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_worksite_explorer_tabs_order_idx\` ON \`_pages_v_blocks_worksite_explorer_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_worksite_explorer_tabs_parent_id_idx\` ON \`_pages_v_blocks_worksite_explorer_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_worksite_explorer_tabs_image_idx\` ON \`_pages_v_blocks_worksite_explorer_tabs\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_worksite_explorer_tabs_locales\` (
  	\`label\` text,
  	\`img_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_worksite_explorer_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_worksite_explorer_tabs_locales_locale_parent\` ON \`_pages_v_blocks_worksite_explorer_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_worksite_explorer\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_worksite_explorer_order_idx\` ON \`_pages_v_blocks_worksite_explorer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_worksite_explorer_parent_id_idx\` ON \`_pages_v_blocks_worksite_explorer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_worksite_explorer_path_idx\` ON \`_pages_v_blocks_worksite_explorer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_worksite_explorer_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_worksite_explorer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_worksite_explorer_locales_locale_parent_id_u\` ON \`_pages_v_blocks_worksite_explorer_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_info_dot_explorer_tabs_dots\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_info_dot_explorer_tabs_dots_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_info_dot_explorer_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_info_dot_explorer_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_info_dot_explorer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_info_dot_explorer_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_worksite_explorer_tabs_dots\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_worksite_explorer_tabs_dots_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_worksite_explorer_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_worksite_explorer_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_worksite_explorer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_worksite_explorer_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_info_dot_explorer_tabs_dots\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_info_dot_explorer_tabs_dots_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_info_dot_explorer_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_info_dot_explorer_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_info_dot_explorer\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_info_dot_explorer_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_worksite_explorer_tabs_dots\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_worksite_explorer_tabs_dots_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_worksite_explorer_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_worksite_explorer_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_worksite_explorer\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_worksite_explorer_locales\`;`)
}
