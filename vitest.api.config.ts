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
    // The calls that change data carry the API token, as the browser's do (tests/support/apiToken.ts).
    setupFiles: ['tests/support/apiTokenSetup.ts'],
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
