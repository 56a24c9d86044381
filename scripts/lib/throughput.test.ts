import { describe, expect, it } from 'vitest'
import { formatThroughputTable, judgeThroughput, summarize, THROUGHPUT_BUDGETS } from './throughput.mjs'

type Row = Parameters<typeof judgeThroughput>[0][number]

const row = (path: string, connections: number, over: Partial<Row> = {}): Row => ({
  path,
  connections,
  isStatic: false,
  rps: 2000,
  p50Ms: 4,
  p99Ms: 20,
  non2xx: 0,
  non2xxStatuses: '',
  errors: 0,
  timeouts: 0,
  bytesPerResponse: 42_500,
  ...over,
})

const staticRows = [row('/bench-static.html', 10, { isStatic: true, rps: 8000 }), row('/bench-static.html', 50, { isStatic: true, rps: 10_000 })]

describe('judgeThroughput', () => {
  it('passes a budgeted page that meets both budgets, with its ratio to the static file at the same connection count', () => {
    const judged = judgeThroughput([row('/en', 10), row('/en', 50, { rps: 2500 }), ...staticRows])
    expect(judged.map((r: { failures: string[]; ratio?: number }) => r.failures)).toEqual([[], [], [], []])
    expect(judged.map((r: { failures: string[]; ratio?: number }) => r.ratio)).toEqual([0.25, 0.25, 1, 1])
  })

  it('holds every other CMS content page to ≥ 1300 req/s at 10 connections, and says so in the caption', () => {
    const judged = judgeThroughput([row('/en/about-us', 10, { contentPage: true, rps: 1299 }), row('/fr/solutions', 10, { contentPage: true, rps: 1300 }), row('/en/request-quote', 10, { rps: 10 })])
    expect(judged.map((r: { failures: string[] }) => r.failures)).toEqual([['< 1300 req/s'], [], []])
    expect(formatThroughputTable(judged)).toContain('every other CMS content page (measured at 10 connections only) ≥ 1300 req/s')
    expect(formatThroughputTable(judgeThroughput([row('/en', 10)]))).not.toContain('CMS content page')
  })

  it('holds /en, /fr and the configurator to ≥ 1300 req/s at 10 connections and p99 < 50 ms at 50', () => {
    const judged = judgeThroughput([
      row('/en', 10, { rps: 1299.9 }),
      row('/fr', 50, { p99Ms: 50 }),
      row('/en/products/storage-containers', 10, { rps: 1300, p99Ms: 400 }),
      row('/en/products/storage-containers', 50, { rps: 90, p99Ms: 49.9 }),
    ])
    expect(judged.map((r: { failures: string[]; ratio?: number }) => r.failures)).toEqual([['< 1300 req/s'], ['p99 ≥ 50 ms'], [], []])
  })

  it('holds the request-quote page and the static file only to answering 2xx without errors', () => {
    const judged = judgeThroughput([
      row('/en/request-quote', 10, { rps: 80 }),
      row('/en/request-quote', 50, { p99Ms: 900, non2xx: 3, non2xxStatuses: '500' }),
      row('/bench-static.html', 50, { isStatic: true, rps: 1, errors: 2, timeouts: 2 }),
    ])
    expect(judged.map((r: { failures: string[]; ratio?: number }) => r.failures)).toEqual([[], ['3 non-2xx (500)'], ['2 errors (2 timeouts)']])
  })

  it('fails a budgeted row that has no number (no request answered)', () => {
    expect(judgeThroughput([row('/en', 10, { rps: Number.NaN })])[0].failures).toEqual(['< 1300 req/s'])
  })

  it('leaves the ratio empty without a static reference', () => {
    expect(judgeThroughput([row('/en', 10)])[0].ratio).toBeNull()
  })

  it('takes other budgets', () => {
    const budgets = { ...THROUGHPUT_BUDGETS, minRps: { connections: 10, value: 50 } }
    expect(judgeThroughput([row('/en', 10, { rps: 60 })], budgets)[0].failures).toEqual([])
  })
})

