#!/usr/bin/env node
/**
 * What the tests need beyond `npm install`, set up when missing (used by `npm test` and so by
 * `.ci/run`; run it alone with `node scripts/setup-test-env.mjs`):
 *
 * - Chromium for the browser tests: `CHROME_PATH`, else Debian's headless build of Chromium
 *   (`chromium-headless-shell`, the same Chromium without the desktop browser around it: the browser
 *   suite takes about a fifth less CPU on it), else Debian's `/usr/bin/chromium`; both installed
 *   with apt-get when missing and we are root. playwright.config.ts picks the same one.
 * - PostgreSQL for the second pass of the HTTP tests, unless `TEST_POSTGRES_URI` is set: Debian's
 *   `postgresql` (installed with apt-get when missing and we are root), a cluster started on
 *   127.0.0.1:5432, the role boxline/boxline and a fresh database `boxline_test`; then
 *   `TEST_POSTGRES_URI` points at it. Without root, an already running server with that role is
 *   used as it is.
 *
 * Whatever cannot be done (not root, no network, not Debian) is said in one line with its reason,
 * and the rest goes on. Running it again gives the same result (a new empty test database).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium'
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'
const PG_HOST = '127.0.0.1'
const PG_PORT = 5432
const PG_ROLE = 'boxline'
const PG_DATABASE = 'boxline_test'
export const LOCAL_TEST_POSTGRES_URI = `postgres://${PG_ROLE}:${PG_ROLE}@${PG_HOST}:${PG_PORT}/${PG_DATABASE}`

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', ...options, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', ...options.env } })
  return { ok: result.status === 0, status: result.status, out: (result.stdout ?? '').trim(), err: (result.stderr ?? result.error?.message ?? '').trim() }
}

const has = (command) => run('sh', ['-c', `command -v ${command}`]).ok
const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}
/** The last line of a command's error output, for a one-line reason. */
const reason = (result) => (result.err || result.out).split('\n').filter(Boolean).at(-1) ?? `exit ${result.status}`

let aptUpdated = false
/** apt-get install of Debian packages; null when done, else why not. */
function aptInstall(packages) {
  if (!isRoot()) return 'not root'
  if (!has('apt-get')) return 'no apt-get (not Debian or Ubuntu)'
  if (!aptUpdated) {
    const update = run('apt-get', ['update', '-qq'])
    if (!update.ok) return `apt-get update failed (no network?): ${reason(update)}`
    aptUpdated = true
  }
  const install = run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages])
  return install.ok ? null : `apt-get install ${packages.join(' ')} failed: ${reason(install)}`
}

/** The browser the tests use when CHROME_PATH is not set: the headless build when installed, else Debian's chromium. */
export const testChromePath = () => process.env.CHROME_PATH || (isExecutable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEFAULT_CHROME_PATH)

/**
 * Chromium for Playwright: {ok, line}. Both Debian builds are installed when missing: the
 * headless one runs the suite; the desktop one runs the back/forward cache test (the headless
 * build has none), people's screenshots and the bench's Lighthouse.
 */
export function ensureChromium() {
  if (process.env.CHROME_PATH) {
    const chrome = process.env.CHROME_PATH
    if (isExecutable(chrome)) return { ok: true, line: `Chromium: ${chrome}` }
    return { ok: false, line: `Chromium: CHROME_PATH=${chrome} is not an executable file; set it to a Chromium or Chrome binary` }
  }
  const missing = [
    ...(isExecutable(HEADLESS_SHELL_PATH) ? [] : ['chromium-headless-shell']),
    ...(isExecutable(DEFAULT_CHROME_PATH) ? [] : ['chromium']),
  ]
  const failed = missing.length ? aptInstall(missing) : null
  const installed = missing.length && !failed ? ` (installed ${missing.join(', ')} with apt-get)` : ''
  if (isExecutable(HEADLESS_SHELL_PATH)) return { ok: true, line: `Chromium: ${HEADLESS_SHELL_PATH}${installed}` }
  if (isExecutable(DEFAULT_CHROME_PATH)) return { ok: true, line: `Chromium: ${DEFAULT_CHROME_PATH} (the headless build could not be installed: ${failed ?? 'not found after apt-get'})` }
  return { ok: false, line: `Chromium: not found at ${HEADLESS_SHELL_PATH} or ${DEFAULT_CHROME_PATH} and could not be installed (${failed ?? 'apt-get installed no chromium there'}); install it (apt-get install chromium-headless-shell chromium) or set CHROME_PATH` }
}

const pgReady = () => run('pg_isready', ['-q', '-h', PG_HOST, '-p', String(PG_PORT)]).ok

