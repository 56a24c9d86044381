import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_mini_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`background\` text DEFAULT 'light',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_mini_form_order_idx\` ON \`pages_blocks_mini_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mini_form_parent_id_idx\` ON \`pages_blocks_mini_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_mini_form_path_idx\` ON \`pages_blocks_mini_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_mini_form_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`submit_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_mini_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_mini_form_locales_locale_parent_id_unique\` ON \`pages_blocks_mini_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'blog',
  	\`count\` numeric DEFAULT 4,
  	\`cta_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_article_list_order_idx\` ON \`pages_blocks_featured_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_article_list_parent_id_idx\` ON \`pages_blocks_featured_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_featured_article_list_path_idx\` ON \`pages_blocks_featured_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_featured_article_list_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_featured_article_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_featured_article_list_locales_locale_parent_id_\` ON \`pages_blocks_featured_article_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mini_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`background\` text DEFAULT 'light',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mini_form_order_idx\` ON \`_pages_v_blocks_mini_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mini_form_parent_id_idx\` ON \`_pages_v_blocks_mini_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_mini_form_path_idx\` ON \`_pages_v_blocks_mini_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_mini_form_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`submit_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_mini_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_mini_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_mini_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_featured_article_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'blog',
  	\`count\` numeric DEFAULT 4,
  	\`cta_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_article_list_order_idx\` ON \`_pages_v_blocks_featured_article_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_article_list_parent_id_idx\` ON \`_pages_v_blocks_featured_article_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_featured_article_list_path_idx\` ON \`_pages_v_blocks_featured_article_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_featured_article_list_locales\` (
  	\`heading\` text,
  	\`subheading\` text,
  	\`cta_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_featured_article_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_featured_article_list_locales_locale_parent_\` ON \`_pages_v_blocks_featured_article_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`blog_articles_id\` integer REFERENCES blog_articles(id);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`case_studies_id\` integer REFERENCES case_studies(id);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`sustainability_articles_id\` integer REFERENCES sustainability_articles(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_blog_articles_id_idx\` ON \`pages_rels\` (\`blog_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_case_studies_id_idx\` ON \`pages_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_sustainability_articles_id_idx\` ON \`pages_rels\` (\`sustainability_articles_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`blog_articles_id\` integer REFERENCES blog_articles(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`case_studies_id\` integer REFERENCES case_studies(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`sustainability_articles_id\` integer REFERENCES sustainability_articles(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_blog_articles_id_idx\` ON \`_pages_v_rels\` (\`blog_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_case_studies_id_idx\` ON \`_pages_v_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_sustainability_articles_id_idx\` ON \`_pages_v_rels\` (\`sustainability_articles_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_mini_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_mini_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_article_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_featured_article_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mini_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_mini_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_featured_article_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_featured_article_list_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`testimonials_id\` integer,
  	\`customizations_id\` integer,
  	\`use_cases_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customizations_id\`) REFERENCES \`customizations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`use_cases_id\`) REFERENCES \`use_cases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "testimonials_id", "customizations_id", "use_cases_id") SELECT "id", "order", "parent_id", "path", "testimonials_id", "customizations_id", "use_cases_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_testimonials_id_idx\` ON \`pages_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_customizations_id_idx\` ON \`pages_rels\` (\`customizations_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_use_cases_id_idx\` ON \`pages_rels\` (\`use_cases_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`testimonials_id\` integer,
  	\`customizations_id\` integer,
  	\`use_cases_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customizations_id\`) REFERENCES \`customizations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`use_cases_id\`) REFERENCES \`use_cases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "testimonials_id", "customizations_id", "use_cases_id") SELECT "id", "order", "parent_id", "path", "testimonials_id", "customizations_id", "use_cases_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_testimonials_id_idx\` ON \`_pages_v_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_customizations_id_idx\` ON \`_pages_v_rels\` (\`customizations_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_use_cases_id_idx\` ON \`_pages_v_rels\` (\`use_cases_id\`);`)
}
