import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Written by hand, as `scale_indexes` for events: the full-text index of the sustainability articles
 * (src/lib/search/fullText.ts) — an FTS5 table over `<table>_locales` (search_text and
 * locale, external content) kept by triggers — and their locale rows indexed by parent.
 */
const TABLES = ['sustainability_articles'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    const locales = sql.identifier(`${table}_locales`)
    const fts = sql.identifier(`${table}_locales_fts`)
    await db.run(sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(`${table}_locales_parent_id_idx`)} ON ${locales} (\`_parent_id\`);`)
    await db.run(sql.raw(`CREATE VIRTUAL TABLE \`${table}_locales_fts\` USING fts5(search_text, _locale, _parent_id UNINDEXED, content='${table}_locales', content_rowid='id', tokenize='unicode61 remove_diacritics 2');`))
    await db.run(sql`CREATE TRIGGER ${sql.identifier(`${table}_locales_fts_insert`)} AFTER INSERT ON ${locales} BEGIN
  INSERT INTO ${fts}(rowid, search_text, _locale, _parent_id) VALUES (new.id, new.search_text, new._locale, new._parent_id);
END;`)
    await db.run(sql`CREATE TRIGGER ${sql.identifier(`${table}_locales_fts_delete`)} AFTER DELETE ON ${locales} BEGIN
  INSERT INTO ${fts}(${fts}, rowid, search_text, _locale, _parent_id) VALUES ('delete', old.id, old.search_text, old._locale, old._parent_id);
END;`)
    await db.run(sql`CREATE TRIGGER ${sql.identifier(`${table}_locales_fts_update`)} AFTER UPDATE ON ${locales} BEGIN
  INSERT INTO ${fts}(${fts}, rowid, search_text, _locale, _parent_id) VALUES ('delete', old.id, old.search_text, old._locale, old._parent_id);
  INSERT INTO ${fts}(rowid, search_text, _locale, _parent_id) VALUES (new.id, new.search_text, new._locale, new._parent_id);
END;`)
    await db.run(sql`INSERT INTO ${fts}(${fts}) VALUES ('rebuild');`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    for (const trigger of ['update', 'delete', 'insert']) await db.run(sql`DROP TRIGGER IF EXISTS ${sql.identifier(`${table}_locales_fts_${trigger}`)};`)
    await db.run(sql`DROP TABLE IF EXISTS ${sql.identifier(`${table}_locales_fts`)};`)
    await db.run(sql`DROP INDEX IF EXISTS ${sql.identifier(`${table}_locales_parent_id_idx`)};`)
  }
}
