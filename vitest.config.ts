import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Unit tests sit beside their code. HTTP tests have their own config (vitest.api.config.ts).
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(__dirname, 'src'),
      '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
      '@messages': path.resolve(__dirname, 'messages'),
      'server-only': path.resolve(__dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'seed/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    // Statement coverage of src/ by the unit tests, printed by npm test (`--coverage`).
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/payload-types.ts', 'src/**/test-setup.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // The floor: statement coverage measured when it was first reported (issue 41, 2026-12-05:
      // 46.8 %, 6,038 of 12,899). A change that lowers it fails the unit tests; raise it with them.
      thresholds: { statements: 46.8 },
    },
  },
})
