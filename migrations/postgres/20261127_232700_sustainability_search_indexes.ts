import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand, as `scale_indexes` for events: the full-text index of the sustainability articles
 * (src/lib/search/fullText.ts) — the words of search_text in a stored generated column with
 * a GIN index — and their locale rows indexed by parent.
 */
const TABLES = ['sustainability_articles'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    const locales = sql.identifier(`${table}_locales`)
    await db.execute(sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(`${table}_locales_parent_id_idx`)} ON ${locales} USING btree ("_parent_id")`)
    await db.execute(sql`ALTER TABLE ${locales} ADD COLUMN IF NOT EXISTS "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce("search_text", ''))) STORED`)
    await db.execute(sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(`${table}_locales_search_words_idx`)} ON ${locales} USING gin ("search_words")`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(`${table}_locales_search_words_idx`)}`)
    await db.execute(sql`ALTER TABLE ${sql.identifier(`${table}_locales`)} DROP COLUMN IF EXISTS "search_words"`)
    await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(`${table}_locales_parent_id_idx`)}`)
  }
}
