import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { capturePage, formatThroughputTable, judgeThroughput, startPlainServer, summarize, THROUGHPUT_BUDGETS } from './throughput.mjs'

type Row = Parameters<typeof judgeThroughput>[0][number]
type Judged = { failures: string[]; ratio: number | null; p99Ratio: number | null }

const row = (path: string, connections: number, over: Partial<Row> = {}): Row => ({
  path,
  connections,
  isReference: false,
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

const plain = [row('plain Node server', 10, { isReference: true, rps: 8000, p99Ms: 5 }), row('plain Node server', 50, { isReference: true, rps: 10_000, p99Ms: 10 })]

describe('judgeThroughput', () => {
  it('passes a budgeted page that meets both ratios, and gives its ratios to the plain server at the same connection count', () => {
    const judged = judgeThroughput([row('/en', 10, { rps: 1600 }), row('/en', 50, { rps: 2500, p99Ms: 200 }), ...plain]) as Judged[]
    expect(judged.map((r) => r.failures)).toEqual([[], [], [], []])
    expect(judged.map((r) => r.ratio)).toEqual([0.2, 0.25, 1, 1])
    expect(judged.map((r) => r.p99Ratio)).toEqual([4, 20, 1, 1])
  })

  it('holds /en, /fr and the configurator to ≥ 0.2 × the plain req/s at 10 connections and p99 ≤ 20 × its p99 at 50', () => {
    const judged = judgeThroughput([
      row('/en', 10, { rps: 1599 }),
      row('/fr', 50, { p99Ms: 200.1 }),
      row('/en/products/storage-containers', 10, { rps: 1600, p99Ms: 400 }),
      row('/en/products/storage-containers', 50, { rps: 90, p99Ms: 200 }),
      ...plain,
    ]) as Judged[]
    expect(judged.slice(0, 4).map((r) => r.failures)).toEqual([['< 0.2 × plain req/s'], ['p99 > 20 × plain'], [], []])
  })

  it('holds every other CMS content page to the same rate at 10 connections, and says so in the caption', () => {
    const judged = judgeThroughput([row('/en/about-us', 10, { contentPage: true, rps: 1599 }), row('/fr/solutions', 10, { contentPage: true, rps: 1600 }), row('/en/request-quote', 10, { rps: 10 }), ...plain]) as Judged[]
    expect(judged.slice(0, 3).map((r) => r.failures)).toEqual([['< 0.2 × plain req/s'], [], []])
    expect(formatThroughputTable(judged as never)).toContain('every other CMS content page (measured at 10 connections only) ≥ 0.2 × its req/s')
    expect(formatThroughputTable(judgeThroughput([row('/en', 10), ...plain]))).not.toContain('CMS content page')
  })

  it('holds the request-quote page and the plain server only to answering 2xx without errors', () => {
    const judged = judgeThroughput([
      row('/en/request-quote', 10, { rps: 80 }),
      row('/en/request-quote', 50, { p99Ms: 900, non2xx: 3, non2xxStatuses: '500' }),
      row('plain Node server', 50, { isReference: true, rps: 1, errors: 2, timeouts: 2 }),
    ]) as Judged[]
    expect(judged.map((r) => r.failures)).toEqual([[], ['3 non-2xx (500)'], ['2 errors (2 timeouts)']])
  })

  it('fails a budgeted row without a reference to compare with, or without a number (nothing answered)', () => {
    expect((judgeThroughput([row('/en', 10)])[0] as Judged).failures).toEqual(['< 0.2 × plain req/s'])
    expect((judgeThroughput([row('/en', 10)])[0] as Judged).ratio).toBeNull()
    expect((judgeThroughput([row('/en', 10, { rps: Number.NaN }), ...plain])[0] as Judged).failures).toEqual(['< 0.2 × plain req/s'])
    expect((judgeThroughput([row('/en', 50), row('plain Node server', 50, { isReference: true, p99Ms: 0 })])[0] as Judged).failures).toEqual(['p99 > 20 × plain'])
  })

  it('takes other budgets', () => {
    const budgets = { ...THROUGHPUT_BUDGETS, minRatio: { connections: 10, value: 0.01 } }
    expect((judgeThroughput([row('/en', 10, { rps: 100 }), ...plain], budgets)[0] as Judged).failures).toEqual([])
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
    ...plain,
  ])
  const table = formatThroughputTable(judged, { seconds: 10, warmupSeconds: 2, baseUrl: 'http://127.0.0.1:3200', date: '2026-11-24 21:30 UTC', machine: '2 CPUs, Node v20', referenceBytes: 42_228 })
  const lines = table.trim().split('\n')

  it('has one markdown row per path and connection count, in the order given, the reference in brackets', () => {
    expect(lines.filter((l) => l.startsWith('| '))).toEqual([
      '| path | connections | req/s | p50 ms | p99 ms | non-2xx | errors | bytes/response | ratio to plain | p99 ratio | budget |',
      '| /en | 10 | 101 | 95.3 | 180.0 | 0 | 0 | 42500 | 0.013 | 36.00 | ✗ < 0.2 × plain req/s |',
      '| /en/request-quote | 50 | 4000 | 4.0 | 20.0 | 0 | 0 | 42500 | 0.40 | 2.00 | ✓ |',
      '| /en | 50 | 2000 | 4.0 | 20.0 | 2 (500 503) | 1 | 42500 | 0.20 | 2.00 | ✗ 2 non-2xx (500 503), 1 errors |',
      '| (plain Node server) | 10 | 8000 | 4.0 | 5.0 | 0 | 0 | 42500 | 1.00 | 1.00 | ✓ |',
      '| (plain Node server) | 50 | 10000 | 4.0 | 10.0 | 0 | 0 | 42500 | 1.00 | 1.00 | ✓ |',
    ])
    expect(lines[lines.indexOf(lines.find((l) => l.startsWith('| path'))!) + 1]).toBe('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|')
  })

  it('says how it was measured: gzip accepted, no cookie, the plain server and the budgets', () => {
    expect(table).toContain('## Throughput')
    expect(table).toContain('`Accept-Encoding: gzip`, no cookie, as a CDN edge or a browser does')
    expect(table).toContain('10 s per row after a 2 s warm-up')
    expect(table).toContain('against http://127.0.0.1:3200 on 2026-11-24 21:30 UTC (2 CPUs, Node v20, load generator on the same machine)')
    expect(table).toContain("The plain Node server sends /en's answer as the app sent it (42228 bytes)")
    expect(table).toContain("/en, /fr, /en/products/storage-containers ≥ 0.2 × the plain server's req/s at 10 connections and p99 ≤ 20 × its p99 at 50")
  })
})

describe('the plain server', () => {
  it('sends the answer it was given, byte for byte, with its headers', async () => {
    const body = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02, 0x03])
    const server = await startPlainServer(0, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }, body })
    try {
      const answer = await capturePage(server.baseUrl, '/any/path')
      expect(answer.status).toBe(200)
      expect(answer.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
      expect(answer.body.equals(body)).toBe(true)
      expect(server.bytes).toBe(body.length)
    } finally {
      server.stop()
    }
  })

  it('capturePage keeps the answer as sent, not decompressed', async () => {
    const gz = Buffer.from('not really gzip')
    const server = http.createServer((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip', 'x-request-id': 'one' }).end(gz))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    try {
      const { port } = server.address() as { port: number }
      const answer = await capturePage(`http://127.0.0.1:${port}`, '/en')
      expect(answer.body.equals(gz)).toBe(true)
      expect(answer.headers).toEqual({ 'content-encoding': 'gzip' })
    } finally {
      server.close()
    }
  })
})
