import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Edited by hand: the pages that existed before drafts were published pages, so they are copied
// as published, at their address (the generated copy read columns the old table did not have).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`primary_cta_link\` text,
  	\`secondary_cta_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cta_link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_cards_cards_order_idx\` ON \`_pages_v_blocks_feature_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_feature_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_cards_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_feature_cards_cards_locales_locale_parent_id\` ON \`_pages_v_blocks_feature_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_cards_order_idx\` ON \`_pages_v_blocks_feature_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_cards_parent_id_idx\` ON \`_pages_v_blocks_feature_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_cards_path_idx\` ON \`_pages_v_blocks_feature_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_cards_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_feature_cards_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_feature_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`primary_cta_link\` text,
  	\`secondary_cta_link\` text,
  	\`background\` text DEFAULT 'navy',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_banner_order_idx\` ON \`_pages_v_blocks_call_to_action_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_banner_parent_id_idx\` ON \`_pages_v_blocks_call_to_action_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_banner_path_idx\` ON \`_pages_v_blocks_call_to_action_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action_banner_locales\` (
  	\`label\` text,
  	\`heading\` text,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_call_to_action_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_call_to_action_banner_locales_locale_parent_\` ON \`_pages_v_blocks_call_to_action_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_form_form_fields_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote_form_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_form_fields_options_order_idx\` ON \`_pages_v_blocks_quote_form_form_fields_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_form_fields_options_parent_id_idx\` ON \`_pages_v_blocks_quote_form_form_fields_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_form_form_fields_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote_form_form_fields_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_quote_form_form_fields_options_locales_local\` ON \`_pages_v_blocks_quote_form_form_fields_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_form_form_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item_type\` text DEFAULT 'fieldText',
  	\`name\` text,
  	\`width\` text DEFAULT 'full',
  	\`is_required\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_form_fields_order_idx\` ON \`_pages_v_blocks_quote_form_form_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_form_fields_parent_id_idx\` ON \`_pages_v_blocks_quote_form_form_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_form_form_fields_locales\` (
  	\`label\` text,
  	\`placeholder\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote_form_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_quote_form_form_fields_locales_locale_parent\` ON \`_pages_v_blocks_quote_form_form_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_form_industries_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_industries_options_order_idx\` ON \`_pages_v_blocks_quote_form_industries_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_industries_options_parent_id_idx\` ON \`_pages_v_blocks_quote_form_industries_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_form_industries_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote_form_industries_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_quote_form_industries_options_locales_locale\` ON \`_pages_v_blocks_quote_form_industries_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_form_option_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_option_cards_cards_order_idx\` ON \`_pages_v_blocks_quote_form_option_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_option_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_quote_form_option_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_form_option_cards_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote_form_option_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_quote_form_option_cards_cards_locales_locale\` ON \`_pages_v_blocks_quote_form_option_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`option_cards_mode\` text DEFAULT 'checkbox',
  	\`submit_cta_width\` text DEFAULT 'fixed',
  	\`captcha_gate\` integer DEFAULT false,
  	\`thank_you_page\` text,
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_order_idx\` ON \`_pages_v_blocks_quote_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_parent_id_idx\` ON \`_pages_v_blocks_quote_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_form_path_idx\` ON \`_pages_v_blocks_quote_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`site_address_heading\` text,
  	\`industries_label\` text,
  	\`option_cards_legend\` text,
  	\`consent_message\` text,
  	\`submit_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_quote_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_quote_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_parent_id\` integer,
  	\`version_published_slug\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  // Rebuilding a table deletes its child rows (ON DELETE cascade, foreign keys on in the migration's
  // transaction): the children of the rebuilt quote form tables are kept aside and put back.
  await db.run(sql`CREATE TEMP TABLE \`keep_pages_blocks_quote_form_form_fields_locales\` AS SELECT * FROM \`pages_blocks_quote_form_form_fields_locales\`;`)
  await db.run(sql`CREATE TEMP TABLE \`keep_pages_blocks_quote_form_form_fields_options\` AS SELECT * FROM \`pages_blocks_quote_form_form_fields_options\`;`)
  await db.run(sql`CREATE TEMP TABLE \`keep_pages_blocks_quote_form_form_fields_options_locales\` AS SELECT * FROM \`pages_blocks_quote_form_form_fields_options_locales\`;`)
  await db.run(sql`CREATE TEMP TABLE \`keep_pages_blocks_quote_form_industries_options_locales\` AS SELECT * FROM \`pages_blocks_quote_form_industries_options_locales\`;`)
  await db.run(sql`CREATE TEMP TABLE \`keep_pages_blocks_quote_form_option_cards_cards_locales\` AS SELECT * FROM \`pages_blocks_quote_form_option_cards_cards_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero_locales\`("eyebrow", "heading", "subheading", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "subheading", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`pages_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero_locales\` RENAME TO \`pages_blocks_hero_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_cards_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_cards_cards_locales\`("title", "text", "cta_label", "id", "_locale", "_parent_id") SELECT "title", "text", "cta_label", "id", "_locale", "_parent_id" FROM \`pages_blocks_feature_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_cards_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_cards_cards_locales\` RENAME TO \`pages_blocks_feature_cards_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feature_cards_cards_locales_locale_parent_id_un\` ON \`pages_blocks_feature_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_cards_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_cards_locales\`("heading", "subheading", "id", "_locale", "_parent_id") SELECT "heading", "subheading", "id", "_locale", "_parent_id" FROM \`pages_blocks_feature_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_cards_locales\` RENAME TO \`pages_blocks_feature_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feature_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_feature_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action_banner_locales\` (
  	\`label\` text,
  	\`heading\` text,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_call_to_action_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action_banner_locales\`("label", "heading", "subheading", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "label", "heading", "subheading", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`pages_blocks_call_to_action_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_banner_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action_banner_locales\` RENAME TO \`pages_blocks_call_to_action_banner_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_call_to_action_banner_locales_locale_parent_id_\` ON \`pages_blocks_call_to_action_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_form_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_type\` text DEFAULT 'fieldText',
  	\`name\` text,
  	\`width\` text DEFAULT 'full',
  	\`is_required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_form_fields\`("_order", "_parent_id", "id", "item_type", "name", "width", "is_required") SELECT "_order", "_parent_id", "id", "item_type", "name", "width", "is_required" FROM \`pages_blocks_quote_form_form_fields\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_form_fields\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_form_fields\` RENAME TO \`pages_blocks_quote_form_form_fields\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_form_fields_order_idx\` ON \`pages_blocks_quote_form_form_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_form_fields_parent_id_idx\` ON \`pages_blocks_quote_form_form_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_form_fields_locales\` (
  	\`label\` text,
  	\`placeholder\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_form_fields_locales\`("label", "placeholder", "id", "_locale", "_parent_id") SELECT "label", "placeholder", "id", "_locale", "_parent_id" FROM \`keep_pages_blocks_quote_form_form_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_form_fields_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_form_fields_locales\` RENAME TO \`pages_blocks_quote_form_form_fields_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_form_fields_locales_locale_parent_id\` ON \`pages_blocks_quote_form_form_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_industries_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_industries_options\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`pages_blocks_quote_form_industries_options\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_industries_options\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_industries_options\` RENAME TO \`pages_blocks_quote_form_industries_options\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_industries_options_order_idx\` ON \`pages_blocks_quote_form_industries_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_industries_options_parent_id_idx\` ON \`pages_blocks_quote_form_industries_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_industries_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_industries_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_industries_options_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`keep_pages_blocks_quote_form_industries_options_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_industries_options_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_industries_options_locales\` RENAME TO \`pages_blocks_quote_form_industries_options_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_industries_options_locales_locale_pa\` ON \`pages_blocks_quote_form_industries_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_option_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_option_cards_cards\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`pages_blocks_quote_form_option_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_option_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_option_cards_cards\` RENAME TO \`pages_blocks_quote_form_option_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_option_cards_cards_order_idx\` ON \`pages_blocks_quote_form_option_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_option_cards_cards_parent_id_idx\` ON \`pages_blocks_quote_form_option_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_option_cards_cards_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_option_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_option_cards_cards_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`keep_pages_blocks_quote_form_option_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_option_cards_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_option_cards_cards_locales\` RENAME TO \`pages_blocks_quote_form_option_cards_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_option_cards_cards_locales_locale_pa\` ON \`pages_blocks_quote_form_option_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  // pages is altered, not rebuilt: dropping it would delete every row of its child tables (the
  // migration runs in a transaction, where PRAGMA foreign_keys=OFF does nothing). Its slug stays
  // NOT NULL (a draft gets one from its title, Pages' beforeValidate hook).
  await db.run(sql`ALTER TABLE \`pages\` ADD \`parent_id\` integer REFERENCES pages(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`published_slug\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`pages\` SET \`_status\` = 'published', \`published_slug\` = \`slug\`;`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`INSERT OR IGNORE INTO \`pages_blocks_quote_form_form_fields_options\` SELECT * FROM \`keep_pages_blocks_quote_form_form_fields_options\`;`)
  await db.run(sql`INSERT OR IGNORE INTO \`pages_blocks_quote_form_form_fields_options_locales\` SELECT * FROM \`keep_pages_blocks_quote_form_form_fields_options_locales\`;`)
  await db.run(sql`DROP TABLE \`keep_pages_blocks_quote_form_form_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`keep_pages_blocks_quote_form_form_fields_options\`;`)
  await db.run(sql`DROP TABLE \`keep_pages_blocks_quote_form_form_fields_options_locales\`;`)
  await db.run(sql`DROP TABLE \`keep_pages_blocks_quote_form_industries_options_locales\`;`)
  await db.run(sql`DROP TABLE \`keep_pages_blocks_quote_form_option_cards_cards_locales\`;`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "title", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_form_form_fields_options\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_form_form_fields_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_form_form_fields\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_form_form_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_form_industries_options\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_form_industries_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_form_option_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_form_option_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "slug", "updated_at", "created_at") SELECT "id", "slug", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`product_categories_id\` integer,
  	\`containers_id\` integer,
  	\`accessory_kits_id\` integer,
  	\`accessories_id\` integer,
  	\`closures_id\` integer,
  	\`tax_rates_id\` integer,
  	\`carts_id\` integer,
  	\`orders_id\` integer,
  	\`used_units_id\` integer,
  	\`leads_id\` integer,
  	\`customer_accounts_id\` integer,
  	\`invoices_id\` integer,
  	\`invoice_payments_id\` integer,
  	\`short_pay_reasons_id\` integer,
  	\`short_pay_cases_id\` integer,
  	\`portal_registrations_id\` integer,
  	\`payment_transactions_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`captcha_solutions_id\` integer,
  	\`rate_limit_windows_id\` integer,
  	\`cache_invalidations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`containers_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessory_kits_id\`) REFERENCES \`accessory_kits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessories_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`closures_id\`) REFERENCES \`closures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tax_rates_id\`) REFERENCES \`tax_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`used_units_id\`) REFERENCES \`used_units\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_accounts_id\`) REFERENCES \`customer_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoices_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invoice_payments_id\`) REFERENCES \`invoice_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`short_pay_reasons_id\`) REFERENCES \`short_pay_reasons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`short_pay_cases_id\`) REFERENCES \`short_pay_cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portal_registrations_id\`) REFERENCES \`portal_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_transactions_id\`) REFERENCES \`payment_transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_solutions_id\`) REFERENCES \`captcha_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limit_windows_id\`) REFERENCES \`rate_limit_windows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_invalidations_id\`) REFERENCES \`cache_invalidations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "product_categories_id", "containers_id", "accessory_kits_id", "accessories_id", "closures_id", "tax_rates_id", "carts_id", "orders_id", "used_units_id", "leads_id", "customer_accounts_id", "invoices_id", "invoice_payments_id", "short_pay_reasons_id", "short_pay_cases_id", "portal_registrations_id", "payment_transactions_id", "users_id", "outbox_id", "captcha_solutions_id", "rate_limit_windows_id", "cache_invalidations_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "product_categories_id", "containers_id", "accessory_kits_id", "accessories_id", "closures_id", "tax_rates_id", "carts_id", "orders_id", "used_units_id", "leads_id", "customer_accounts_id", "invoices_id", "invoice_payments_id", "short_pay_reasons_id", "short_pay_cases_id", "portal_registrations_id", "payment_transactions_id", "users_id", "outbox_id", "captcha_solutions_id", "rate_limit_windows_id", "cache_invalidations_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_containers_id_idx\` ON \`payload_locked_documents_rels\` (\`containers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessory_kits_id_idx\` ON \`payload_locked_documents_rels\` (\`accessory_kits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_closures_id_idx\` ON \`payload_locked_documents_rels\` (\`closures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_used_units_id_idx\` ON \`payload_locked_documents_rels\` (\`used_units_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoices_id_idx\` ON \`payload_locked_documents_rels\` (\`invoices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoice_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`invoice_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_short_pay_reasons_id_idx\` ON \`payload_locked_documents_rels\` (\`short_pay_reasons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_short_pay_cases_id_idx\` ON \`payload_locked_documents_rels\` (\`short_pay_cases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portal_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`portal_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_transactions_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_transactions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limit_windows_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limit_windows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_invalidations_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_invalidations_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text NOT NULL,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero_locales\`("eyebrow", "heading", "subheading", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "eyebrow", "heading", "subheading", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`pages_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero_locales\` RENAME TO \`pages_blocks_hero_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_cards_cards_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_cards_cards_locales\`("title", "text", "cta_label", "id", "_locale", "_parent_id") SELECT "title", "text", "cta_label", "id", "_locale", "_parent_id" FROM \`pages_blocks_feature_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_cards_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_cards_cards_locales\` RENAME TO \`pages_blocks_feature_cards_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feature_cards_cards_locales_locale_parent_id_un\` ON \`pages_blocks_feature_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_cards_locales\` (
  	\`heading\` text NOT NULL,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_cards_locales\`("heading", "subheading", "id", "_locale", "_parent_id") SELECT "heading", "subheading", "id", "_locale", "_parent_id" FROM \`pages_blocks_feature_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_cards_locales\` RENAME TO \`pages_blocks_feature_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feature_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_feature_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action_banner_locales\` (
  	\`label\` text,
  	\`heading\` text NOT NULL,
  	\`subheading\` text,
  	\`primary_cta_label\` text,
  	\`secondary_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_call_to_action_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action_banner_locales\`("label", "heading", "subheading", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id") SELECT "label", "heading", "subheading", "primary_cta_label", "secondary_cta_label", "id", "_locale", "_parent_id" FROM \`pages_blocks_call_to_action_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_banner_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action_banner_locales\` RENAME TO \`pages_blocks_call_to_action_banner_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_call_to_action_banner_locales_locale_parent_id_\` ON \`pages_blocks_call_to_action_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_form_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_type\` text DEFAULT 'fieldText' NOT NULL,
  	\`name\` text,
  	\`width\` text DEFAULT 'full',
  	\`is_required\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_form_fields\`("_order", "_parent_id", "id", "item_type", "name", "width", "is_required") SELECT "_order", "_parent_id", "id", "item_type", "name", "width", "is_required" FROM \`pages_blocks_quote_form_form_fields\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_form_fields\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_form_fields\` RENAME TO \`pages_blocks_quote_form_form_fields\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_form_fields_order_idx\` ON \`pages_blocks_quote_form_form_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_form_fields_parent_id_idx\` ON \`pages_blocks_quote_form_form_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_form_fields_locales\` (
  	\`label\` text NOT NULL,
  	\`placeholder\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_form_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_form_fields_locales\`("label", "placeholder", "id", "_locale", "_parent_id") SELECT "label", "placeholder", "id", "_locale", "_parent_id" FROM \`pages_blocks_quote_form_form_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_form_fields_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_form_fields_locales\` RENAME TO \`pages_blocks_quote_form_form_fields_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_form_fields_locales_locale_parent_id\` ON \`pages_blocks_quote_form_form_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_industries_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_industries_options\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`pages_blocks_quote_form_industries_options\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_industries_options\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_industries_options\` RENAME TO \`pages_blocks_quote_form_industries_options\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_industries_options_order_idx\` ON \`pages_blocks_quote_form_industries_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_industries_options_parent_id_idx\` ON \`pages_blocks_quote_form_industries_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_industries_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_industries_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_industries_options_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`pages_blocks_quote_form_industries_options_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_industries_options_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_industries_options_locales\` RENAME TO \`pages_blocks_quote_form_industries_options_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_industries_options_locales_locale_pa\` ON \`pages_blocks_quote_form_industries_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_option_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_option_cards_cards\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`pages_blocks_quote_form_option_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_option_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_option_cards_cards\` RENAME TO \`pages_blocks_quote_form_option_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_option_cards_cards_order_idx\` ON \`pages_blocks_quote_form_option_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_form_option_cards_cards_parent_id_idx\` ON \`pages_blocks_quote_form_option_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote_form_option_cards_cards_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote_form_option_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote_form_option_cards_cards_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`pages_blocks_quote_form_option_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_form_option_cards_cards_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote_form_option_cards_cards_locales\` RENAME TO \`pages_blocks_quote_form_option_cards_cards_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_quote_form_option_cards_cards_locales_locale_pa\` ON \`pages_blocks_quote_form_option_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "meta_title", "meta_description", "id", "_locale", "_parent_id") SELECT "title", "meta_title", "meta_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
}
