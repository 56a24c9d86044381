#!/usr/bin/env node
/**
 * npm test: sets up what the tests need when missing (scripts/setup-test-env.mjs: Chromium, and
 * PostgreSQL with a fresh database unless TEST_POSTGRES_URI is set), then type check, lint, unit
 * tests, a production build served on a fresh throwaway SQLite database for the HTTP and browser
 * tests, and the HTTP tests again on PostgreSQL. Ends with one line: "N passed, N failed".
 * What could not be set up is said in one line and its tests are skipped: no Chromium fails the
 * run (its browser tests did not run); no PostgreSQL only skips that pass, except under CI=true.
 * BOXLINE_SKIP_BUILD=1 reuses an existing .next build (local iteration only).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './lib/server.mjs'
import { setupTestEnv } from './setup-test-env.mjs'

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'boxline-reports-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const runStart = Date.now()
/** The closing table: each phase's wall time and test count, the slowest tests, the tests that needed a retry. */
const phases = []
const testDurations = []
const retried = []
let failedSteps = []
// The names of failed tests, repeated at the end: a long log is often read from its tail only.
const failedTests = []

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  phases.push({ name, ms: Date.now() - started, ok: result.status === 0 })
  if (result.status !== 0) failedSteps.push(name)
  return result.status === 0
}

/** Runs an async phase that is no command (set-up, a server start) and records its time. */
async function timed(name, fn) {
  const started = Date.now()
  try {
    return await fn()
  } finally {
    phases.push({ name, ms: Date.now() - started, ok: true })
  }
}

/** Adds a phase's test count to its row of the closing table. */
function countPhase(name, count) {
  const phase = phases.findLast((p) => p.name === name)
  if (phase) phase.tests = count
}

function countVitest(file, phase) {
  if (!fs.existsSync(file)) return
  const r = JSON.parse(fs.readFileSync(file, 'utf8'))
  countPhase(phase, r.numTotalTests)
  for (const f of r.testResults)
    for (const a of f.assertionResults) testDurations.push({ ms: a.duration ?? 0, name: `${phase}: ${path.relative('.', f.name)} › ${a.fullName}` })
  totals.passed += r.numPassedTests
  // A file that fails to load has no failed tests but must still count as a failure.
  totals.failed += r.numFailedTests + r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0)
  for (const f of r.testResults) {
    if (f.status === 'failed' && f.assertionResults.length === 0) failedTests.push(`${path.relative('.', f.name)}: ${firstLine(f.message)}`)
    for (const a of f.assertionResults)
      if (a.status === 'failed') failedTests.push(`${path.relative('.', f.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`)
  }
}

const firstLine = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 300)

function failedPlaywrightTests(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? []) {
      const name = `${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')} [${t.projectName}]`
      for (const r of t.results ?? []) testDurations.push({ ms: r.duration ?? 0, name: `browser: ${name}` })
      if (t.status === 'flaky') retried.push(name)
      if (t.status === 'unexpected') {
        const error = t.results?.at(-1)?.error?.message
        failedTests.push(`${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')}: ${firstLine(error)}`)
      } else if (t.status === 'skipped' && t.results?.length) failedTests.push(`(skipped) ${spec.file}:${spec.line} › ${spec.title}`)
    }
  for (const child of suite.suites ?? []) failedPlaywrightTests(child, here)
}

function countPlaywright(file, phase) {
  if (!fs.existsSync(file)) return
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'))
  countPhase(phase, stats.expected + (stats.flaky ?? 0) + stats.unexpected + stats.skipped)
  totals.passed += stats.expected + (stats.flaky ?? 0)
  totals.failed += stats.unexpected
  totals.skipped += stats.skipped
  for (const suite of JSON.parse(fs.readFileSync(file, 'utf8')).suites ?? []) failedPlaywrightTests(suite)
}

