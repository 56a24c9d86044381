import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`hosted_video_id\` text,
  	\`video_file_id\` integer,
  	\`poster_id\` integer,
  	\`display\` text DEFAULT 'inline',
  	\`block_name\` text,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_video_file_idx\` ON \`pages_blocks_video\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_idx\` ON \`pages_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_locales_locale_parent_id_unique\` ON \`pages_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`hosted_video_id\` text,
  	\`video_file_id\` integer,
  	\`poster_id\` integer,
  	\`display\` text DEFAULT 'inline',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_video_file_idx\` ON \`_pages_v_blocks_video\` (\`video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_idx\` ON \`_pages_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_facts_order_idx\` ON \`case_studies_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_facts_parent_id_idx\` ON \`case_studies_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_facts_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_facts_locales_locale_parent_id_unique\` ON \`case_studies_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_facts_order_idx\` ON \`_case_studies_v_version_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_facts_parent_id_idx\` ON \`_case_studies_v_version_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_facts_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v_version_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_case_studies_v_version_facts_locales_locale_parent_id_uniqu\` ON \`_case_studies_v_version_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`style\` text DEFAULT 'home';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`hosted_video_id\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero\` ADD \`video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_video_file_idx\` ON \`pages_blocks_hero\` (\`video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_locales\` ADD \`img_alt\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_locales\` ADD \`watch_video_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`style\` text DEFAULT 'home';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`hosted_video_id\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero\` ADD \`video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_video_file_idx\` ON \`_pages_v_blocks_hero\` (\`video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_locales\` ADD \`img_alt\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_locales\` ADD \`watch_video_label\` text;`)
  await db.run(sql`ALTER TABLE \`blog_articles\` ADD \`hosted_video_id\` text;`)
  await db.run(sql`ALTER TABLE \`blog_articles\` ADD \`video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`blog_articles_video_file_idx\` ON \`blog_articles\` (\`video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`_blog_articles_v\` ADD \`version_hosted_video_id\` text;`)
  await db.run(sql`ALTER TABLE \`_blog_articles_v\` ADD \`version_video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_video_file_idx\` ON \`_blog_articles_v\` (\`version_video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`case_studies\` ADD \`hosted_video_id\` text;`)
  await db.run(sql`ALTER TABLE \`case_studies\` ADD \`video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`case_studies_video_file_idx\` ON \`case_studies\` (\`video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`case_studies_locales\` ADD \`location\` text;`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` ADD \`version_hosted_video_id\` text;`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` ADD \`version_video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_video_file_idx\` ON \`_case_studies_v\` (\`version_video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`_case_studies_v_locales\` ADD \`version_location\` text;`)
  await db.run(sql`ALTER TABLE \`sustainability_articles\` ADD \`hosted_video_id\` text;`)
  await db.run(sql`ALTER TABLE \`sustainability_articles\` ADD \`video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_video_file_idx\` ON \`sustainability_articles\` (\`video_file_id\`);`)
  await db.run(sql`ALTER TABLE \`_sustainability_articles_v\` ADD \`version_hosted_video_id\` text;`)
  await db.run(sql`ALTER TABLE \`_sustainability_articles_v\` ADD \`version_video_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_version_version_video_file_idx\` ON \`_sustainability_articles_v\` (\`version_video_file_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`case_studies_facts\`;`)
  await db.run(sql`DROP TABLE \`case_studies_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_facts\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_facts_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`primary_cta_link\` text,
  	\`secondary_cta_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "primary_cta_link", "secondary_cta_link", "block_name") SELECT "_order", "_parent_id", "_path", "id", "primary_cta_link", "secondary_cta_link", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
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
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "id", "primary_cta_link", "secondary_cta_link", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "primary_cta_link", "secondary_cta_link", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`featured_image_id\` integer,
  	\`category_id\` integer,
  	\`associated_industry_id\` integer,
  	\`associated_solution_id\` integer,
  	\`topic_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`associated_industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`associated_solution_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_articles\`("id", "slug", "date", "featured_image_id", "category_id", "associated_industry_id", "associated_solution_id", "topic_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "date", "featured_image_id", "category_id", "associated_industry_id", "associated_solution_id", "topic_id", "updated_at", "created_at", "_status" FROM \`blog_articles\`;`)
  await db.run(sql`DROP TABLE \`blog_articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_articles\` RENAME TO \`blog_articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_articles_slug_idx\` ON \`blog_articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_date_idx\` ON \`blog_articles\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_featured_image_idx\` ON \`blog_articles\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_category_idx\` ON \`blog_articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_associated_industry_idx\` ON \`blog_articles\` (\`associated_industry_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_associated_solution_idx\` ON \`blog_articles\` (\`associated_solution_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_topic_idx\` ON \`blog_articles\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_updated_at_idx\` ON \`blog_articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles_created_at_idx\` ON \`blog_articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_articles__status_idx\` ON \`blog_articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_featured_image_id\` integer,
  	\`version_category_id\` integer,
  	\`version_associated_industry_id\` integer,
  	\`version_associated_solution_id\` integer,
  	\`version_topic_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_associated_industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_associated_solution_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blog_articles_v\`("id", "parent_id", "version_slug", "version_date", "version_featured_image_id", "version_category_id", "version_associated_industry_id", "version_associated_solution_id", "version_topic_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_date", "version_featured_image_id", "version_category_id", "version_associated_industry_id", "version_associated_solution_id", "version_topic_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_blog_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_articles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_articles_v\` RENAME TO \`_blog_articles_v\`;`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_parent_idx\` ON \`_blog_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_slug_idx\` ON \`_blog_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_date_idx\` ON \`_blog_articles_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_featured_image_idx\` ON \`_blog_articles_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_category_idx\` ON \`_blog_articles_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_associated_industry_idx\` ON \`_blog_articles_v\` (\`version_associated_industry_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_associated_solution_idx\` ON \`_blog_articles_v\` (\`version_associated_solution_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_topic_idx\` ON \`_blog_articles_v\` (\`version_topic_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_updated_at_idx\` ON \`_blog_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_created_at_idx\` ON \`_blog_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version__status_idx\` ON \`_blog_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_created_at_idx\` ON \`_blog_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_updated_at_idx\` ON \`_blog_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_snapshot_idx\` ON \`_blog_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_published_locale_idx\` ON \`_blog_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_latest_idx\` ON \`_blog_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_case_studies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`featured_image_id\` integer,
  	\`category_id\` integer,
  	\`associated_industry_id\` integer,
  	\`associated_solution_id\` integer,
  	\`topic_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`associated_industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`associated_solution_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_case_studies\`("id", "slug", "date", "featured_image_id", "category_id", "associated_industry_id", "associated_solution_id", "topic_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "date", "featured_image_id", "category_id", "associated_industry_id", "associated_solution_id", "topic_id", "updated_at", "created_at", "_status" FROM \`case_studies\`;`)
  await db.run(sql`DROP TABLE \`case_studies\`;`)
  await db.run(sql`ALTER TABLE \`__new_case_studies\` RENAME TO \`case_studies\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_slug_idx\` ON \`case_studies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_date_idx\` ON \`case_studies\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_featured_image_idx\` ON \`case_studies\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_category_idx\` ON \`case_studies\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_associated_industry_idx\` ON \`case_studies\` (\`associated_industry_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_associated_solution_idx\` ON \`case_studies\` (\`associated_solution_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_topic_idx\` ON \`case_studies\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_updated_at_idx\` ON \`case_studies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_created_at_idx\` ON \`case_studies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies__status_idx\` ON \`case_studies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__case_studies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_featured_image_id\` integer,
  	\`version_category_id\` integer,
  	\`version_associated_industry_id\` integer,
  	\`version_associated_solution_id\` integer,
  	\`version_topic_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_associated_industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_associated_solution_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__case_studies_v\`("id", "parent_id", "version_slug", "version_date", "version_featured_image_id", "version_category_id", "version_associated_industry_id", "version_associated_solution_id", "version_topic_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_date", "version_featured_image_id", "version_category_id", "version_associated_industry_id", "version_associated_solution_id", "version_topic_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_case_studies_v\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__case_studies_v\` RENAME TO \`_case_studies_v\`;`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_parent_idx\` ON \`_case_studies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_slug_idx\` ON \`_case_studies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_date_idx\` ON \`_case_studies_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_featured_image_idx\` ON \`_case_studies_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_category_idx\` ON \`_case_studies_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_associated_industry_idx\` ON \`_case_studies_v\` (\`version_associated_industry_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_associated_solution_idx\` ON \`_case_studies_v\` (\`version_associated_solution_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_topic_idx\` ON \`_case_studies_v\` (\`version_topic_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_updated_at_idx\` ON \`_case_studies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_created_at_idx\` ON \`_case_studies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version__status_idx\` ON \`_case_studies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_created_at_idx\` ON \`_case_studies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_updated_at_idx\` ON \`_case_studies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_snapshot_idx\` ON \`_case_studies_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_published_locale_idx\` ON \`_case_studies_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_latest_idx\` ON \`_case_studies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_sustainability_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`featured_image_id\` integer,
  	\`group_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`group_id\`) REFERENCES \`sustainability_groups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sustainability_articles\`("id", "slug", "date", "featured_image_id", "group_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "date", "featured_image_id", "group_id", "updated_at", "created_at", "_status" FROM \`sustainability_articles\`;`)
  await db.run(sql`DROP TABLE \`sustainability_articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_sustainability_articles\` RENAME TO \`sustainability_articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`sustainability_articles_slug_idx\` ON \`sustainability_articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_date_idx\` ON \`sustainability_articles\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_featured_image_idx\` ON \`sustainability_articles\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_group_idx\` ON \`sustainability_articles\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_updated_at_idx\` ON \`sustainability_articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_created_at_idx\` ON \`sustainability_articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles__status_idx\` ON \`sustainability_articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__sustainability_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_featured_image_id\` integer,
  	\`version_group_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sustainability_articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_group_id\`) REFERENCES \`sustainability_groups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__sustainability_articles_v\`("id", "parent_id", "version_slug", "version_date", "version_featured_image_id", "version_group_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_date", "version_featured_image_id", "version_group_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_sustainability_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_sustainability_articles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__sustainability_articles_v\` RENAME TO \`_sustainability_articles_v\`;`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_parent_idx\` ON \`_sustainability_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_version_version_slug_idx\` ON \`_sustainability_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_version_version_date_idx\` ON \`_sustainability_articles_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_version_version_featured_imag_idx\` ON \`_sustainability_articles_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_version_version_group_idx\` ON \`_sustainability_articles_v\` (\`version_group_id\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_version_version_updated_at_idx\` ON \`_sustainability_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_version_version_created_at_idx\` ON \`_sustainability_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_version_version__status_idx\` ON \`_sustainability_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_created_at_idx\` ON \`_sustainability_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_updated_at_idx\` ON \`_sustainability_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_snapshot_idx\` ON \`_sustainability_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_published_locale_idx\` ON \`_sustainability_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_latest_idx\` ON \`_sustainability_articles_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_locales\` DROP COLUMN \`img_alt\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_locales\` DROP COLUMN \`watch_video_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_locales\` DROP COLUMN \`img_alt\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_locales\` DROP COLUMN \`watch_video_label\`;`)
  await db.run(sql`ALTER TABLE \`case_studies_locales\` DROP COLUMN \`location\`;`)
  await db.run(sql`ALTER TABLE \`_case_studies_v_locales\` DROP COLUMN \`version_location\`;`)
}
