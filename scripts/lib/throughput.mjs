/*
 * The throughput part of npm run bench (issues 12 and 41): requests per second and p50/p99 latency of
 * a few pages at 10 and 50 connections, each beside a plain Node server sending the same bytes (the
 * /en page as the app sent it, gzipped, with its headers) on the next port: the most this machine can
 * serve of that answer in that run. The budgets are ratios to it, so a shared, noisy machine moves
 * both sides together. autocannon, one target at a time; the summing up and the table are pure functions.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

export const THROUGHPUT_PATHS = ['/en', '/fr', '/en/products/storage-containers', '/en/request-quote']
export const CONNECTIONS = [10, 50]
export const WARMUP_SECONDS = 2
/** The page whose answer the plain server sends. */
export const REFERENCE_SOURCE = '/en'
export const REFERENCE_LABEL = 'plain Node server'
/**
 * What the table is held to, as ratios to the plain server in the same run (issue 41). Every row,
 * the reference's too, must answer only 2xx, without errors.
 */
export const THROUGHPUT_BUDGETS = {
  paths: ['/en', '/fr', '/en/products/storage-containers'],
  minRatio: { connections: 10, value: 0.2 },
  maxP99Ratio: { connections: 50, value: 20 },
}

// What a CDN's edge (or a browser) sends when it fetches a page: no cookie, gzip accepted. Each server
// compresses as it does for visitors: a cached page once per version.
const HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip' }
// Headers of the page's answer the plain server sends too (the rest describe one answer: date, ids).
const KEPT_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'vary', 'content-security-policy']

/** The page's answer as sent on the wire (not decompressed): status, the headers kept, body bytes. */
export function capturePage(baseUrl, pagePath) {
  return new Promise((resolve, reject) => {
    http
      .get(baseUrl + pagePath, { headers: HEADERS }, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const headers = Object.fromEntries(KEPT_HEADERS.filter((name) => res.headers[name] !== undefined).map((name) => [name, res.headers[name]]))
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) })
        })
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/**
 * Starts the plain Node server (scripts/lib/plainServer.mjs, a process of its own, as the app is)
 * on `port` (0: any free one), sending `page` to every request. Returns { baseUrl, bytes, stop }.
 */
export async function startPlainServer(port, page) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'boxline-plain-'))
  fs.writeFileSync(path.join(folder, 'body'), page.body)
  fs.writeFileSync(path.join(folder, 'headers.json'), JSON.stringify(page.headers))
  const child = spawn(process.execPath, [new URL('./plainServer.mjs', import.meta.url).pathname, String(port), folder], { stdio: ['ignore', 'pipe', 'inherit'] })
  const listening = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the plain server exited with code ${code}`)))
    child.stdout.once('data', (line) => resolve(Number(/on (\d+)/.exec(String(line))?.[1])))
  })
  const stop = () => {
    child.kill()
    fs.rmSync(folder, { recursive: true, force: true })
  }
  return { baseUrl: `http://127.0.0.1:${listening}`, bytes: page.body.length, stop }
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
 * `referenceUrl`, when given (the plain server), is measured last and marked `isReference`. `log`
 * gets one line per run.
 */
export async function measureThroughput(baseUrl, { paths = THROUGHPUT_PATHS, contentPaths = [], referenceUrl, connections = CONNECTIONS, seconds = 10, warmupSeconds = WARMUP_SECONDS, log = () => {} } = {}) {
  const targets = [
    ...paths.map((path) => ({ path, url: baseUrl + path, isReference: false, contentPage: false, counts: connections })),
    ...contentPaths.filter((path) => !paths.includes(path)).map((path) => ({ path, url: baseUrl + path, isReference: false, contentPage: true, counts: connections.slice(0, 1) })),
    ...(referenceUrl ? [{ path: REFERENCE_LABEL, url: referenceUrl, isReference: true, contentPage: false, counts: connections }] : []),
  ]
  const rows = []
  for (const { path, url, isReference, contentPage, counts } of targets) {
    const warmup = Math.min(warmupSeconds, seconds)
    if (warmup > 0) {
      log(`throughput: ${path} warm-up ${warmup} s`)
      await loadOnce(url, { connections: connections[0], seconds: warmup })
    }
    for (const c of counts) {
      log(`throughput: ${path} at ${c} connections, ${seconds} s`)
      rows.push({ path, connections: c, isReference, ...(contentPage ? { contentPage } : {}), ...(await loadOnce(url, { connections: c, seconds })) })
    }
  }
  return rows
}

