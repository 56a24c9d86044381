import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** HTTP tests against a running server (APP_URL), started by scripts/test.mjs. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname, 'src') } },
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    fileParallelism: false,
  },
})
