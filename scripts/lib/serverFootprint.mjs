/**
 * The server's footprint (issue 46, item 6): resident memory after 5,000 page requests, on the first
 * start of a fresh database (which seeds it) and again after a restart on that database, and how
 * long the restart takes until /api/health answers. The page requests go round the public page types
 * in both languages at 10 connections (autocannon), as a visitor's browser asks for them.
 */
import fs from 'node:fs'
import autocannon from 'autocannon'
import { startServer } from './server.mjs'

export const FOOTPRINT_BUDGETS = { rssMb: 300, restartMs: 3000 }
const REQUESTS = Number(process.env.BENCH_FOOTPRINT_REQUESTS ?? 5000)
const PAGES = [
  '/en', '/fr', '/en/products', '/fr/products', '/en/products/storage-containers', '/fr/products/storage-containers',
  '/en/request-quote', '/fr/request-quote', '/en/request-service', '/fr/request-service', '/en/guest-payment', '/fr/guest-payment',
  '/en/events', '/fr/events', '/en/about-us', '/fr/about-us', '/en/solutions', '/fr/solutions',
  '/en/resources/blogs/preparing-your-site-for-container-delivery', '/fr/resources/blogs/preparing-your-site-for-container-delivery',
]

/** Resident memory of a process, in MB (Linux /proc). */
export function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024)
}

async function pageLoad(baseUrl) {
  let next = 0
  const result = await autocannon({ url: baseUrl, connections: 10, amount: REQUESTS, requests: [{ setupRequest: (req) => ({ ...req, path: PAGES[next++ % PAGES.length] }) }] })
  return { failed: result.non2xx + result.errors + result.timeouts }
}

async function stopped(server) {
  server.stop()
  for (let i = 0; i < 100; i++) {
    if (!(await fetch(`${server.baseUrl}/api/health`).then(() => true, () => false))) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the server at ${server.baseUrl} did not stop`)
}

/** Measures the footprint on `port`; returns its rows and how many miss a budget. */
export async function measureFootprint({ port, log = console.log }) {
  const rows = []
  let started = Date.now()
  const first = await startServer({ port, label: 'footprint', testCaptcha: false })
  const firstStartMs = Date.now() - started
  const firstIdle = residentMb(first.pid)
  const firstLoad = await pageLoad(first.baseUrl)
  rows.push({ run: 'first start (seeds a fresh database)', startMs: firstStartMs, rssIdleMb: firstIdle, rssAfterLoadMb: residentMb(first.pid), failedRequests: firstLoad.failed })
  await stopped(first)
  started = Date.now()
  const again = await startServer({ port, label: 'footprint', dataDir: first.dataDir, testCaptcha: false })
  const restartMs = Date.now() - started
  const againIdle = residentMb(again.pid)
  const againLoad = await pageLoad(again.baseUrl)
  rows.push({ run: 'restart (seeded database)', startMs: restartMs, rssIdleMb: againIdle, rssAfterLoadMb: residentMb(again.pid), failedRequests: againLoad.failed })
  await stopped(again)
  let missed = 0
  for (const row of rows) {
    const misses = [
      row.rssAfterLoadMb > FOOTPRINT_BUDGETS.rssMb && `memory > ${FOOTPRINT_BUDGETS.rssMb} MB`,
      row.run.startsWith('restart') && row.startMs > FOOTPRINT_BUDGETS.restartMs && `restart > ${FOOTPRINT_BUDGETS.restartMs} ms`,
      row.failedRequests > 0 && 'failed requests',
    ].filter(Boolean)
    row.budget = misses.length ? `✗ ${misses.join(', ')}` : '✓'
    if (misses.length) missed++
  }
  log(`footprint: resident memory after ${REQUESTS} page requests (10 connections, ${PAGES.length} pages), and the time to /api/health`)
  return { rows, missed }
}
