#!/usr/bin/env node
/**
 * npm test: sets up what the tests need when missing (scripts/setup-test-env.mjs: Chromium, and
 * PostgreSQL with a fresh database unless TEST_POSTGRES_URI is set), then type check, lint, unit
 * tests beside a production build; that build served on a fresh throwaway SQLite database for the
 * HTTP tests and, once that server answers, on PostgreSQL for the HTTP tests tagged `postgres` and
 * the two-process tests; then the browser tests on the SQLite server once its HTTP tests are done (the
 * PostgreSQL pass ending beside them). Ends with a timing table and
 * one line: "N passed, N failed".
 * What could not be set up is said in one line and its tests are skipped: no Chromium fails the
 * run (its browser tests did not run); no PostgreSQL only skips that pass, except under CI=true.
 * BOXLINE_SKIP_BUILD=1 reuses an existing .next build (local iteration only).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './lib/server.mjs'
import { createTestRun } from './lib/testRun.mjs'
import { setupTestEnv } from './setup-test-env.mjs'

const { reports, failedSteps, step, stepBeside, vitestBeside, timed, countPlaywright, reportCoverage, finish } = createTestRun()

console.log('\n▶ test environment')
const setup = await timed('test environment', setupTestEnv)
if (!setup.postgres.ok && process.env.CI) failedSteps.push('PostgreSQL set-up')

const skipBuild = process.env.BOXLINE_SKIP_BUILD === '1' && fs.existsSync('.next/BUILD_ID')
// Generated data both lanes below read, made once before they start.
step('postal data', 'node', ['scripts/build-postal-data.mjs'])
// The static checks and unit tests run beside the production build (two lanes on two cores). The
// build skips its own type check (BOXLINE_TYPECHECKED): this command's tsc has just done it; a
// plain `npm run build` still checks types. It writes no Turbopack cache (BOXLINE_ONE_OFF_BUILD):
// no later build of a clean clone reads it. The servers start once both lanes are done: started
// beside the unit tests, their seeding and the tests slowed each other (SQLite's start 62 s →
// 118 s, the unit tests 158 s → 205 s) and PostgreSQL's boot lock held the lock tests back.
const staticChecks = (async () => {
  await stepBeside('type check', 'node_modules/.bin/tsc', ['--noEmit', '-p', '.'])
  await stepBeside('lint', 'node_modules/.bin/eslint', ['.', '--max-warnings=0'])
  // With V8 statement coverage of src/ (vitest.config.ts), printed at the end beside its floor.
  await vitestBeside('unit tests', null, 'unit', { extra: ['--coverage'] })
  reportCoverage('coverage/coverage-summary.json')
})()
// A clean build prints no warning (issue 43: an Edge-incompatible call in instrumentation.ts
// printed "Ecmascript file had an error" and the build still passed).
const BUILD_WARNINGS = /Turbopack build encountered \d+ warnings?|Ecmascript file had an error/
const building = skipBuild
  ? Promise.resolve(true)
  : stepBeside('production build', 'npm', ['run', 'build'], { NODE_ENV: 'production', BOXLINE_TYPECHECKED: '1', BOXLINE_ONE_OFF_BUILD: '1' }, { stream: true, refuse: BUILD_WARNINGS })
const [built] = await Promise.all([building, staticChecks])

/**
 * The PostgreSQL pass: two processes started together on the empty database, as production's are
 * (issue 42, finding 7: the second waits for the first one's migrations and seed, then serves),
 * the second as behind TLS (an https SITE_URL: HSTS and secure staff cookies are checked on it).
 * The tagged HTTP files run on the first, then the two-process tests on both.
 */
async function postgresPass(port, servers, dataDir) {
  const started = await timed('server start (PostgreSQL, two processes)', () =>
    Promise.allSettled([
      startServer({ port, databaseUri: process.env.TEST_POSTGRES_URI, label: 'pg', dataDir }),
      startServer({ port: port + 1, databaseUri: process.env.TEST_POSTGRES_URI, label: 'pg-2', dataDir, env: { SITE_URL: 'https://boxline.test' }, healthTimeoutMs: 360_000 }),
    ]),
  )
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  const [pg, pg2] = started.map((result) => result.value)
  await vitestBeside('HTTP tests (PostgreSQL)', 'vitest.api.config.ts', 'api-pg', { env: { APP_URL: pg.baseUrl, APP_LOG_FILE: pg.logFile, DB_KIND: 'postgres' }, filtered: true })
  await vitestBeside('HTTP tests (two processes on PostgreSQL)', 'vitest.processes.config.ts', 'processes', {
    env: { APP_URL: pg.baseUrl, APP_URL_2: pg2.baseUrl, APP_LOG_FILE: pg.logFile, APP_LOG_FILE_2: pg2.logFile },
  })
}

if (built) {
  const servers = []
  const port = Number(process.env.TEST_PORT ?? 3100)
  try {
    // The HTTP tests wait on their servers more than they compute: the SQLite and the PostgreSQL
    // passes run side by side, each on its own server and database.
    // The SQLite server (on the critical path: its HTTP tests, then the browser suite) starts alone;
    // the PostgreSQL pass, a good ten minutes shorter than that path, starts once it answers. Three
    // servers booting and two seeding at once on two cores made SQLite's start 61 s instead of 47 s.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxline-test-'))
    const sqlite = await timed('server start (SQLite)', () => startServer({ port, dataDir }))
    servers.push(sqlite)
    // The two PostgreSQL processes share one data folder (media, secret), as production's do. It
    // starts with the media the SQLite seed wrote, so that seed meets files already there under
    // their names (issue 42, finding 8) without rewriting those the SQLite tests are reading.
    const postgresDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxline-test-pg-'))
    fs.cpSync(path.join(dataDir, 'media'), path.join(postgresDataDir, 'media'), { recursive: true })
    const postgres = process.env.TEST_POSTGRES_URI
      ? postgresPass(port + 1, servers, postgresDataDir).catch((error) => {
          console.error(error)
          failedSteps.push('PostgreSQL pass')
        })
      : (console.log(`\n(${setup.postgres.line})`), Promise.resolve())
    await vitestBeside('HTTP tests (SQLite)', 'vitest.api.config.ts', 'api-sqlite', { env: { APP_URL: sqlite.baseUrl, APP_LOG_FILE: sqlite.logFile }, stream: true })
    // The browser suite starts as soon as its server's HTTP tests are done; the PostgreSQL pass, a
    // minute or so longer, ends beside it (its output is printed whole when it ends).
    const pwReport = path.join(reports, 'e2e.json')
    if (setup.chromium.ok) {
      await stepBeside('browser tests', 'node_modules/.bin/playwright', ['test'], { APP_URL: sqlite.baseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport }, { stream: true })
      countPlaywright(pwReport, 'browser tests')
    } else {
      console.log(`\n(browser tests not run: ${setup.chromium.line})`)
      failedSteps.push('browser tests (no Chromium)')
    }
    await postgres
  } catch (error) {
    console.error(error)
    failedSteps.push('server start')
  } finally {
    for (const s of servers) s.stop()
  }
}

finish()