describe('summarize', () => {
  it('takes the mean req/s, the 2xx latency percentiles and the bytes of a 2xx answer from an autocannon result', () => {
    const summary = summarize({
      requests: { average: 101.5 },
      latency: { p50: 95, p99: 310 },
      throughput: { total: 4_300_000 },
      non2xx: 3,
      errors: 1,
      timeouts: 1,
      '2xx': 100,
      statusCodeStats: { 200: { count: 100 }, 503: { count: 2 }, 404: { count: 1 } },
    })
    expect(summary).toEqual({ rps: 101.5, p50Ms: 95, p99Ms: 310, non2xx: 3, non2xxStatuses: '404 503', errors: 1, timeouts: 1, bytesPerResponse: 43_000 })
  })

  it('has no bytes per response when nothing answered 2xx', () => {
    const summary = summarize({ requests: { average: 0 }, latency: { p50: 0, p99: 0 }, throughput: { total: 0 }, non2xx: 0, errors: 5, timeouts: 5, '2xx': 0, statusCodeStats: {} })
    expect(summary.bytesPerResponse).toBeNull()
  })
})

describe('formatThroughputTable', () => {
  const judged = judgeThroughput([
    row('/en', 10, { rps: 101.4, p50Ms: 95.25, p99Ms: 180 }),
    row('/en/request-quote', 50, { rps: 4000 }),
    row('/en', 50, { non2xx: 2, non2xxStatuses: '500 503', errors: 1 }),
    ...staticRows,
  ])
  const table = formatThroughputTable(judged, { seconds: 10, warmupSeconds: 2, baseUrl: 'http://127.0.0.1:3200', date: '2026-11-24 21:30 UTC', machine: '2 CPUs, Node v20', staticBytes: 42_228 })
  const lines = table.trim().split('\n')

  it('has one markdown row per path and connection count, in the order given', () => {
    expect(lines.filter((l) => l.startsWith('| '))).toEqual([
      '| path | connections | req/s | p50 ms | p99 ms | non-2xx | errors | bytes/response | ratio to static | budget |',
      '| /en | 10 | 101 | 95.3 | 180.0 | 0 | 0 | 42500 | 0.013 | ✗ < 1300 req/s |',
      '| /en/request-quote | 50 | 4000 | 4.0 | 20.0 | 0 | 0 | 42500 | 0.40 | ✓ |',
      '| /en | 50 | 2000 | 4.0 | 20.0 | 2 (500 503) | 1 | 42500 | 0.20 | ✗ 2 non-2xx (500 503), 1 errors |',
      '| /bench-static.html (static) | 10 | 8000 | 4.0 | 20.0 | 0 | 0 | 42500 | 1.00 | ✓ |',
      '| /bench-static.html (static) | 50 | 10000 | 4.0 | 20.0 | 0 | 0 | 42500 | 1.00 | ✓ |',
    ])
    expect(lines[lines.indexOf(lines.find((l) => l.startsWith('| path'))!) + 1]).toBe('|---|--:|--:|--:|--:|--:|--:|--:|--:|---|')
  })

  it('says how it was measured: gzip accepted, no cookie, the static file and the budgets', () => {
    expect(table).toContain('## Throughput')
    expect(table).toContain('`Accept-Encoding: gzip`, no cookie, as a CDN edge or a browser does')
    expect(table).toContain('10 s per row after a 2 s warm-up')
    expect(table).toContain('against http://127.0.0.1:3200 on 2026-11-24 21:30 UTC (2 CPUs, Node v20, load generator on the same machine)')
    expect(table).toContain("a copy of /en's HTML (42228 bytes)")
    expect(table).toContain('/en, /fr, /en/products/storage-containers ≥ 1300 req/s at 10 connections and p99 < 50 ms at 50')
  })

  it('says why there is no static reference, and leaves the ratio empty', () => {
    const alone = formatThroughputTable(judgeThroughput([row('/en', 10)]), { staticNote: '/bench-static.html answered 404' })
    expect(alone).toContain('No static reference: /bench-static.html answered 404.')
    expect(alone).toContain('| /en | 10 | 2000 | 4.0 | 20.0 | 0 | 0 | 42500 | — | ✓ |')
  })
})
