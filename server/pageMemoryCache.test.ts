import { describe, expect, it } from 'vitest'
import { createPageMemoryCache } from './pageMemoryCache.mjs'

type Req = { method: string; url: string; headers: Record<string, string> }
const request = (url: string, headers: Record<string, string> = {}, method = 'GET'): Req => ({ method, url, headers })

/** A response as Next leaves it once a held page has ended. */
function finished(status = 200, headers: Record<string, string> = { 'x-nextjs-cache': 'HIT', etag: '"abc"', 'content-type': 'text/html', 'set-cookie': 'NEXT_LOCALE=en' }) {
  return { statusCode: status, getHeader: (name: string) => headers[name], getHeaders: () => headers }
}

/** Records what the cache answered. */
function recorder() {
  const sent: { status?: number; headers?: Record<string, string>; body?: Buffer } = {}
  return {
    sent,
    writeHead(status: number, headers: Record<string, string>) {
      sent.status = status
      sent.headers = headers
    },
    end(body?: Buffer) {
      sent.body = body
    },
  }
}

const BODY = Buffer.from('<html>page</html>')

describe('createPageMemoryCache', () => {
  it('answers a kept page from memory, with its headers but no cookie and a new request id', () => {
    const cache = createPageMemoryCache()
    const first = request('/en')
    expect(cache.answer(first, recorder())).toBe(false)
    cache.keep(cache.begin(first), finished(), BODY)
    const res = recorder()
    expect(cache.answer(request('/en'), res)).toBe(true)
    expect(res.sent.status).toBe(200)
    expect(res.sent.body).toEqual(BODY)
    expect(res.sent.headers).toMatchObject({ etag: '"abc"', 'content-length': String(BODY.length) })
    expect(res.sent.headers!['set-cookie']).toBeUndefined()
    expect(res.sent.headers!['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers 304 to a matching If-None-Match, and headers only to HEAD', () => {
    const cache = createPageMemoryCache()
    cache.keep(cache.begin(request('/en')), finished(), BODY)
    const notModified = recorder()
    cache.answer(request('/en', { 'if-none-match': '"abc"' }), notModified)
    expect(notModified.sent.status).toBe(304)
    expect(notModified.sent.body).toBeUndefined()
    const head = recorder()
    cache.answer(request('/en', {}, 'HEAD'), head)
    expect(head.sent.status).toBe(200)
    expect(head.sent.body).toBeUndefined()
  })

  it('keeps one copy per encoding, and never for client navigations, drafts or pages Next did not cache', () => {
    const cache = createPageMemoryCache()
    cache.keep(cache.begin(request('/en', { 'accept-encoding': 'gzip' })), finished(), BODY)
    expect(cache.answer(request('/en'), recorder())).toBe(false)
    expect(cache.answer(request('/en', { 'accept-encoding': 'gzip' }), recorder())).toBe(true)
    expect(cache.begin(request('/en', { rsc: '1' }))).toBeNull()
    expect(cache.begin(request('/en?_rsc=x1'))).toBeNull()
    expect(cache.begin(request('/en', { cookie: 'a=1; __prerender_bypass=x' }))).toBeNull()
    cache.keep(cache.begin(request('/fr')), finished(200, { 'content-type': 'text/html' }), BODY)
    cache.keep(cache.begin(request('/fr/x')), finished(404), BODY)
    expect(cache.size).toBe(1)
  })

  it('forgets dropped paths whatever their query, and keeps no page begun before a drop', () => {
    const cache = createPageMemoryCache()
    cache.keep(cache.begin(request('/fr/products?x=1')), finished(), BODY)
    cache.keep(cache.begin(request('/en/products')), finished(), BODY)
    const begunBefore = cache.begin(request('/fr'))
    cache.drop(['/fr/products'])
    expect(cache.answer(request('/fr/products?x=1'), recorder())).toBe(false)
    expect(cache.answer(request('/en/products'), recorder())).toBe(true)
    cache.keep(begunBefore, finished(), BODY)
    expect(cache.answer(request('/fr'), recorder())).toBe(false)
  })

  it('expires entries and stays within its size', () => {
    let t = 0
    const cache = createPageMemoryCache({ ttlMs: 1000, maxBytes: BODY.length * 8 * 2, now: () => t })
    cache.keep(cache.begin(request('/a')), finished(), BODY)
    t = 1001
    expect(cache.answer(request('/a'), recorder())).toBe(false)
    for (const path of ['/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8', '/9', '/10', '/11', '/12', '/13', '/14', '/15', '/16', '/17', '/18']) cache.keep(cache.begin(request(path)), finished(), BODY)
    expect(cache.size).toBe(16)
    expect(cache.answer(request('/1'), recorder())).toBe(false)
    expect(cache.answer(request('/18'), recorder())).toBe(true)
  })
})
