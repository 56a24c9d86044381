#!/usr/bin/env node
/**
 * npm run bench [-- lighthouse | throughput | mixed | scale]: one part alone, or all of them.
 * Lighthouse (mobile) scores and first-load JavaScript of each public page type,
 * in both languages, then a throughput table, against the production build on a fresh seeded database.
 * BENCH_PAGES=/en,/fr limits the Lighthouse pages; BENCH_URL=http://… measures a server already running;
 * BENCH_RUNS (3) Lighthouse runs per page, the median reported; BENCH_PORT (3200) for the server it starts.
 * BENCH_LHR_DIR=dir writes each page's median Lighthouse report (JSON) there, to read its audits.
 * Budgets (ARCHITECTURE.md): performance ≥ 95, accessibility/best practices/SEO 100, JS ≤ 150 KB gz;
 * LCP ≤ 1.8 s on /en, /fr and the configurator (issue 12).
 *
 * Throughput (scripts/lib/throughput.mjs, issue 12): requests per second, p50/p99 latency, non-2xx
 * answers and errors of /en, /fr, /en/products/storage-containers and /en/request-quote at 10 and 50
 * connections, every other published CMS content page in both languages at 10 (issue 14), and of a
 * static file of /en's size served by the same server (public/bench-static.html,
 * git-ignored, written and removed by the bench), with each page's ratio to it. autocannon, one target
 * at a time: a 2 s warm-up, then BENCH_THROUGHPUT_SECONDS (10) per connection count; `Accept: text/html`,
 * no cookie, Accept-Encoding: gzip. Printed and written to bench-results/throughput.md.
 * Budgets: /en, /fr and the configurator ≥ 1,300 req/s at 10 connections and p99 < 50 ms at 50; every
 * CMS content page ≥ 1,300 req/s at 10; no non-2xx answer or error on any row. BENCH_THROUGHPUT=0 skips the table; BENCH_THROUGHPUT_ONLY=1
 * runs the table alone. Any budget missed, Lighthouse's or the table's, makes the exit code 1.
 *
 * Mixed load (scripts/lib/mixedLoad.mjs, issue 16): BENCH_MIXED_SECONDS (60) at 20 connections of
 * page views, configurator calls, new carts and quote submissions with real captcha solutions;
 * every acknowledged write checked afterwards. Written to bench-results/mixed-load.md. Budget: no
 * error status besides intended 429s, no lost or doubled write. BENCH_MIXED=0 skips it;
 * BENCH_MIXED_ONLY=1 runs it alone.
 *
 * Scale (scripts/lib/queryScale.mjs, issue 15): the searched, filtered list queries and the unit
 * search timed with 100 and then 10,000 entries per collection (scripts/scale-fill.ts), on SQLite
 * and on PostgreSQL (a fresh database boxline_scale beside the test one), each on a server of its own
 * on BENCH_SCALE_PORT (3250). Budget: the larger within 1.5× of the smaller. BENCH_SCALE=0 skips it;
 * BENCH_SCALE_ONLY=1 runs it alone; a PostgreSQL that cannot be had is a miss unless BENCH_SCALE_POSTGRES=0.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { cartReadyForPayment } from './lib/benchCart.mjs'
import { firstLoadJsKb } from './lib/firstLoadJs.mjs'
import { formatMixedLoad, runMixedLoad } from './lib/mixedLoad.mjs'
import { scaleBench } from './lib/queryScale.mjs'
import { startServer, TEST_ADMIN } from './lib/server.mjs'
import { ensurePostgres } from './setup-test-env.mjs'
import { fillStaticFile, formatThroughputTable, judgeThroughput, measureThroughput, placeStaticFile, STATIC_PATH, WARMUP_SECONDS } from './lib/throughput.mjs'

// Each public page type in both languages. The cart summary and payment pages are measured with a
// cart made ready for payment through the site's HTTP calls (scripts/lib/benchCart.mjs); they are
// noindex, so Lighthouse's SEO category (which fails any noindex page) is not their budget.
const CART_PAGES = ['/en/cart-summary', '/fr/cart-summary', '/en/cart-summary/checkout-payment', '/fr/cart-summary/checkout-payment']
// Pages kept out of search engines on purpose (the visitor's own cart, the empty cart).
const NOINDEX_PAGES = [...CART_PAGES, '/en/empty-cart', '/fr/empty-cart']
const PAGE_TYPES = [
  '/en', '/fr',
  '/en/products', '/fr/products',
  '/en/products/storage-containers', '/fr/products/storage-containers',
  '/en/request-quote', '/fr/request-quote',
  '/en/request-service', '/fr/request-service',
  '/en/unbounce', '/fr/unbounce',
  '/en/empty-cart', '/fr/empty-cart',
  '/en/request-quote-buy/BX104233', '/fr/request-quote-buy/BX104233',
  '/en/guest-payment', '/fr/guest-payment',
  '/en/events', '/fr/events',
  // Issue 15: a blog article, and the unit search's results page (near Houston, as its browser test searches).
  '/en/resources/blogs/preparing-your-site-for-container-delivery', '/fr/resources/blogs/preparing-your-site-for-container-delivery',
  '/en/search?distance=within250miles&coordinates=29.76%2C-95.36&name=Houston%2C+TX+77002',
  '/fr/search?distance=within250miles&coordinates=29.76%2C-95.36&name=Houston%2C+TX+77002',
  // Two seeded content pages besides the home page (issue 14).
  '/en/about-us', '/fr/about-us', '/en/solutions', '/fr/solutions',
  ...CART_PAGES,
]
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : PAGE_TYPES
const JS_BUDGET_KB = 150
// Issue 12: the largest paint of the home pages and the configurator within 1.8 s on Lighthouse's mobile.
const LCP_BUDGET_MS = 1800
const LCP_BUDGET_PAGES = ['/en', '/fr', '/en/products/storage-containers', '/fr/products/storage-containers']
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// `npm run bench -- <part>` runs one part alone: lighthouse (with each page's first-load
// JavaScript), throughput, mixed or scale; no part runs them all (or as the BENCH_ switches say).
const PARTS = ['lighthouse', 'throughput', 'mixed', 'scale']
const part = process.argv[2]
if (part && !PARTS.includes(part)) throw new Error(`npm run bench -- <part>: the part is one of ${PARTS.join(', ')}, not ${part}`)
const MIXED_ONLY = part === 'mixed' || (!part && process.env.BENCH_MIXED_ONLY === '1')
const THROUGHPUT_ONLY = part === 'throughput' || (!part && process.env.BENCH_THROUGHPUT_ONLY === '1')
const SCALE_ONLY = part === 'scale' || (!part && process.env.BENCH_SCALE_ONLY === '1')
const LIGHTHOUSE_ONLY = part === 'lighthouse'
const THROUGHPUT = process.env.BENCH_THROUGHPUT !== '0' && !MIXED_ONLY && !SCALE_ONLY && !LIGHTHOUSE_ONLY
const LIGHTHOUSE = !THROUGHPUT_ONLY && !MIXED_ONLY && !SCALE_ONLY
const MIXED = process.env.BENCH_MIXED !== '0' && (MIXED_ONLY || !THROUGHPUT_ONLY) && !SCALE_ONLY && !LIGHTHOUSE_ONLY
const SCALE = process.env.BENCH_SCALE !== '0' && (SCALE_ONLY || (!THROUGHPUT_ONLY && !MIXED_ONLY && !LIGHTHOUSE_ONLY))
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60)
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10)
if (!THROUGHPUT && !LIGHTHOUSE && !MIXED && !SCALE) throw new Error('these BENCH_ settings leave nothing to measure')
if (!(THROUGHPUT_SECONDS > 0)) throw new Error(`BENCH_THROUGHPUT_SECONDS must be a positive number of seconds, not ${process.env.BENCH_THROUGHPUT_SECONDS}`)

// The build the server will start (next.config.ts takes NEXT_DIST_DIR as its build folder).
if ((!process.env.BENCH_URL || SCALE) && !fs.existsSync(`${process.env.NEXT_DIST_DIR ?? '.next'}/BUILD_ID`)) {
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
}

// The static file's name must be in public/ before the server starts (see scripts/lib/throughput.mjs).
const staticFile = THROUGHPUT ? placeStaticFile() : null
const server = process.env.BENCH_URL || !(LIGHTHOUSE || THROUGHPUT || MIXED) ? null : await startServer({ port: Number(process.env.BENCH_PORT ?? 3200), label: 'bench', testCaptcha: false })
const baseUrl = process.env.BENCH_URL ?? server?.baseUrl
let failures = 0
try {
  if (LIGHTHOUSE) failures += await lighthouseBench()
  if (THROUGHPUT) failures += await throughputBench()
  if (MIXED) failures += await mixedLoadBench()
} finally {
  server?.stop()
  staticFile?.remove()
}
// On servers of its own (fresh databases it fills), after the others so they do not share the CPU.
if (SCALE) failures += (await scaleBench({ port: Number(process.env.BENCH_SCALE_PORT ?? 3250), ensurePostgres })).failing
process.exit(failures ? 1 : 0)

/** Lighthouse and first-load JavaScript of each page; prints them and returns how many pages miss a budget. */
async function lighthouseBench() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })

  const rows = []
  let failures = 0
  let browser
  try {
    // Every measurement runs in a new tab with the HTTP cache and the origin's storage cleared by hand
    // (Lighthouse's own reset would also drop the cart cookie); a cart page gets a cart of its own.
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const measureOnce = async (path) => {
      const page = await browser.newPage()
      try {
        const cdp = await page.createCDPSession()
        await cdp.send('Network.clearBrowserCache')
        await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'all' })
        if (CART_PAGES.includes(path)) {
          // The httpOnly cart cookie and its readable marker (the header's count), as the site set them.
          for (const pair of (await cartReadyForPayment(baseUrl)).split('; ')) {
            const [name, value] = pair.split('=')
            await browser.setCookie({ name, value, url: baseUrl, httpOnly: name !== 'boxline_has_cart', sameSite: 'Lax' })
          }
        }
        return (await lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', disableStorageReset: true }, undefined, page)).lhr
      } finally {
        await page.close()
      }
    }
    // A run Lighthouse itself fails (e.g. NO_NAVSTART on a busy machine) is tried once more; a page is
    // never reported from a failed run or from the redirect it answered.
    // A page with a query (the unit search results) is compared with its query.
    const samePage = (url, path) => (path.includes('?') ? new URL(url).pathname + new URL(url).search : new URL(url).pathname)
    const measure = async (path) => {
      let lhr = await measureOnce(path)
      if (lhr.runtimeError) lhr = await measureOnce(path)
      if (lhr.runtimeError || samePage(lhr.finalDisplayedUrl, path) !== path) {
        throw new Error(`${path}: Lighthouse measured ${lhr.finalDisplayedUrl} (${lhr.runtimeError?.code ?? 'redirected'}), not the page`)
      }
      return lhr
    }
    for (const path of pages) {
      // Warm the route once so the first measurement is not a cold server render (the same cart then
      // serves the count of its first-load JavaScript).
      const headers = CART_PAGES.includes(path) ? { cookie: await cartReadyForPayment(baseUrl) } : {}
      const warm = await fetch(baseUrl + path, { headers, redirect: 'manual' })
      if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}, not the page`)
      // Lighthouse varies run to run (more so on a busy 2-core machine): take the median of RUNS.
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        runs.push(await measure(path))
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)
      const lhr = runs[Math.floor(runs.length / 2)]
      if (process.env.BENCH_LHR_DIR) {
        fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true })
        fs.writeFileSync(`${process.env.BENCH_LHR_DIR}/${path.replace(/^\//, '').replace(/[^\w.-]+/g, '_') || 'root'}.json`, JSON.stringify(lhr))
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const row = {
        page: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        jsKbGz: Number((await firstLoadJsKb(baseUrl, path, headers)).toFixed(1)),
      }
      const failing = Object.entries(lhr.audits).filter(([, a]) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map(([id]) => id)
      const ok = row.performance >= 95 && row.accessibility === 100 && row.bestPractices === 100 && (row.seo === 100 || NOINDEX_PAGES.includes(path)) && row.jsKbGz <= JS_BUDGET_KB && (row.lcpMs <= LCP_BUDGET_MS || !LCP_BUDGET_PAGES.includes(path))
      if (!ok) {
        failures++
        row.failingAudits = failing.join(' ')
      }
      rows.push(row)
    }
  } finally {
    await browser?.disconnect()
    await chrome.kill()
  }

  console.table(rows.map(({ failingAudits, ...r }) => r))
  for (const r of rows) if (r.failingAudits) console.log(`${r.page} below budget; failing audits: ${r.failingAudits}`)
  fs.mkdirSync('test-results', { recursive: true })
  fs.writeFileSync('test-results/bench.json', JSON.stringify(rows, null, 2))
  console.log(`bench: ${rows.length - failures} passed, ${failures} failed (budgets: perf ≥ 95, a11y/BP/SEO 100, JS ≤ ${JS_BUDGET_KB} KB gz, LCP ≤ ${LCP_BUDGET_MS} ms on /en, /fr and the configurator)`)
  return failures
}

