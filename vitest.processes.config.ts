import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** HTTP tests against two app processes on one database (APP_URL, APP_URL_2), started by scripts/test.mjs. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    include: ['tests/processes/**/*.test.ts'],
    environment: 'node',
    // The calls that change data carry the API token, as the browser's do (tests/support/apiToken.ts).
    setupFiles: ['tests/support/apiTokenSetup.ts'],
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
