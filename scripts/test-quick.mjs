#!/usr/bin/env node
/**
 * npm run test:quick, the inner loop (a few minutes): type check, lint (cached), the unit tests,
 * then the HTTP and browser tests tagged `@smoke` against one server: APP_URL when it is set (a
 * server you are running), else the existing production build started on a fresh SQLite
 * database. Without a build (`npm run build`) and without APP_URL, the smoke tests are skipped
 * and it says so. The whole suite is `npm test`; docs/testing.md says how to run one file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startServer } from './lib/server.mjs'
import { createTestRun } from './lib/testRun.mjs'
import { DEFAULT_CHROME_PATH } from './setup-test-env.mjs'

const { reports, failedSteps, step, stepBeside, timed, countVitest, countPlaywright, vitestArgs, finish } = createTestRun()

step('postal data', 'node', ['scripts/build-postal-data.mjs'])
// The server starts while the checks run: it waits on its database more than it computes.
const hasBuild = fs.existsSync('.next/BUILD_ID')
const serving = process.env.APP_URL
  ? Promise.resolve({ baseUrl: process.env.APP_URL, stop() {} })
  : hasBuild
    ? timed('server start (SQLite)', () => startServer({ port: Number(process.env.TEST_PORT ?? 3150), label: 'quick' })).catch((error) => {
        console.error(error)
        failedSteps.push('server start')
        return null
      })
    : Promise.resolve(null)

await Promise.all([
  (async () => {
    await stepBeside('type check', 'node_modules/.bin/tsc', ['--noEmit', '-p', '.'])
    await stepBeside('lint (cached)', 'node_modules/.bin/eslint', ['.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'])
  })(),
  (async () => {
    await stepBeside('unit tests', 'node_modules/.bin/vitest', vitestArgs(null, path.join(reports, 'unit.json')))
    countVitest(path.join(reports, 'unit.json'), 'unit tests')
  })(),
])

const server = await serving
if (!server) {
  if (!hasBuild && !process.env.APP_URL) console.log('\n(smoke tests not run: no production build; run `npm run build` once, or set APP_URL to a running server)')
} else {
  try {
    await stepBeside('HTTP smoke tests', 'node_modules/.bin/vitest', vitestArgs('vitest.api.config.ts', path.join(reports, 'api.json'), ['-t', '@smoke']), { APP_URL: server.baseUrl }, { stream: true })
    countVitest(path.join(reports, 'api.json'), 'HTTP smoke tests')
    const pwReport = path.join(reports, 'e2e.json')
    if (fs.existsSync(process.env.CHROME_PATH || DEFAULT_CHROME_PATH)) {
      step('browser smoke tests', 'node_modules/.bin/playwright', ['test', '--grep', '@smoke'], { APP_URL: server.baseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport })
      countPlaywright(pwReport, 'browser smoke tests')
    } else console.log('\n(browser smoke tests not run: no Chromium; `node scripts/setup-test-env.mjs` installs it)')
  } finally {
    server.stop()
  }
}

finish()