/** The throughput table; prints it, writes bench-results/throughput.md and returns how many rows miss a budget. */
async function throughputBench() {
  const reference = await fillStaticFile(baseUrl)
  if (reference.note) console.log(`throughput: ${reference.note}`)
  const measured = await measureThroughput(baseUrl, {
    contentPaths: await contentPagePaths(),
    staticPath: reference.bytes ? STATIC_PATH : undefined,
    seconds: THROUGHPUT_SECONDS,
    log: (line) => console.log(line),
  })
  const rows = judgeThroughput(measured)
  const table = formatThroughputTable(rows, {
    seconds: THROUGHPUT_SECONDS,
    warmupSeconds: Math.min(WARMUP_SECONDS, THROUGHPUT_SECONDS),
    baseUrl,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: `${os.cpus().length} CPUs, Node ${process.version}`,
    staticBytes: reference.bytes,
    staticNote: reference.note,
  })
  console.log(`\n${table}`)
  fs.mkdirSync('bench-results', { recursive: true })
  fs.writeFileSync('bench-results/throughput.md', table)
  const failing = rows.filter((r) => r.failures.length).length
  console.log(`throughput: ${rows.length - failing} rows within budget, ${failing} below (budgets: /en, /fr, configurator ≥ 1300 req/s at 10 connections, p99 < 50 ms at 50; every CMS content page ≥ 1300 req/s at 10; no non-2xx or errors)`)
  return failing
}

