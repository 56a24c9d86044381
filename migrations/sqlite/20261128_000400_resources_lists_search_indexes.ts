import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { createSearchIndex, dropSearchIndex } from '../sqliteSearchIndex'

/**
 * Written by hand: the full-text indexes of the outfitting packages, documents and sustainability
 * articles (src/lib/search/fullText.ts; migrations/sqliteSearchIndex.ts), after `resources_lists` made their tables.
 */
const TABLES = ['solutions', 'documents', 'sustainability_articles'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) await createSearchIndex(db, table)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) await dropSearchIndex(db, table, { parentIndex: true })
}
