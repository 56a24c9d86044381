import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// This folder (the config is an ES module: no __dirname, which Vite's native config loader refuses).
const here = path.dirname(fileURLToPath(import.meta.url))

/** HTTP tests against two app processes on one database (APP_URL, APP_URL_2), started by scripts/test.mjs. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(here, 'src') } },
  test: {
    include: ['tests/processes/**/*.test.ts'],
    environment: 'node',
    // The calls that change data carry the API token, as the browser's do (tests/support/apiToken.ts).
    setupFiles: ['tests/support/apiTokenSetup.ts'],
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