/** Reads the CMS's REST API as staff (the bench server's admin, or ADMIN_EMAIL and ADMIN_PASSWORD with BENCH_URL). */
async function staffReader(purpose) {
  const admin = { email: process.env.ADMIN_EMAIL ?? TEST_ADMIN.email, password: process.env.ADMIN_PASSWORD ?? TEST_ADMIN.password }
  const login = await fetch(`${baseUrl}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
  if (!login.ok) throw new Error(`${purpose}: staff sign-in answered ${login.status} (set ADMIN_EMAIL and ADMIN_PASSWORD with BENCH_URL)`)
  const { token } = await login.json()
  return async (path) => (await fetch(`${baseUrl}/cms-api${path}`, { headers: { authorization: `JWT ${token}` } })).json()
}

/** The address of every published CMS content page in each language (issue 14: each is held to the rate). */
async function contentPagePaths() {
  const staff = await staffReader('throughput')
  const paths = []
  for (const locale of ['en', 'fr']) {
    const { docs } = await staff(`/pages?where[_status][equals]=published&limit=500&depth=0&locale=${locale}&select[slug]=true`)
    for (const { slug } of docs) if (slug) paths.push(slug === 'home' ? `/${locale}` : `/${locale}/${slug}`)
  }
  return paths.sort()
}

/** The mixed load; prints it, writes bench-results/mixed-load.md and returns 1 when it misses its budget. */
async function mixedLoadBench() {
  const staff = await staffReader('mixed load')
  const result = await runMixedLoad(baseUrl, { seconds: MIXED_SECONDS, staff, log: (line) => console.log(line) })
  const report = formatMixedLoad(result, {
    baseUrl,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: `${os.cpus().length} CPUs, Node ${process.version}`,
  })
  console.log(`\n${report}`)
  fs.mkdirSync('bench-results', { recursive: true })
  fs.writeFileSync('bench-results/mixed-load.md', report)
  console.log(`mixed load: ${result.failures.length ? `${result.failures.length} failures` : 'within budget'} (budget: no error status besides intended 429s, no lost or doubled write)`)
  return result.failures.length ? 1 : 0
}
