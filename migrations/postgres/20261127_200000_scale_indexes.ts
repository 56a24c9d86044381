import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand (issue 15, scale): indexes Payload's schema does not declare.
 * - `<table>_locales(_parent_id)`: an entry's locales are looked up by parent alone, which the
 *   unique (_locale, _parent_id) index cannot serve.
 * - The full-text index of news and events (src/lib/search/fullText.ts): the words of
 *   events_locales.search_text (accents already folded) in a stored generated column, so a row's
 *   check costs no re-parsing, and a GIN index over it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "events_locales_parent_id_idx" ON "events_locales" USING btree ("_parent_id");
   CREATE INDEX IF NOT EXISTS "used_units_locales_parent_id_idx" ON "used_units_locales" USING btree ("_parent_id");
   ALTER TABLE "events_locales" ADD COLUMN IF NOT EXISTS "search_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce("search_text", ''))) STORED;
   CREATE INDEX IF NOT EXISTS "events_locales_search_words_idx" ON "events_locales" USING gin ("search_words");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "events_locales_search_words_idx";
   ALTER TABLE "events_locales" DROP COLUMN IF EXISTS "search_words";
   DROP INDEX IF EXISTS "used_units_locales_parent_id_idx";
   DROP INDEX IF EXISTS "events_locales_parent_id_idx";`)
}
