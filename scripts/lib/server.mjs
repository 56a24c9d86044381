/* Starts the production build on a throwaway data folder for tests and benchmarks, and stops it. */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const TEST_ADMIN = { email: 'admin@boxline.test', password: 'boxline-test-admin-1' }
/** The payment gateway's signing secret on test servers: HTTP and browser tests mint payment sessions with it. */
export const TEST_PAYMENT_GATEWAY_SECRET = 'boxline-test-payment-gateway-secret-0123456789'
/**
 * Test servers solve the captcha at test strength: both the flag and a key marked as a test key
 * are needed (src/integrations/config.ts), so production never does. `testCaptcha: false` keeps
 * full strength (the bench's mixed load measures the real work).
 */
const TEST_CAPTCHA_ENV = { CAPTCHA_TEST_STRENGTH: 'low', ALTCHA_HMAC_KEY: 'test-only-not-a-production-key-boxline-tests-0123456789' }

export async function waitForHealth(baseUrl, timeoutMs = 180_000, child) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it became healthy`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server at ${baseUrl} did not become healthy in ${timeoutMs} ms`)
}

/**
 * A fresh data folder (SQLite file, media, secret) unless databaseUri points elsewhere. A second
 * process of the same site passes the first one's `dataDir` (shared media and secret), as
 * production's processes share them. `healthTimeoutMs`: how long it may take to answer (a second
 * process started beside the first waits for that one's migrations and seed before its own boot).
 */
export async function startServer({ port, databaseUri, label = 'sqlite', dataDir: sharedDataDir, env: extraEnv = {}, testCaptcha = true, healthTimeoutMs = 180_000 }) {
  // A server left running on this port would answer the health check in place of the new one.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(() => true, () => false)
  if (taken) throw new Error(`port ${port} is already in use: stop the server running there first`)
  const dataDir = sharedDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `boxline-${label}-`))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PAYMENT_GATEWAY_SECRET: TEST_PAYMENT_GATEWAY_SECRET,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Tests stand for many clients by sending X-Forwarded-For from loopback, as a proxy would.
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? 'loopback',
    ...(databaseUri ? { DATABASE_URI: databaseUri } : {}),
    ...(testCaptcha ? TEST_CAPTCHA_ENV : {}),
    ...extraEnv,
  }
  const logFile = path.join(dataDir, sharedDataDir ? `server-${label}.log` : 'server.log')
  const out = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, ['server/index.mjs'], { env, stdio: ['ignore', out, out], detached: true })
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(baseUrl, healthTimeoutMs, child)
  } catch (error) {
    console.error(fs.readFileSync(logFile, 'utf8').slice(-4000))
    stop(child)
    throw error
  }
  return { baseUrl, dataDir, logFile, pid: child.pid, stop: () => stop(child) }
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    /* already gone */
  }
}
