import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

/**
 * The PostgreSQL pass runs the files where the database matters (transactions, conditional
 * writes, one-time use, locks, migrations, search): those whose first line is a `// @postgres:`
 * tag saying why. Every file runs on SQLite.
 */
const postgresFiles = () =>
  fs
    .readdirSync(path.join(__dirname, 'tests/api'))
    .filter((file) => file.endsWith('.test.ts') && fs.readFileSync(path.join(__dirname, 'tests/api', file), 'utf8').startsWith('// @postgres:'))
    .map((file) => `tests/api/${file}`)

/** HTTP tests against a running server (APP_URL), started by scripts/test.mjs. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    include: process.env.DB_KIND === 'postgres' ? postgresFiles() : ['tests/api/**/*.test.ts'],
    environment: 'node',
    // The calls that change data carry the API token, as the browser's do (tests/support/apiToken.ts).
    setupFiles: ['tests/support/apiTokenSetup.ts'],
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
