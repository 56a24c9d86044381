import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The product sheet becomes localized (one PDF per language). The sheet a container already has
// is the English one: it moves to the English row; the seed adds the French sheet.
//
// The old `containers.product_sheet_id` column is emptied but stays: SQLite cannot drop a
// foreign-key column in place, and rebuilding `containers` inside the migration's transaction
// (where PRAGMA foreign_keys=OFF has no effect) would fire the ON DELETE actions of the tables
// that point at it (cart lines, orders). Payload no longer reads or writes it.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`containers_locales\` ADD \`product_sheet_id\` integer REFERENCES media(id);`)
  await db.run(
    sql`UPDATE \`containers_locales\` SET \`product_sheet_id\` = (SELECT \`product_sheet_id\` FROM \`containers\` WHERE \`containers\`.\`id\` = \`containers_locales\`.\`_parent_id\`) WHERE \`_locale\` = 'en';`,
  )
  await db.run(sql`UPDATE \`containers\` SET \`product_sheet_id\` = NULL;`)
  await db.run(sql`DROP INDEX IF EXISTS \`containers_product_sheet_idx\`;`)
  await db.run(sql`CREATE INDEX \`containers_product_sheet_idx\` ON \`containers_locales\` (\`product_sheet_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(
    sql`UPDATE \`containers\` SET \`product_sheet_id\` = (SELECT \`product_sheet_id\` FROM \`containers_locales\` WHERE \`containers_locales\`.\`_parent_id\` = \`containers\`.\`id\` AND \`_locale\` = 'en');`,
  )
  await db.run(sql`DROP INDEX IF EXISTS \`containers_product_sheet_idx\`;`)
  // Nothing references containers_locales: rebuilding it without the column is safe.
  await db.run(sql`CREATE TABLE \`__new_containers_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`containers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_containers_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`containers_locales\`;`)
  await db.run(sql`DROP TABLE \`containers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_containers_locales\` RENAME TO \`containers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`containers_locales_locale_parent_id_unique\` ON \`containers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`containers_product_sheet_idx\` ON \`containers\` (\`product_sheet_id\`);`)
}
