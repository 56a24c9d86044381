import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_showroom_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`card_link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_showroom_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_showroom_cards_cards_order_idx\` ON \`pages_blocks_showroom_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_showroom_cards_cards_parent_id_idx\` ON \`pages_blocks_showroom_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_showroom_cards_cards_image_idx\` ON \`pages_blocks_showroom_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_showroom_cards_cards_locales\` (
  	\`heading\` text,
  	\`img_alt\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_showroom_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_showroom_cards_cards_locales_locale_parent_id_u\` ON \`pages_blocks_showroom_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_showroom_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_showroom_cards_order_idx\` ON \`pages_blocks_showroom_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_showroom_cards_parent_id_idx\` ON \`pages_blocks_showroom_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_showroom_cards_path_idx\` ON \`pages_blocks_showroom_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_showroom_cards_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_showroom_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_showroom_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_showroom_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_showroom_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`card_link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_showroom_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_showroom_cards_cards_order_idx\` ON \`_pages_v_blocks_showroom_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_showroom_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_showroom_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_showroom_cards_cards_image_idx\` ON \`_pages_v_blocks_showroom_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_showroom_cards_cards_locales\` (
  	\`heading\` text,
  	\`img_alt\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_showroom_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_showroom_cards_cards_locales_locale_parent_i\` ON \`_pages_v_blocks_showroom_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_showroom_cards\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_showroom_cards_order_idx\` ON \`_pages_v_blocks_showroom_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_showroom_cards_parent_id_idx\` ON \`_pages_v_blocks_showroom_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_showroom_cards_path_idx\` ON \`_pages_v_blocks_showroom_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_showroom_cards_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_showroom_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_showroom_cards_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_showroom_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_showroom_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_showroom_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_showroom_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_showroom_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_showroom_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_showroom_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_showroom_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_showroom_cards_locales\`;`)
}
