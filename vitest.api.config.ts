import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** HTTP tests against a running server (APP_URL), started by scripts/test.mjs. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    include: ['tests/api/**/*.test.ts'],
    // The start-up check needs no database; it runs once, with the SQLite pass.
    exclude: process.env.DB_KIND === 'postgres' ? ['tests/api/startup.test.ts'] : [],
    environment: 'node',
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
