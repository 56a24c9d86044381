import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Written by hand (issue 15, scale): indexes Payload's schema does not declare.
 * - `<table>_locales(_parent_id)`: reading an entry's locales looks rows up by parent alone, which the
 *   unique (_locale, _parent_id) index cannot serve; without it each read scans the whole table.
 * - The full-text index of news and events (src/lib/search/fullText.ts): an FTS5 table over
 *   events_locales.search_text and its locale (external content, word tokens, accents already
 *   folded), kept by triggers on every insert, update and delete.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`events_locales_parent_id_idx\` ON \`events_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`used_units_locales_parent_id_idx\` ON \`used_units_locales\` (\`_parent_id\`);`)
  await db.run(
    sql`CREATE VIRTUAL TABLE \`events_locales_fts\` USING fts5(search_text, _locale, _parent_id UNINDEXED, content='events_locales', content_rowid='id', tokenize='unicode61 remove_diacritics 2');`,
  )
  await db.run(sql`CREATE TRIGGER \`events_locales_fts_insert\` AFTER INSERT ON \`events_locales\` BEGIN
  INSERT INTO events_locales_fts(rowid, search_text, _locale, _parent_id) VALUES (new.id, new.search_text, new._locale, new._parent_id);
END;`)
  await db.run(sql`CREATE TRIGGER \`events_locales_fts_delete\` AFTER DELETE ON \`events_locales\` BEGIN
  INSERT INTO events_locales_fts(events_locales_fts, rowid, search_text, _locale, _parent_id) VALUES ('delete', old.id, old.search_text, old._locale, old._parent_id);
END;`)
  await db.run(sql`CREATE TRIGGER \`events_locales_fts_update\` AFTER UPDATE ON \`events_locales\` BEGIN
  INSERT INTO events_locales_fts(events_locales_fts, rowid, search_text, _locale, _parent_id) VALUES ('delete', old.id, old.search_text, old._locale, old._parent_id);
  INSERT INTO events_locales_fts(rowid, search_text, _locale, _parent_id) VALUES (new.id, new.search_text, new._locale, new._parent_id);
END;`)
  await db.run(sql`INSERT INTO events_locales_fts(events_locales_fts) VALUES ('rebuild');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS \`events_locales_fts_update\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`events_locales_fts_delete\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`events_locales_fts_insert\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`events_locales_fts\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`used_units_locales_parent_id_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`events_locales_parent_id_idx\`;`)
}
