import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cartReadyForPayment } from '../../scripts/lib/benchCart.mjs'

// Pages that do not depend on the visitor are rendered once and served from the cache, with a
// Cache-Control a CDN honours and a CSP of script hashes; private pages keep a per-request nonce.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })

const CACHED_PAGES = ['/en', '/fr', '/en/products', '/fr/products/storage-containers', '/en/request-quote', '/fr/request-service', '/en/legal/privacy', '/en/request-quote-buy/BX104233', '/fr/unbounce']

const scriptSrc = (csp: string | null) => (csp ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? ''
/** The inline scripts of a page that a browser would run (no src; no type, or a JavaScript one: not JSON-LD, not a deferred chunk's entry). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && /^(?:|text\/javascript|module)$/.test(/\btype="([^"]*)"/.exec(attributes!)?.[1] ?? ''))
    .map(([, , text]) => text!)
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('pages served from the cache @smoke', () => {
  it.each(CACHED_PAGES)('%s says a CDN may keep it, sets no cookie, and is served from the cache the second time', async (path) => {
    await get(path)
    const res = await get(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/)
    expect(res.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it.each(CACHED_PAGES)('%s admits exactly its own inline scripts by hash: no nonce, no unsafe-inline, no unsafe-eval', async (path) => {
    const res = await get(path)
    const html = await res.text()
    const policy = scriptSrc(res.headers.get('content-security-policy'))
    expect(policy).toMatch(/^script-src 'self'/)
    expect(policy).not.toMatch(/nonce-|unsafe-inline|unsafe-eval|strict-dynamic|inline-script-hashes/)
    const scripts = inlineScripts(html)
    expect(scripts.length).toBeGreaterThan(2)
    for (const script of scripts) expect(policy).toContain(sha256(script))
    expect(html).not.toMatch(/nonce="/)
  })

  it('answers the same policy to every visitor, and keeps it on a 304', async () => {
    const first = await get('/en')
    const second = await get('/en', { headers: { cookie: 'boxline_cart=00000000-0000-4000-8000-000000000000' } })
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    const etag = first.headers.get('etag')!
    const revalidated = await get('/en', { headers: { 'if-none-match': etag } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
  })

  it('renders no visitor into the page: the cart link reads as empty until the island asks', async () => {
    const cookie = await cartReadyForPayment(base)
    const html = await (await get('/en/products', { headers: { cookie } })).text()
    expect(html).toContain('aria-label="Cart, empty"')
  })
})

describe('the configurator page', () => {
  it.each(['/en', '/fr'])('%s: the cached document holds the markup of the container shown first only; the others come after load', async (prefix) => {
    const html = await (await get(`${prefix}/products/storage-containers`)).text()
    // Each container's gallery is a carousel region, and its details link its product sheet; the
    // island's data (in the same document) still names every container, without these.
    const galleries = [...html.matchAll(/aria-roledescription="car+ousel" aria-label="([^"]+)"/g)].map(([, label]) => label)
    expect(galleries).toHaveLength(1)
    expect(galleries[0]).toMatch(/\b20\b/)
    const productSheets = new Set([...html.matchAll(/boxline-(\w+)-(?:product-sheet|fiche-produit)\.pdf/g)].map(([, code]) => code))
    expect([...productSheets]).toEqual(['20WS'])
  })
})

describe('private pages', () => {
  it('the cart summary is rendered per request with its own nonce and is never kept', async () => {
    const cookie = await cartReadyForPayment(base)
    const nonces = []
    for (let i = 0; i < 2; i++) {
      const res = await get('/en/cart-summary', { headers: { cookie } })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toMatch(/private|no-store/)
      expect(res.headers.get('cache-control')).not.toMatch(/s-maxage|public/)
      const policy = scriptSrc(res.headers.get('content-security-policy'))
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce).toBeTruthy()
      // Every script carries the nonce, but for our own inline ones, admitted by their hash.
      const html = await res.text()
      const tags = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      expect(tags.length).toBeGreaterThan(2)
      for (const [, attributes, text] of tags) if (!attributes!.includes(`nonce="${nonce}"`)) expect(policy).toContain(sha256(text!))
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })
})
