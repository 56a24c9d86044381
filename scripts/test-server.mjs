#!/usr/bin/env node
/**
 * npm run test:server: the production build (`npm run build` first) started as the tests start it
 * (scripts/lib/server.mjs: a fresh SQLite database, the test admin, the payment gateway's test
 * secret, the captcha at test strength, loopback trusted as a proxy), kept up until Ctrl-C, so
 * one test file can run against it: with the APP_URL and APP_LOG_FILE it prints exported,
 *   npx vitest run --config vitest.api.config.ts tests/api/cart.test.ts
 *   npx playwright test tests/e2e/cart-summary.spec.ts
 * TEST_PORT picks the port (3100); DATABASE_URI=postgres://… starts it on PostgreSQL instead.
 */
import fs from 'node:fs'
import { startServer } from './lib/server.mjs'

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}
const databaseUri = process.env.DATABASE_URI?.startsWith('postgres') ? process.env.DATABASE_URI : undefined
const server = await startServer({ port: Number(process.env.TEST_PORT ?? 3100), databaseUri, label: databaseUri ? 'pg' : 'sqlite' })
// The HTTP tests that read the server's log find it by APP_LOG_FILE.
console.log(`Test server at ${server.baseUrl}; Ctrl-C stops it. In another shell:\n  export APP_URL=${server.baseUrl} APP_LOG_FILE=${server.logFile}`)
const stop = () => {
  server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// Holds the event loop until a signal stops the server (its child process may not).
setInterval(() => {}, 1 << 30)
