import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_unit_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`cta_link\` text,
  	\`search1_image_id\` integer,
  	\`search1_cta_link\` text,
  	\`search2_image_id\` integer,
  	\`search2_cta_link\` text,
  	\`search3_image_id\` integer,
  	\`search3_cta_link\` text,
  	\`search4_image_id\` integer,
  	\`search4_cta_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`search1_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`search2_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`search3_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`search4_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_unit_search_order_idx\` ON \`pages_blocks_unit_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_unit_search_parent_id_idx\` ON \`pages_blocks_unit_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_unit_search_path_idx\` ON \`pages_blocks_unit_search\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_unit_search_search1_search1_image_idx\` ON \`pages_blocks_unit_search\` (\`search1_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_unit_search_search2_search2_image_idx\` ON \`pages_blocks_unit_search\` (\`search2_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_unit_search_search3_search3_image_idx\` ON \`pages_blocks_unit_search\` (\`search3_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_unit_search_search4_search4_image_idx\` ON \`pages_blocks_unit_search\` (\`search4_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_unit_search_locales\` (
  	\`label\` text,
  	\`heading\` text,
  	\`cta_label\` text,
  	\`search1_heading\` text,
  	\`search1_cta_label\` text,
  	\`search2_heading\` text,
  	\`search2_cta_label\` text,
  	\`search3_heading\` text,
  	\`search3_cta_label\` text,
  	\`search4_heading\` text,
  	\`search4_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_unit_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_unit_search_locales_locale_parent_id_unique\` ON \`pages_blocks_unit_search_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_unit_search\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cta_link\` text,
  	\`search1_image_id\` integer,
  	\`search1_cta_link\` text,
  	\`search2_image_id\` integer,
  	\`search2_cta_link\` text,
  	\`search3_image_id\` integer,
  	\`search3_cta_link\` text,
  	\`search4_image_id\` integer,
  	\`search4_cta_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`search1_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`search2_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`search3_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`search4_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_unit_search_order_idx\` ON \`_pages_v_blocks_unit_search\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_unit_search_parent_id_idx\` ON \`_pages_v_blocks_unit_search\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_unit_search_path_idx\` ON \`_pages_v_blocks_unit_search\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_unit_search_search1_search1_image_idx\` ON \`_pages_v_blocks_unit_search\` (\`search1_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_unit_search_search2_search2_image_idx\` ON \`_pages_v_blocks_unit_search\` (\`search2_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_unit_search_search3_search3_image_idx\` ON \`_pages_v_blocks_unit_search\` (\`search3_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_unit_search_search4_search4_image_idx\` ON \`_pages_v_blocks_unit_search\` (\`search4_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_unit_search_locales\` (
  	\`label\` text,
  	\`heading\` text,
  	\`cta_label\` text,
  	\`search1_heading\` text,
  	\`search1_cta_label\` text,
  	\`search2_heading\` text,
  	\`search2_cta_label\` text,
  	\`search3_heading\` text,
  	\`search3_cta_label\` text,
  	\`search4_heading\` text,
  	\`search4_cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_unit_search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_unit_search_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_unit_search_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_articles\` (
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
  	FOREIGN KEY (\`associated_solution_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`blog_articles_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_articles_search_text_idx\` ON \`blog_articles_locales\` (\`search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_articles_locales_locale_parent_id_unique\` ON \`blog_articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_articles_v\` (
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
  	FOREIGN KEY (\`version_associated_solution_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`_blog_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_articles_v_version_version_search_text_idx\` ON \`_blog_articles_v_locales\` (\`version_search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_blog_articles_v_locales_locale_parent_id_unique\` ON \`_blog_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`case_studies\` (
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
  	FOREIGN KEY (\`associated_solution_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`case_studies_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_search_text_idx\` ON \`case_studies_locales\` (\`search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_locales_locale_parent_id_unique\` ON \`case_studies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v\` (
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
  	FOREIGN KEY (\`version_associated_solution_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
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
  await db.run(sql`CREATE TABLE \`_case_studies_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_search_text_idx\` ON \`_case_studies_v_locales\` (\`version_search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_case_studies_v_locales_locale_parent_id_unique\` ON \`_case_studies_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`industries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`industries_slug_idx\` ON \`industries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`industries_updated_at_idx\` ON \`industries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`industries_created_at_idx\` ON \`industries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`industries_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`industries_locales_locale_parent_id_unique\` ON \`industries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`topics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`topics_slug_idx\` ON \`topics\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`topics_updated_at_idx\` ON \`topics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`topics_created_at_idx\` ON \`topics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`topics_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`topics_locales_locale_parent_id_unique\` ON \`topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blog_articles_id\` integer REFERENCES blog_articles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`case_studies_id\` integer REFERENCES case_studies(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`categories_id\` integer REFERENCES categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`industries_id\` integer REFERENCES industries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`topics_id\` integer REFERENCES topics(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_industries_id_idx\` ON \`payload_locked_documents_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`used_units_location_location_lat_idx\` ON \`used_units\` (\`location_lat\`);`)
  await db.run(sql`CREATE INDEX \`used_units_location_location_lng_idx\` ON \`used_units\` (\`location_lng\`);`)
  await db.run(sql`CREATE INDEX \`used_units_price_idx\` ON \`used_units\` (\`price\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_unit_search\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_unit_search_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_unit_search\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_unit_search_locales\`;`)
  await db.run(sql`DROP TABLE \`blog_articles\`;`)
  await db.run(sql`DROP TABLE \`blog_articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_blog_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`case_studies\`;`)
  await db.run(sql`DROP TABLE \`case_studies_locales\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_locales\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
  await db.run(sql`DROP TABLE \`industries\`;`)
  await db.run(sql`DROP TABLE \`industries_locales\`;`)
  await db.run(sql`DROP TABLE \`topics\`;`)
  await db.run(sql`DROP TABLE \`topics_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`redirects_id\` integer,
  	\`events_id\` integer,
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "redirects_id", "events_id", "media_id", "product_categories_id", "containers_id", "accessory_kits_id", "accessories_id", "closures_id", "tax_rates_id", "carts_id", "orders_id", "used_units_id", "leads_id", "customer_accounts_id", "invoices_id", "invoice_payments_id", "short_pay_reasons_id", "short_pay_cases_id", "portal_registrations_id", "payment_transactions_id", "users_id", "outbox_id", "captcha_solutions_id", "rate_limit_windows_id", "cache_invalidations_id") SELECT "id", "order", "parent_id", "path", "pages_id", "redirects_id", "events_id", "media_id", "product_categories_id", "containers_id", "accessory_kits_id", "accessories_id", "closures_id", "tax_rates_id", "carts_id", "orders_id", "used_units_id", "leads_id", "customer_accounts_id", "invoices_id", "invoice_payments_id", "short_pay_reasons_id", "short_pay_cases_id", "portal_registrations_id", "payment_transactions_id", "users_id", "outbox_id", "captcha_solutions_id", "rate_limit_windows_id", "cache_invalidations_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
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
  await db.run(sql`DROP INDEX \`used_units_location_location_lat_idx\`;`)
  await db.run(sql`DROP INDEX \`used_units_location_location_lng_idx\`;`)
  await db.run(sql`DROP INDEX \`used_units_price_idx\`;`)
}
