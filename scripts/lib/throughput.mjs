/*
 * The throughput table of npm run bench (issue 12): requests per second and p50/p99 latency of a few
 * pages at 10 and 50 connections, next to a static file of the same size served by the same server.
 * The load runs with autocannon, one target at a time; the summing up and the table are pure functions.
 */
import fs from 'node:fs'
import autocannon from 'autocannon'

export const THROUGHPUT_PATHS = ['/en', '/fr', '/en/products/storage-containers', '/en/request-quote']
export const CONNECTIONS = [10, 50]
export const WARMUP_SECONDS = 2
/** What the table is held to (issue 12's Done-when). Every row, the static file's too, must answer only 2xx, without errors. */
export const THROUGHPUT_BUDGETS = {
  paths: ['/en', '/fr', '/en/products/storage-containers'],
  minRps: { connections: 10, value: 1300 },
  maxP99Ms: { connections: 50, value: 50 },
}

// The static reference: a copy of /en's HTML, byte for byte, in public/ (git-ignored). Next's production
// server (`next start`, and a custom server on next({ dev: false }).getRequestHandler()) lists the files of
// public/ once, when it starts: a file added later answers 404. It reads a listed file's content on each
// request, though. So the bench writes a placeholder under that name before it starts the server and
// fills it with the page once the server answers; it then fetches the file and checks its size, so a
// server that keeps public files in memory or serves public/ otherwise cannot go unnoticed.
export const STATIC_PATH = '/bench-static.html'
export const STATIC_FILE = `public${STATIC_PATH}`
export const STATIC_SOURCE = '/en'

// What a CDN's edge (or a browser) sends when it fetches a page: no cookie, gzip accepted. Each server
// compresses as it does for visitors: the static file per request, a cached page once per version.
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' }

/** Puts the placeholder in public/ (before the server starts) and removes the file at exit, however the bench ends. */
export function placeStaticFile() {
  if (!fs.existsSync(STATIC_FILE)) fs.writeFileSync(STATIC_FILE, '<!doctype html><title>bench placeholder</title>\n')
  const remove = () => fs.rmSync(STATIC_FILE, { force: true })
  process.once('exit', remove)
  return { remove }
}

/**
 * Fills the static file with the page at STATIC_SOURCE and checks that the server answers it in full.
 * Returns { bytes } or { note } saying why there is no static reference.
 */
export async function fillStaticFile(baseUrl) {
  const page = await fetch(baseUrl + STATIC_SOURCE, { headers: HEADERS, redirect: 'manual' })
  if (page.status !== 200) return { note: `${STATIC_SOURCE} answered ${page.status}: no static file to compare with` }
  const body = Buffer.from(await page.arrayBuffer())
  fs.writeFileSync(STATIC_FILE, body)
  const served = await fetch(baseUrl + STATIC_PATH, { headers: HEADERS, redirect: 'manual' })
  const servedBytes = (await served.arrayBuffer()).byteLength
  if (served.status !== 200 || servedBytes !== body.length) {
    return {
      note:
        `${STATIC_PATH} answered ${served.status} with ${servedBytes} bytes, not the ${body.length} bytes written to ${STATIC_FILE} ` +
        '(the server lists public/ when it starts: with BENCH_URL, create the file before starting that server)',
    }
  }
  return { bytes: body.length }
}

/** One autocannon run, summed up. */
export async function loadOnce(url, { connections, seconds }) {
  return summarize(await autocannon({ url, connections, duration: seconds, headers: HEADERS }))
}

/** The numbers of the table from an autocannon result (latency and bytes count 2xx answers only, as autocannon records them). */
export function summarize(result) {
  const statuses = Object.keys(result.statusCodeStats ?? {}).filter((code) => !code.startsWith('2'))
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    non2xxStatuses: statuses.sort().join(' '),
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result['2xx'] ? Math.round(result.throughput.total / result['2xx']) : null,
  }
}

/**
 * Each target in turn: a warm-up (discarded), then each connection count. `contentPaths` (the CMS
 * content pages, issue 14) follow, at the first connection count only, marked `contentPage`.
 * `staticPath`, when given, is measured last and marked as the reference. `log` gets one line per run.
 */
export async function measureThroughput(baseUrl, { paths = THROUGHPUT_PATHS, contentPaths = [], staticPath, connections = CONNECTIONS, seconds = 10, warmupSeconds = WARMUP_SECONDS, log = () => {} } = {}) {
  const targets = [
    ...paths.map((path) => ({ path, isStatic: false, contentPage: false, counts: connections })),
    ...contentPaths.filter((path) => !paths.includes(path)).map((path) => ({ path, isStatic: false, contentPage: true, counts: connections.slice(0, 1) })),
    ...(staticPath ? [{ path: staticPath, isStatic: true, contentPage: false, counts: connections }] : []),
  ]
  const rows = []
  for (const { path, isStatic, contentPage, counts } of targets) {
    const warmup = Math.min(warmupSeconds, seconds)
    if (warmup > 0) {
      log(`throughput: ${path} warm-up ${warmup} s`)
      await loadOnce(baseUrl + path, { connections: connections[0], seconds: warmup })
    }
    for (const c of counts) {
      log(`throughput: ${path} at ${c} connections, ${seconds} s`)
      rows.push({ path, connections: c, isStatic, ...(contentPage ? { contentPage } : {}), ...(await loadOnce(baseUrl + path, { connections: c, seconds })) })
    }
  }
  return rows
}

