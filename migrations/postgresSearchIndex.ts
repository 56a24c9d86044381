import { sql, type MigrateUpArgs } from '@payloadcms/db-postgres'

type Db = MigrateUpArgs['db']

/**
 * The PostgreSQL full-text index of a searchable collection (src/lib/search/fullText.ts), for the
 * migrations that make it: a narrow table `<table>_locales_search` (entry id, locale, the words of
 * the folded `search_text`) with a GIN index, kept by a trigger on `<table>_locales`.
 *
 * Narrow on purpose: a match is rechecked on the table's rows, and the locale rows themselves (title,
 * summary, text) spread 1,745 matches over 1,280 pages at 10,000 entries, half the query's time.
 * Without `fastupdate` an entry's words go straight into the index: with it they wait in a pending
 * list every search scans in full until a vacuum, which made the planner (rightly) prefer reading
 * the whole table after a bulk of new entries.
 */
const SYNC_FUNCTION = sql.raw(`CREATE OR REPLACE FUNCTION boxline_search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('DELETE FROM %I WHERE parent_id = $1 AND locale = $2', TG_TABLE_NAME || '_search') USING OLD._parent_id, OLD._locale::text;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO %I (parent_id, locale, words) VALUES ($1, $2, to_tsvector(''simple'', coalesce($3, '''')))', TG_TABLE_NAME || '_search') USING NEW._parent_id, NEW._locale::text, NEW.search_text;
  END IF;
  RETURN NULL;
END $$;`)

export async function createSearchIndex(db: Db, table: string): Promise<void> {
  const locales = sql.identifier(`${table}_locales`)
  const search = sql.identifier(`${table}_locales_search`)
  await db.execute(SYNC_FUNCTION)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(`${table}_locales_parent_id_idx`)} ON ${locales} USING btree ("_parent_id")`)
  await db.execute(sql`CREATE TABLE ${search} ("parent_id" integer NOT NULL, "locale" text NOT NULL, "words" tsvector NOT NULL, PRIMARY KEY ("parent_id", "locale"))`)
  await db.execute(sql`INSERT INTO ${search} ("parent_id", "locale", "words") SELECT "_parent_id", "_locale"::text, to_tsvector('simple', coalesce("search_text", '')) FROM ${locales}`)
  await db.execute(sql`CREATE INDEX ${sql.identifier(`${table}_locales_search_words_idx`)} ON ${search} USING gin ("words") WITH (fastupdate = off)`)
  await db.execute(sql`CREATE TRIGGER ${sql.identifier(`${table}_locales_search_sync`)} AFTER INSERT OR UPDATE OR DELETE ON ${locales} FOR EACH ROW EXECUTE FUNCTION boxline_search_words_sync()`)
  await db.execute(sql`ANALYZE ${search}`)
}

export async function dropSearchIndex(db: Db, table: string): Promise<void> {
  await db.execute(sql`DROP TRIGGER IF EXISTS ${sql.identifier(`${table}_locales_search_sync`)} ON ${sql.identifier(`${table}_locales`)}`)
  await db.execute(sql`DROP TABLE IF EXISTS ${sql.identifier(`${table}_locales_search`)}`)
}

/** The earlier shape (a stored generated column of the locale rows with a GIN index). */
export async function dropGeneratedWordsColumn(db: Db, table: string): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS ${sql.identifier(`${table}_locales_search_words_idx`)}`)
  await db.execute(sql`ALTER TABLE ${sql.identifier(`${table}_locales`)} DROP COLUMN IF EXISTS "search_words"`)
}
export async function addGeneratedWordsColumn(db: Db, table: string): Promise<void> {
  const locales = sql.identifier(`${table}_locales`)
  await db.execute(sql`ALTER TABLE ${locales} ADD COLUMN IF NOT EXISTS "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce("search_text", ''))) STORED`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(`${table}_locales_search_words_idx`)} ON ${locales} USING gin ("search_words")`)
}
