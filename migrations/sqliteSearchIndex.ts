import { sql, type MigrateUpArgs } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

/**
 * The SQLite full-text index of a searchable collection (src/lib/search/fullText.ts), for the
 * migrations that make it: an FTS5 table `<table>_locales_fts` over the folded `search_text` and the
 * `_locale` of each of the collection's locale rows, kept by triggers on `<table>_locales`.
 *
 * The index holds no copy of the text (contentless) and its rowid is the entry's id and the locale
 * (`_parent_id * 4 + locale`), so a match yields the entries' ids by itself (`rowid >> 2`): reading
 * `_parent_id` back from the locale rows (an external-content index) cost a row lookup per match,
 * half the query at 10,000 entries.
 */
export const SEARCH_ROWID = (row: 'new' | 'old') =>
  `${row}._parent_id * 4 + (CASE ${row}._locale WHEN 'en' THEN 0 WHEN 'fr' THEN 1 ELSE 3 END)`

export async function createSearchIndex(db: Db, table: string): Promise<void> {
  const locales = `\`${table}_locales\``
  const fts = `\`${table}_locales_fts\``
  const trigger = (name: string) => `\`${table}_locales_fts_${name}\``
  const add = (row: 'new' | 'old') => `INSERT INTO ${fts}(rowid, search_text, _locale) VALUES (${SEARCH_ROWID(row)}, ${row}.search_text, ${row}._locale);`
  const remove = (row: 'new' | 'old') => `INSERT INTO ${fts}(${fts}, rowid, search_text, _locale) VALUES ('delete', ${SEARCH_ROWID(row)}, ${row}.search_text, ${row}._locale);`
  await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`${table}_locales_parent_id_idx\` ON ${locales} (\`_parent_id\`);`))
  await db.run(sql.raw(`CREATE VIRTUAL TABLE ${fts} USING fts5(search_text, _locale, content='', tokenize='unicode61 remove_diacritics 2');`))
  await db.run(sql.raw(`CREATE TRIGGER ${trigger('insert')} AFTER INSERT ON ${locales} BEGIN\n  ${add('new')}\nEND;`))
  await db.run(sql.raw(`CREATE TRIGGER ${trigger('delete')} AFTER DELETE ON ${locales} BEGIN\n  ${remove('old')}\nEND;`))
  await db.run(sql.raw(`CREATE TRIGGER ${trigger('update')} AFTER UPDATE ON ${locales} BEGIN\n  ${remove('old')}\n  ${add('new')}\nEND;`))
  await db.run(sql.raw(`INSERT INTO ${fts}(rowid, search_text, _locale) SELECT ${SEARCH_ROWID('new').replaceAll('new.', '')}, search_text, _locale FROM ${locales};`))
}

/** Removes the index, its triggers and (with `parentIndex`) the locale rows' index by parent. */
export async function dropSearchIndex(db: Db, table: string, { parentIndex }: { parentIndex: boolean }): Promise<void> {
  for (const name of ['update', 'delete', 'insert']) await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`${table}_locales_fts_${name}\`;`))
  await db.run(sql.raw(`DROP TABLE IF EXISTS \`${table}_locales_fts\`;`))
  if (parentIndex) await db.run(sql.raw(`DROP INDEX IF EXISTS \`${table}_locales_parent_id_idx\`;`))
}

/** The earlier shape (external content over the locale rows), for going back down. */
export async function createExternalContentSearchIndex(db: Db, table: string): Promise<void> {
  const locales = `\`${table}_locales\``
  const fts = `\`${table}_locales_fts\``
  await db.run(sql.raw(`CREATE VIRTUAL TABLE ${fts} USING fts5(search_text, _locale, _parent_id UNINDEXED, content='${table}_locales', content_rowid='id', tokenize='unicode61 remove_diacritics 2');`))
  await db.run(sql.raw(`CREATE TRIGGER \`${table}_locales_fts_insert\` AFTER INSERT ON ${locales} BEGIN\n  INSERT INTO ${fts}(rowid, search_text, _locale, _parent_id) VALUES (new.id, new.search_text, new._locale, new._parent_id);\nEND;`))
  await db.run(sql.raw(`CREATE TRIGGER \`${table}_locales_fts_delete\` AFTER DELETE ON ${locales} BEGIN\n  INSERT INTO ${fts}(${fts}, rowid, search_text, _locale, _parent_id) VALUES ('delete', old.id, old.search_text, old._locale, old._parent_id);\nEND;`))
  await db.run(sql.raw(`CREATE TRIGGER \`${table}_locales_fts_update\` AFTER UPDATE ON ${locales} BEGIN\n  INSERT INTO ${fts}(${fts}, rowid, search_text, _locale, _parent_id) VALUES ('delete', old.id, old.search_text, old._locale, old._parent_id);\n  INSERT INTO ${fts}(rowid, search_text, _locale, _parent_id) VALUES (new.id, new.search_text, new._locale, new._parent_id);\nEND;`))
  await db.run(sql.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild');`))
}