/** Adds to each row its ratio to the static file at the same connection count and the budgets it misses. */
export function judgeThroughput(rows, budgets = THROUGHPUT_BUDGETS) {
  const staticRps = new Map(rows.filter((r) => r.isStatic).map((r) => [r.connections, r.rps]))
  return rows.map((r) => {
    const failures = []
    if (r.non2xx > 0) failures.push(`${r.non2xx} non-2xx${r.non2xxStatuses ? ` (${r.non2xxStatuses})` : ''}`)
    if (r.errors > 0) failures.push(`${r.errors} errors${r.timeouts ? ` (${r.timeouts} timeouts)` : ''}`)
    const budgeted = !r.isStatic && budgets.paths.includes(r.path)
    // Every CMS content page is held to the same rate (issue 14).
    if ((budgeted || r.contentPage) && r.connections === budgets.minRps.connections && !(r.rps >= budgets.minRps.value)) {
      failures.push(`< ${budgets.minRps.value} req/s`)
    }
    if (budgeted && r.connections === budgets.maxP99Ms.connections && !(r.p99Ms < budgets.maxP99Ms.value)) {
      failures.push(`p99 ≥ ${budgets.maxP99Ms.value} ms`)
    }
    const reference = staticRps.get(r.connections)
    return { ...r, ratio: reference ? r.rps / reference : null, failures }
  })
}

const ms = (v) => (typeof v === 'number' ? v.toFixed(1) : '—')
const ratio = (v) => (v === null || v === undefined ? '—' : v < 0.1 ? v.toFixed(3) : v.toFixed(2))

/**
 * The markdown table of judged rows (judgeThroughput), with its caption. `meta` (all optional):
 * seconds, warmupSeconds, baseUrl, date, machine, staticBytes, staticNote, budgets.
 */
export function formatThroughputTable(rows, meta = {}) {
  const budgets = meta.budgets ?? THROUGHPUT_BUDGETS
  const seconds = meta.seconds ?? 10
  const warmup = meta.warmupSeconds ?? WARMUP_SECONDS
  const lines = ['## Throughput', '']
  lines.push(
    `autocannon, ${seconds} s per row after a ${warmup} s warm-up at ${CONNECTIONS[0]} connections, one target at a time` +
      `${meta.baseUrl ? ` against ${meta.baseUrl}` : ''}${meta.date ? ` on ${meta.date}` : ''}${meta.machine ? ` (${meta.machine}, load generator on the same machine)` : ''}. ` +
      'Requests send `Accept: text/html` and `Accept-Encoding: gzip`, no cookie, as a CDN edge or a browser does; bytes are as sent (gzipped). ' +
      'req/s is the mean of the per-second counts; p50/p99 and bytes per response (headers included) count 2xx answers only; ' +
      'errors are connection errors and timeouts. ' +
      (meta.staticNote
        ? `No static reference: ${meta.staticNote}.`
        : `The static file \`${STATIC_PATH}\` is a copy of ${STATIC_SOURCE}'s HTML${meta.staticBytes ? ` (${meta.staticBytes} bytes)` : ''} in public/, served by the same server; ratio = page req/s ÷ static file req/s at the same connection count.`),
    '',
    `Budgets: ${budgets.paths.join(', ')} ≥ ${budgets.minRps.value} req/s at ${budgets.minRps.connections} connections and p99 < ${budgets.maxP99Ms.value} ms at ${budgets.maxP99Ms.connections}; ` +
      (rows.some((r) => r.contentPage) ? `every other CMS content page (measured at ${budgets.minRps.connections} connections only) ≥ ${budgets.minRps.value} req/s; ` : '') +
      'no non-2xx answer and no error on any row. ✗ marks a row that misses one.',
    '',
    '| path | connections | req/s | p50 ms | p99 ms | non-2xx | errors | bytes/response | ratio to static | budget |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  )
  for (const r of rows) {
    lines.push(
      `| ${r.isStatic ? `${r.path} (static)` : r.path} | ${r.connections} | ${Math.round(r.rps)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ` +
        `${r.non2xx}${r.non2xxStatuses ? ` (${r.non2xxStatuses})` : ''} | ${r.errors} | ${r.bytesPerResponse ?? '—'} | ${ratio(r.ratio)} | ` +
        `${r.failures.length ? `✗ ${r.failures.join(', ')}` : '✓'} |`,
    )
  }
  return lines.join('\n') + '\n'
}
