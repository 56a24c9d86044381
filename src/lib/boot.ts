import { getPayload } from 'payload'
import config from '@payload-config'
import { seed } from '../../seed'
import { loadMigrations } from './db/migrations'
import { withBootLock } from './db/databaseLock'
import { getEnv } from './env'
import { isSeedingProcess, seedInOwnProcess, seedProcessEntry } from './seedProcess'

/**
 * Brings the database up to date and seeds it before the server answers: the committed migrations
 * of its kind (loaded here only, lib/db/migrations.ts; never a schema push), then the idempotent seed. All of it under the database's boot lock
 * (db/databaseLock.ts): a second process started at the same moment waits, then finds both done.
 */
export async function boot({ quiet = true }: { quiet?: boolean } = {}) {
  const env = getEnv()
  const onWait = () => console.log('Another Boxline process is migrating and seeding this database: waiting for it to finish.')
  const work = async () => {
    const payload = await getPayload({ config })
    // A local prototype pushing its schema (BOXLINE_DEV_PUSH, never in production) runs none.
    if (process.env.NODE_ENV === 'production' || process.env.BOXLINE_DEV_PUSH !== '1') {
      const migrations = await loadMigrations(env.databaseUri)
      // Each adapter's generated migrations are typed to that adapter; migrate() takes the common shape.
      type MigrateArgs = NonNullable<Parameters<typeof payload.db.migrate>[0]>
      await payload.db.migrate({ migrations: migrations as unknown as MigrateArgs['migrations'] })
    }
    // A fresh database (no media yet) is seeded by a process of its own (lib/seedProcess.ts); the
    // seed below then finds everything in place.
    const entry = seedProcessEntry()
    if (entry && (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs === 0) await seedInOwnProcess(entry)
    await seed(payload, quiet ? (msg) => payload.logger.info(`seed: ${msg}`) : console.log)
    return payload
  }
  // The seeding process works under its parent's lock, which its parent holds while it waits.
  return isSeedingProcess() ? work() : withBootLock(env.databaseUri, work, { onWait })
}

/** Server start: boot, then close the database on SIGTERM/SIGINT. Errors propagate to the caller. */
export async function bootServer() {
  const payload = await boot()
  // A seeding process ends once booted (server/index.mjs): no schedules, nothing to close later.
  if (isSeedingProcess()) return
  // The server (not the seed or a script) runs the job queues' schedules (payload.config.ts
  // `jobs.autoRun`: the payments reconciliation every five minutes).
  await getPayload({ config, cron: true })
  const close = (signal: string) => {
    payload.logger.info(`${signal}: closing the database`)
    void payload.db.destroy?.()
  }
  process.once('SIGTERM', () => close('SIGTERM'))
  process.once('SIGINT', () => close('SIGINT'))
}
