import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'
import { addGeneratedWordsColumn, createSearchIndex, dropGeneratedWordsColumn, dropSearchIndex } from '../postgresSearchIndex'

/**
 * Written by hand: the full-text indexes of `scale_indexes` and `articles_search_indexes` moved from
 * a generated column of the locale rows to a narrow table of words by entry
 * (migrations/postgresSearchIndex.ts), so a match rechecks small rows.
 */
const TABLES = ['events', 'blog_articles', 'case_studies'] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    await dropGeneratedWordsColumn(db, table)
    await createSearchIndex(db, table)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    await dropSearchIndex(db, table)
    await addGeneratedWordsColumn(db, table)
  }
}
