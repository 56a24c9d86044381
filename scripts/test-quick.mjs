#!/usr/bin/env node
/**
 * npm run test:quick, the inner loop (at most 3 minutes): type check, lint (cached) and the unit
 * tests, and beside them the HTTP and browser tests tagged `@smoke` against one server: APP_URL when it is set (a
 * server you are running), else the existing production build started on a fresh SQLite
 * database. Without a build (`npm run build`) and without APP_URL, the smoke tests are skipped
 * and it says so. The whole suite is `npm test`; docs/testing.md says how to run one file.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startServer } from './lib/server.mjs'
import { createTestRun } from './lib/testRun.mjs'
import { testChromePath } from './setup-test-env.mjs'

const { reports, failedSteps, step, stepBeside, vitestBeside, timed, countPlaywright, finish } = createTestRun()

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

/** The smoke tests, HTTP and browser side by side, as soon as the server answers. */
async function smokeTests() {
  const server = await serving
  if (!server) {
    if (!hasBuild && !process.env.APP_URL) console.log('\n(smoke tests not run: no production build; run `npm run build` once, or set APP_URL to a running server)')
    return
  }
  try {
    const pwReport = path.join(reports, 'e2e.json')
    await Promise.all([
      vitestBeside('HTTP smoke tests', 'vitest.api.config.ts', 'api', { env: { APP_URL: server.baseUrl }, extra: ['-t', '@smoke'], filtered: true }),
      fs.existsSync(testChromePath())
        ? stepBeside('browser smoke tests', 'node_modules/.bin/playwright', ['test', '--grep', '@smoke'], { APP_URL: server.baseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport }).then(() => countPlaywright(pwReport, 'browser smoke tests'))
        : console.log('\n(browser smoke tests not run: no Chromium; `node scripts/setup-test-env.mjs` installs it)'),
    ])
  } finally {
    server.stop()
  }
}

// Three lanes on two cores: what waits on a server (its start, then the smoke tests) leaves a
// core to the checks most of the time. One after another they took 195 s, side by side about 2 min.
await Promise.all([
  (async () => {
    await stepBeside('type check', 'node_modules/.bin/tsc', ['--noEmit', '-p', '.'])
    await stepBeside('lint (cached)', 'node_modules/.bin/eslint', ['.', '--max-warnings=0', '--cache', '--cache-location', 'node_modules/.cache/eslint/'])
  })(),
  vitestBeside('unit tests', null, 'unit'),
  smokeTests(),
])

finish()
