import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Written by hand: an article's solution was an industry; it links an outfitting package now, and
  // an industry's id names no package (editors re-link them; a fresh seed links them).
  for (const table of ['blog_articles', 'case_studies']) {
    await db.run(sql.raw(`UPDATE \`${table}\` SET \`associated_solution_id\` = NULL;`))
    await db.run(sql.raw(`UPDATE \`_${table}_v\` SET \`version_associated_solution_id\` = NULL;`))
  }
  await db.run(sql`CREATE TABLE \`pages_blocks_sustainability_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sustainability_articles_order_idx\` ON \`pages_blocks_sustainability_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sustainability_articles_parent_id_idx\` ON \`pages_blocks_sustainability_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sustainability_articles_path_idx\` ON \`pages_blocks_sustainability_articles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sustainability_articles_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sustainability_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_sustainability_articles_locales_locale_parent_i\` ON \`pages_blocks_sustainability_articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sustainability_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sustainability_articles_order_idx\` ON \`_pages_v_blocks_sustainability_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sustainability_articles_parent_id_idx\` ON \`_pages_v_blocks_sustainability_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sustainability_articles_path_idx\` ON \`_pages_v_blocks_sustainability_articles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sustainability_articles_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sustainability_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_sustainability_articles_locales_locale_paren\` ON \`_pages_v_blocks_sustainability_articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`solutions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`featured_image_id\` integer,
  	\`associated_industry_id\` integer,
  	\`category_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`associated_industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_slug_idx\` ON \`solutions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`solutions_sort_order_idx\` ON \`solutions\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`solutions_featured_image_idx\` ON \`solutions\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_associated_industry_idx\` ON \`solutions\` (\`associated_industry_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_category_idx\` ON \`solutions\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`solutions_updated_at_idx\` ON \`solutions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`solutions_created_at_idx\` ON \`solutions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`solutions__status_idx\` ON \`solutions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`solutions_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solutions_search_text_idx\` ON \`solutions_locales\` (\`search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`solutions_locales_locale_parent_id_unique\` ON \`solutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_featured_image_id\` integer,
  	\`version_associated_industry_id\` integer,
  	\`version_category_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`solutions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_associated_industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_v_parent_idx\` ON \`_solutions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_slug_idx\` ON \`_solutions_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_sort_order_idx\` ON \`_solutions_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_featured_image_idx\` ON \`_solutions_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_associated_industry_idx\` ON \`_solutions_v\` (\`version_associated_industry_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_category_idx\` ON \`_solutions_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_updated_at_idx\` ON \`_solutions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_created_at_idx\` ON \`_solutions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version__status_idx\` ON \`_solutions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_created_at_idx\` ON \`_solutions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_updated_at_idx\` ON \`_solutions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_snapshot_idx\` ON \`_solutions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_published_locale_idx\` ON \`_solutions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_solutions_v_latest_idx\` ON \`_solutions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_solutions_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_solutions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_solutions_v_version_version_search_text_idx\` ON \`_solutions_v_locales\` (\`version_search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_solutions_v_locales_locale_parent_id_unique\` ON \`_solutions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sustainability_articles\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`sustainability_articles_slug_idx\` ON \`sustainability_articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_date_idx\` ON \`sustainability_articles\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_featured_image_idx\` ON \`sustainability_articles\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_group_idx\` ON \`sustainability_articles\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_updated_at_idx\` ON \`sustainability_articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles_created_at_idx\` ON \`sustainability_articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_articles__status_idx\` ON \`sustainability_articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`sustainability_articles_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sustainability_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sustainability_articles_search_text_idx\` ON \`sustainability_articles_locales\` (\`search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sustainability_articles_locales_locale_parent_id_unique\` ON \`sustainability_articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sustainability_articles_v\` (
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
  await db.run(sql`CREATE TABLE \`_sustainability_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sustainability_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sustainability_articles_v_version_version_search_text_idx\` ON \`_sustainability_articles_v_locales\` (\`version_search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_sustainability_articles_v_locales_locale_parent_id_unique\` ON \`_sustainability_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sustainability_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sustainability_groups_slug_idx\` ON \`sustainability_groups\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_groups_updated_at_idx\` ON \`sustainability_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sustainability_groups_created_at_idx\` ON \`sustainability_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sustainability_groups_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sustainability_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sustainability_groups_locales_locale_parent_id_unique\` ON \`sustainability_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`date\` text,
  	\`show_as\` text DEFAULT 'file',
  	\`featured_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_slug_idx\` ON \`documents\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`documents_date_idx\` ON \`documents\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`documents_show_as_idx\` ON \`documents\` (\`show_as\`);`)
  await db.run(sql`CREATE INDEX \`documents_featured_image_idx\` ON \`documents\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`file_id\` integer,
  	\`body\` text,
  	\`search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_file_idx\` ON \`documents_locales\` (\`file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`documents_search_text_idx\` ON \`documents_locales\` (\`search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`industries_id\` integer,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_rels_order_idx\` ON \`documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_parent_idx\` ON \`documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_path_idx\` ON \`documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_industries_id_idx\` ON \`documents_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_rels_topics_id_idx\` ON \`documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_show_as\` text DEFAULT 'file',
  	\`version_featured_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_slug_idx\` ON \`_documents_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_date_idx\` ON \`_documents_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_show_as_idx\` ON \`_documents_v\` (\`version_show_as\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_featured_image_idx\` ON \`_documents_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_file_id\` integer,
  	\`version_body\` text,
  	\`version_search_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_file_idx\` ON \`_documents_v_locales\` (\`version_file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_search_text_idx\` ON \`_documents_v_locales\` (\`version_search_text\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_documents_v_locales_locale_parent_id_unique\` ON \`_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`industries_id\` integer,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_order_idx\` ON \`_documents_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_parent_idx\` ON \`_documents_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_path_idx\` ON \`_documents_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_industries_id_idx\` ON \`_documents_v_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_rels_topics_id_idx\` ON \`_documents_v_rels\` (\`topics_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`solutions_id\` integer REFERENCES solutions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sustainability_articles_id\` integer REFERENCES sustainability_articles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sustainability_groups_id\` integer REFERENCES sustainability_groups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_solutions_id_idx\` ON \`payload_locked_documents_rels\` (\`solutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sustainability_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`sustainability_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sustainability_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`sustainability_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_sustainability_articles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sustainability_articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sustainability_articles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sustainability_articles_locales\`;`)
  await db.run(sql`DROP TABLE \`solutions\`;`)
  await db.run(sql`DROP TABLE \`solutions_locales\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v\`;`)
  await db.run(sql`DROP TABLE \`_solutions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`sustainability_articles\`;`)
  await db.run(sql`DROP TABLE \`sustainability_articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_sustainability_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_sustainability_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`sustainability_groups\`;`)
  await db.run(sql`DROP TABLE \`sustainability_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_rels\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	FOREIGN KEY (\`associated_solution_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_articles\`("id", "slug", "date", "featured_image_id", "category_id", "associated_industry_id", "associated_solution_id", "topic_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "date", "featured_image_id", "category_id", "associated_industry_id", "associated_solution_id", "topic_id", "updated_at", "created_at", "_status" FROM \`blog_articles\`;`)
  await db.run(sql`DROP TABLE \`blog_articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_articles\` RENAME TO \`blog_articles\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  	FOREIGN KEY (\`version_associated_solution_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
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
  	FOREIGN KEY (\`associated_solution_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
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
  	FOREIGN KEY (\`version_associated_solution_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
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
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`redirects_id\` integer,
  	\`events_id\` integer,
  	\`blog_articles_id\` integer,
  	\`case_studies_id\` integer,
  	\`categories_id\` integer,
  	\`industries_id\` integer,
  	\`topics_id\` integer,
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
  	FOREIGN KEY (\`blog_articles_id\`) REFERENCES \`blog_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "redirects_id", "events_id", "blog_articles_id", "case_studies_id", "categories_id", "industries_id", "topics_id", "media_id", "product_categories_id", "containers_id", "accessory_kits_id", "accessories_id", "closures_id", "tax_rates_id", "carts_id", "orders_id", "used_units_id", "leads_id", "customer_accounts_id", "invoices_id", "invoice_payments_id", "short_pay_reasons_id", "short_pay_cases_id", "portal_registrations_id", "payment_transactions_id", "users_id", "outbox_id", "captcha_solutions_id", "rate_limit_windows_id", "cache_invalidations_id") SELECT "id", "order", "parent_id", "path", "pages_id", "redirects_id", "events_id", "blog_articles_id", "case_studies_id", "categories_id", "industries_id", "topics_id", "media_id", "product_categories_id", "containers_id", "accessory_kits_id", "accessories_id", "closures_id", "tax_rates_id", "carts_id", "orders_id", "used_units_id", "leads_id", "customer_accounts_id", "invoices_id", "invoice_payments_id", "short_pay_reasons_id", "short_pay_cases_id", "portal_registrations_id", "payment_transactions_id", "users_id", "outbox_id", "captcha_solutions_id", "rate_limit_windows_id", "cache_invalidations_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_industries_id_idx\` ON \`payload_locked_documents_rels\` (\`industries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
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
}
