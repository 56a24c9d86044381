import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { createExternalContentSearchIndex, createSearchIndex, dropSearchIndex } from '../sqliteSearchIndex'

/**
 * Written by hand: the full-text indexes of `scale_indexes` and `articles_search_indexes` made again
 * keyed by entry (migrations/sqliteSearchIndex.ts): a match gives the entries' ids without reading
 * their locale rows.
 */
const TABLES = ['events', 'blog_articles', 'case_studies'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    await dropSearchIndex(db, table, { parentIndex: false })
    await createSearchIndex(db, table)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    await dropSearchIndex(db, table, { parentIndex: false })
    await createExternalContentSearchIndex(db, table)
  }
}
