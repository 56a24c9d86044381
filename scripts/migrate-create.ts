/**
 * npm run migrate:create -- <name>: writes a migration for BOTH adapters from the current config.
 * SQLite needs nothing running; PostgreSQL needs MIGRATE_POSTGRES_URI (a scratch database).
 */
import { execFileSync } from 'node:child_process'

const name = process.argv[2] ?? 'change'
const run = (env: Record<string, string>) =>
  execFileSync('npx', ['payload', 'migrate:create', name], { stdio: 'inherit', env: { ...process.env, ...env } })

run({ DATABASE_URI: 'file:./data/migrate-scratch.db' })
const pg = process.env.MIGRATE_POSTGRES_URI
if (pg) run({ DATABASE_URI: pg })
else console.warn('MIGRATE_POSTGRES_URI not set: PostgreSQL migration not written')