async function waitForPg(seconds) {
  for (let i = 0; i < seconds && !pgReady(); i++) await new Promise((resolve) => setTimeout(resolve, 1000))
  return pgReady()
}

/** As root, when nothing answers on 127.0.0.1:5432: Debian's postgresql installed and a cluster started there. Null when done, else why not. */
async function startPostgresAsRoot() {
  if (!has('pg_ctlcluster')) {
    const failed = aptInstall(['postgresql'])
    if (failed) return `postgresql is not installed and could not be (${failed})`
    if (await waitForPg(15)) return null // the package's own cluster started
  }
  // A cluster already on port 5432 is started; without one, a cluster of the newest version is created there.
  const clusters = run('pg_lsclusters', ['-h']).out.split('\n').filter(Boolean).map((line) => line.split(/\s+/))
  let cluster = clusters.find((c) => c[2] === String(PG_PORT))
  if (!cluster) {
    const version = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)).at(-1)
    const name = clusters.some((c) => c[0] === version && c[1] === 'main') ? 'boxline' : 'main'
    const created = run('pg_createcluster', ['-p', String(PG_PORT), version, name])
    if (!created.ok) return `pg_createcluster ${version} ${name} failed: ${reason(created)}`
    cluster = [version, name]
  }
  const started = run('pg_ctlcluster', [cluster[0], cluster[1], 'start'])
  return (await waitForPg(30)) ? null : `cluster ${cluster[0]}/${cluster[1]} did not start on ${PG_HOST}:${PG_PORT}: ${reason(started)}`
}

/** As root: the login role boxline/boxline (may create databases), when missing. Null when done, else why not. */
function ensureRoleAsRoot() {
  const role = run('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -q -p ${PG_PORT}`], {
    input: `DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${PG_ROLE}') THEN
    CREATE ROLE ${PG_ROLE} LOGIN PASSWORD '${PG_ROLE}' CREATEDB;
  END IF;
END $$;`,
  })
  return role.ok ? null : `creating the role ${PG_ROLE} as the postgres user failed: ${reason(role)}`
}

/** PostgreSQL for the HTTP tests: {ok, line, uri?}; sets process.env.TEST_POSTGRES_URI when ready. */
export async function ensurePostgres() {
  if (process.env.TEST_POSTGRES_URI) return { ok: true, line: 'PostgreSQL: TEST_POSTGRES_URI is set, used as it is', uri: process.env.TEST_POSTGRES_URI }
  const skipped = (why) => ({ ok: false, line: `PostgreSQL: ${why}; HTTP tests on PostgreSQL skipped (or set TEST_POSTGRES_URI)` })
  if (!pgReady()) {
    if (!isRoot()) return skipped(`no server on ${PG_HOST}:${PG_PORT} and not root to install or start one`)
    const failed = await startPostgresAsRoot()
    if (failed) return skipped(failed)
  }
  // Without root an existing role is used as it is; a failure here shows again below if it matters.
  const roleFailed = isRoot() ? ensureRoleAsRoot() : null
  if (!has('psql')) return skipped('no psql client to create the test database')
  // A fresh database, made by the boxline role itself (its owner), so this works without root too.
  const admin = `postgres://${PG_ROLE}:${PG_ROLE}@${PG_HOST}:${PG_PORT}/postgres`
  const fresh = run('psql', [admin, '-v', 'ON_ERROR_STOP=1', '-q', '-c', `DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`, '-c', `CREATE DATABASE ${PG_DATABASE}`])
  if (!fresh.ok) return skipped(`could not create the database ${PG_DATABASE} as ${PG_ROLE} (${roleFailed ?? reason(fresh)})`)
  process.env.TEST_POSTGRES_URI = LOCAL_TEST_POSTGRES_URI
  return { ok: true, line: `PostgreSQL: fresh database ${PG_DATABASE} on ${PG_HOST}:${PG_PORT} (TEST_POSTGRES_URI=${LOCAL_TEST_POSTGRES_URI})`, uri: LOCAL_TEST_POSTGRES_URI }
}

/** Both parts; prints one line each. */
export async function setupTestEnv() {
  const chromium = ensureChromium()
  console.log(`${chromium.ok ? '✓' : '✗'} ${chromium.line}`)
  const postgres = await ensurePostgres()
  console.log(`${postgres.ok ? '✓' : '✗'} ${postgres.line}`)
  return { chromium, postgres }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const { chromium, postgres } = await setupTestEnv()
  if (postgres.uri) console.log(`TEST_POSTGRES_URI=${postgres.uri}`)
  process.exit(chromium.ok && postgres.ok ? 0 : 1)
}