const vitest = (name, config, out, env = {}) =>
  step(name, 'node_modules/.bin/vitest', ['run', ...(config ? ['--config', config] : []), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env) ||
  true

console.log('\n▶ test environment')
const setup = await timed('test environment', setupTestEnv)
if (!setup.postgres.ok && process.env.CI) failedSteps.push('PostgreSQL set-up')

step('type check', 'node_modules/.bin/tsc', ['--noEmit', '-p', '.'])
step('lint', 'node_modules/.bin/eslint', ['.', '--max-warnings=0'])
vitest('unit tests', null, path.join(reports, 'unit.json'))
countVitest(path.join(reports, 'unit.json'), 'unit tests')

const skipBuild = process.env.BOXLINE_SKIP_BUILD === '1' && fs.existsSync('.next/BUILD_ID')
const built = skipBuild || step('production build', 'npm', ['run', 'build'], { NODE_ENV: 'production' })

if (built) {
  const servers = []
  try {
    const sqlite = await timed('server start (SQLite)', () => startServer({ port: Number(process.env.TEST_PORT ?? 3100) }))
    servers.push(sqlite)
    vitest('HTTP tests (SQLite)', 'vitest.api.config.ts', path.join(reports, 'api-sqlite.json'), { APP_URL: sqlite.baseUrl, APP_LOG_FILE: sqlite.logFile })
    countVitest(path.join(reports, 'api-sqlite.json'), 'HTTP tests (SQLite)')
    const pwReport = path.join(reports, 'e2e.json')
    if (setup.chromium.ok) {
      step('browser tests', 'node_modules/.bin/playwright', ['test'], { APP_URL: sqlite.baseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport })
      countPlaywright(pwReport, 'browser tests')
    } else {
      console.log(`\n(browser tests not run: ${setup.chromium.line})`)
      failedSteps.push('browser tests (no Chromium)')
    }

    if (process.env.TEST_POSTGRES_URI) {
      const pg = await timed('server start (PostgreSQL)', () => startServer({ port: Number(process.env.TEST_PORT ?? 3100) + 1, databaseUri: process.env.TEST_POSTGRES_URI, label: 'pg' }))
      servers.push(pg)
      vitest('HTTP tests (PostgreSQL)', 'vitest.api.config.ts', path.join(reports, 'api-pg.json'), { APP_URL: pg.baseUrl, APP_LOG_FILE: pg.logFile, DB_KIND: 'postgres' })
      countVitest(path.join(reports, 'api-pg.json'), 'HTTP tests (PostgreSQL)')
      // A second process on the same database, media folder and secret, as production runs them,
      // and as behind TLS (an https SITE_URL): HSTS and secure staff cookies are checked on it.
      const pg2 = await startServer({ port: Number(process.env.TEST_PORT ?? 3100) + 2, databaseUri: process.env.TEST_POSTGRES_URI, label: 'pg-2', dataDir: pg.dataDir, env: { SITE_URL: 'https://boxline.test' } })
      servers.push(pg2)
      vitest('HTTP tests (two processes on PostgreSQL)', 'vitest.processes.config.ts', path.join(reports, 'processes.json'), { APP_URL: pg.baseUrl, APP_URL_2: pg2.baseUrl })
      countVitest(path.join(reports, 'processes.json'), 'HTTP tests (two processes on PostgreSQL)')
    } else {
      console.log(`\n(${setup.postgres.line})`)
    }
  } catch (error) {
    console.error(error)
    failedSteps.push('server start')
  } finally {
    for (const s of servers) s.stop()
  }
}

printTimings()
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  - ${t}`).join('\n')}`)
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(failedSteps.length || totals.failed ? 1 : 0)

function printTimings() {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
  const rows = phases.map((p) => `| ${p.name}${p.ok ? '' : ' (failed)'} | ${seconds(p.ms)} | ${p.tests ?? ''} |`)
  console.log(`\nTimings (wall time ${seconds(Date.now() - runStart)}):\n| phase | wall time | tests |\n|---|--:|--:|\n${rows.join('\n')}`)
  const slowest = testDurations.sort((a, b) => b.ms - a.ms).slice(0, 15)
  if (slowest.length) console.log(`\nSlowest tests:\n${slowest.map((t) => `  ${seconds(t.ms).padStart(8)}  ${t.name}`).join('\n')}`)
  if (retried.length) console.log(`\nPassed on their retry (flaky, fix their cause):\n${retried.map((t) => `  - ${t}`).join('\n')}`)
}
