import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// This folder (the config is an ES module: no __dirname, which Vite's native config loader refuses).
const here = path.dirname(fileURLToPath(import.meta.url))

/**
 * The PostgreSQL pass runs the tests where the database matters (transactions, conditional
 * writes, one-time use, locks, migrations, search, drafts and publishing): the tests and groups
 * tagged `postgres` (`{ tags: ['postgres'] }`), in the files whose first line is a `// @postgres:`
 * line saying why. A file's other tests (validation, rendering, headers) say nothing about the
 * database and run on SQLite only, as every test does.
 */
const postgresFiles = () =>
  fs
    .readdirSync(path.join(here, 'tests/api'))
    .filter((file) => file.endsWith('.test.ts') && fs.readFileSync(path.join(here, 'tests/api', file), 'utf8').startsWith('// @postgres:'))
    .map((file) => `tests/api/${file}`)

const onPostgres = process.env.DB_KIND === 'postgres'

/** HTTP tests against a running server (APP_URL), started by scripts/test.mjs. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(here, 'src') } },
  test: {
    include: onPostgres ? postgresFiles() : ['tests/api/**/*.test.ts'],
    tags: [{ name: 'postgres', description: 'the database matters: also run on PostgreSQL' }],
    ...(onPostgres ? { tagsFilter: ['postgres'] } : {}),
    environment: 'node',
    // The calls that change data carry the API token, as the browser's do (tests/support/apiToken.ts).
    setupFiles: ['tests/support/apiTokenSetup.ts'],
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
