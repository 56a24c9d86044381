import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`product_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`highlighted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_code_idx\` ON \`product_categories\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_updated_at_idx\` ON \`product_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_created_at_idx\` ON \`product_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_locales_locale_parent_id_unique\` ON \`product_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_specifications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_specifications_order_idx\` ON \`containers_specifications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_specifications_parent_id_idx\` ON \`containers_specifications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_specifications_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers_specifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`containers_specifications_locales_locale_parent_id_unique\` ON \`containers_specifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_uses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_uses_order_idx\` ON \`containers_uses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_uses_parent_id_idx\` ON \`containers_uses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_uses_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`containers_uses_locales_locale_parent_id_unique\` ON \`containers_uses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_gallery_order_idx\` ON \`containers_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`containers_gallery_parent_id_idx\` ON \`containers_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_gallery_image_idx\` ON \`containers_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`containers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_code\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`length\` numeric NOT NULL,
  	\`product_sheet_id\` integer,
  	\`rates_usd_cycle_rate\` numeric NOT NULL,
  	\`rates_usd_delivery_fee\` numeric NOT NULL,
  	\`rates_usd_return_fee\` numeric NOT NULL,
  	\`rates_cad_cycle_rate\` numeric NOT NULL,
  	\`rates_cad_delivery_fee\` numeric NOT NULL,
  	\`rates_cad_return_fee\` numeric NOT NULL,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_sheet_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`containers_product_code_idx\` ON \`containers\` (\`product_code\`);`)
  await db.run(sql`CREATE INDEX \`containers_category_idx\` ON \`containers\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_product_sheet_idx\` ON \`containers\` (\`product_sheet_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_updated_at_idx\` ON \`containers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`containers_created_at_idx\` ON \`containers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`containers_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`containers_locales_locale_parent_id_unique\` ON \`containers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`containers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`accessory_kits_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accessory_kits_id\`) REFERENCES \`accessory_kits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`containers_rels_order_idx\` ON \`containers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`containers_rels_parent_idx\` ON \`containers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_rels_path_idx\` ON \`containers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`containers_rels_accessory_kits_id_idx\` ON \`containers_rels\` (\`accessory_kits_id\`);`)
  await db.run(sql`CREATE TABLE \`accessory_kits_contents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`accessory_id\` integer NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	FOREIGN KEY (\`accessory_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessory_kits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accessory_kits_contents_order_idx\` ON \`accessory_kits_contents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accessory_kits_contents_parent_id_idx\` ON \`accessory_kits_contents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`accessory_kits_contents_accessory_idx\` ON \`accessory_kits_contents\` (\`accessory_id\`);`)
  await db.run(sql`CREATE TABLE \`accessory_kits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`description\` text NOT NULL,
  	\`rates_usd_cycle_rate\` numeric NOT NULL,
  	\`rates_cad_cycle_rate\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accessory_kits_description_idx\` ON \`accessory_kits\` (\`description\`);`)
  await db.run(sql`CREATE INDEX \`accessory_kits_updated_at_idx\` ON \`accessory_kits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accessory_kits_created_at_idx\` ON \`accessory_kits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`accessory_kits_locales\` (
  	\`label\` text NOT NULL,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessory_kits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accessory_kits_locales_locale_parent_id_unique\` ON \`accessory_kits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessories_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accessories_features_order_idx\` ON \`accessories_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accessories_features_parent_id_idx\` ON \`accessories_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessories_features_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessories_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accessories_features_locales_locale_parent_id_unique\` ON \`accessories_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accessories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sku\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accessories_sku_idx\` ON \`accessories\` (\`sku\`);`)
  await db.run(sql`CREATE INDEX \`accessories_image_idx\` ON \`accessories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`accessories_updated_at_idx\` ON \`accessories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accessories_created_at_idx\` ON \`accessories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`accessories_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`product_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accessories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accessories_locales_locale_parent_id_unique\` ON \`accessories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`carts_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`container_id\` integer NOT NULL,
  	\`container_quantity\` numeric NOT NULL,
  	\`kit_id\` integer NOT NULL,
  	\`kit_quantity\` numeric NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`billing_cycles\` numeric NOT NULL,
  	\`price_snapshot_container_cycle_rate\` numeric NOT NULL,
  	\`price_snapshot_kit_cycle_rate\` numeric NOT NULL,
  	\`price_snapshot_delivery_fee\` numeric NOT NULL,
  	\`price_snapshot_return_fee\` numeric NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`container_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`kit_id\`) REFERENCES \`accessory_kits\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`carts_lines_order_idx\` ON \`carts_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`carts_lines_parent_id_idx\` ON \`carts_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_lines_category_idx\` ON \`carts_lines\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_lines_container_idx\` ON \`carts_lines\` (\`container_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_lines_kit_idx\` ON \`carts_lines\` (\`kit_id\`);`)
  await db.run(sql`CREATE TABLE \`carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`web_cart_id\` text NOT NULL,
  	\`status\` text DEFAULT 'Active' NOT NULL,
  	\`currency\` text DEFAULT 'USD' NOT NULL,
  	\`locale\` text DEFAULT 'en',
  	\`last_activity_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_web_cart_id_idx\` ON \`carts\` (\`web_cart_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`product_categories_id\` integer REFERENCES product_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`containers_id\` integer REFERENCES containers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`accessory_kits_id\` integer REFERENCES accessory_kits(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`accessories_id\` integer REFERENCES accessories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`carts_id\` integer REFERENCES carts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_containers_id_idx\` ON \`payload_locked_documents_rels\` (\`containers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessory_kits_id_idx\` ON \`payload_locked_documents_rels\` (\`accessory_kits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accessories_id_idx\` ON \`payload_locked_documents_rels\` (\`accessories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`billing_cycle_days\` numeric DEFAULT 28 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`product_categories\`;`)
  await db.run(sql`DROP TABLE \`product_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`containers_specifications\`;`)
  await db.run(sql`DROP TABLE \`containers_specifications_locales\`;`)
  await db.run(sql`DROP TABLE \`containers_uses\`;`)
  await db.run(sql`DROP TABLE \`containers_uses_locales\`;`)
  await db.run(sql`DROP TABLE \`containers_gallery\`;`)
  await db.run(sql`DROP TABLE \`containers\`;`)
  await db.run(sql`DROP TABLE \`containers_locales\`;`)
  await db.run(sql`DROP TABLE \`containers_rels\`;`)
  await db.run(sql`DROP TABLE \`accessory_kits_contents\`;`)
  await db.run(sql`DROP TABLE \`accessory_kits\`;`)
  await db.run(sql`DROP TABLE \`accessory_kits_locales\`;`)
  await db.run(sql`DROP TABLE \`accessories_features\`;`)
  await db.run(sql`DROP TABLE \`accessories_features_locales\`;`)
  await db.run(sql`DROP TABLE \`accessories\`;`)
  await db.run(sql`DROP TABLE \`accessories_locales\`;`)
  await db.run(sql`DROP TABLE \`carts_lines\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`closures_id\` integer,
  	\`users_id\` integer,
  	\`outbox_id\` integer,
  	\`captcha_solutions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`closures_id\`) REFERENCES \`closures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_solutions_id\`) REFERENCES \`captcha_solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "closures_id", "users_id", "outbox_id", "captcha_solutions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "closures_id", "users_id", "outbox_id", "captcha_solutions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_closures_id_idx\` ON \`payload_locked_documents_rels\` (\`closures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_solutions_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`billing_cycle_days\`;`)
}