/**
 * Adds to each row its ratios to the plain server at the same connection count (req/s, p99) and the
 * budgets it misses. Without a reference the ratios are empty and every ratio budget is missed.
 */
export function judgeThroughput(rows, budgets = THROUGHPUT_BUDGETS) {
  const reference = new Map(rows.filter((r) => r.isReference).map((r) => [r.connections, r]))
  return rows.map((r) => {
    const failures = []
    if (r.non2xx > 0) failures.push(`${r.non2xx} non-2xx${r.non2xxStatuses ? ` (${r.non2xxStatuses})` : ''}`)
    if (r.errors > 0) failures.push(`${r.errors} errors${r.timeouts ? ` (${r.timeouts} timeouts)` : ''}`)
    const plain = reference.get(r.connections)
    const ratio = plain && plain.rps > 0 ? r.rps / plain.rps : null
    const p99Ratio = plain && plain.p99Ms > 0 ? r.p99Ms / plain.p99Ms : null
    const budgeted = !r.isReference && budgets.paths.includes(r.path)
    // Every CMS content page is held to the same rate (issue 14).
    if ((budgeted || r.contentPage) && r.connections === budgets.minRatio.connections && !(ratio >= budgets.minRatio.value)) {
      failures.push(`< ${budgets.minRatio.value} × plain req/s`)
    }
    if (budgeted && r.connections === budgets.maxP99Ratio.connections && !(p99Ratio !== null && p99Ratio <= budgets.maxP99Ratio.value)) {
      failures.push(`p99 > ${budgets.maxP99Ratio.value} × plain`)
    }
    return { ...r, ratio, p99Ratio, failures }
  })
}

const ms = (v) => (typeof v === 'number' ? v.toFixed(1) : '—')
const ratio = (v) => (v === null || v === undefined ? '—' : v < 0.1 ? v.toFixed(3) : v.toFixed(2))

/**
 * The markdown table of judged rows (judgeThroughput), with its caption. `meta` (all optional):
 * seconds, warmupSeconds, baseUrl, date, machine, referenceBytes, budgets.
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
      `The ${REFERENCE_LABEL} sends ${REFERENCE_SOURCE}'s answer as the app sent it${meta.referenceBytes ? ` (${meta.referenceBytes} bytes)` : ''}, from memory, in a process of its own on the next port; ` +
      'ratio = page req/s ÷ its req/s, p99 ratio = page p99 ÷ its p99, at the same connection count.',
    '',
    `Budgets: ${budgets.paths.join(', ')} ≥ ${budgets.minRatio.value} × the plain server's req/s at ${budgets.minRatio.connections} connections and p99 ≤ ${budgets.maxP99Ratio.value} × its p99 at ${budgets.maxP99Ratio.connections}; ` +
      (rows.some((r) => r.contentPage) ? `every other CMS content page (measured at ${budgets.minRatio.connections} connections only) ≥ ${budgets.minRatio.value} × its req/s; ` : '') +
      'no non-2xx answer and no error on any row. ✗ marks a row that misses one.',
    '',
    '| path | connections | req/s | p50 ms | p99 ms | non-2xx | errors | bytes/response | ratio to plain | p99 ratio | budget |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
  )
  for (const r of rows) {
    lines.push(
      `| ${r.isReference ? `(${r.path})` : r.path} | ${r.connections} | ${Math.round(r.rps)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ` +
        `${r.non2xx}${r.non2xxStatuses ? ` (${r.non2xxStatuses})` : ''} | ${r.errors} | ${r.bytesPerResponse ?? '—'} | ${ratio(r.ratio)} | ${ratio(r.p99Ratio)} | ` +
        `${r.failures.length ? `✗ ${r.failures.join(', ')}` : '✓'} |`,
    )
  }
  return lines.join('\n') + '\n'
}
