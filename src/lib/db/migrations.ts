import { isPostgres } from '../env'

/**
 * The committed migrations of the database this URI names, loaded when asked for: a few megabytes
 * of SQL that no page needs. Imported statically by payload.config.ts, they were bundled into
 * every route that reads the CMS, and each route's copy of the chunk stayed in the server's memory
 * (issue 46, item 6: ten copies of the PostgreSQL migrations, 65 MB of the heap, on a SQLite server).
 */
export async function loadMigrations(databaseUri: string) {
  return isPostgres(databaseUri) ? (await import('../../../migrations/postgres')).migrations : (await import('../../../migrations/sqlite')).migrations
}
