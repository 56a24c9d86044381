// @postgres: migrations and the health check on each database.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })

describe('health @smoke', () => {
  it('answers 200 with the database checked: a read, a heartbeat write, and every migration run', { tags: ['postgres'] }, async () => {
    const res = await get('/api/health')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ status: 'ok', database: 'ok', migrations: { pending: [] } })
    expect(body.migrations.applied).toBe(body.migrations.expected)
    expect(body.migrations.expected).toBeGreaterThan(0)
    expect(res.headers.get('cache-control')).toContain('no-store')
  })
})

// On the SQLite pass only (the PostgreSQL pass sets DB_KIND=postgres): not registered there at all.
if (process.env.DB_KIND !== 'postgres') describe('SQLite', () => {
  // The test server's data folder holds its log and its database (scripts/lib/server.mjs).
  const database = path.join(path.dirname(process.env.APP_LOG_FILE ?? '.'), 'boxline.db')
  it('runs in WAL mode: reads go on while writes do, none fails with "database is locked"', async () => {
    // Each health check writes a heartbeat; the tabs call reads the catalog. 40 of each at once.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => [get('/api/health'), get('/api/container-tabs?locale=en', { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } })]).flat(),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(80).fill(200))
    expect(fs.existsSync(`${database}-wal`), 'the write-ahead log beside the database').toBe(true)
  })
})

describe('the internal cache sync', () => {
  it('is not a public call: without its process’s key it answers 404, whatever key is sent', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-boxline-internal': 'guess' }, { 'x-boxline-internal': '00000000-0000-4000-8000-000000000000' }]
    for (const headers of attempts) {
      const res = await fetch(`${base}/api/internal/cache-sync`, { method: 'POST', headers })
      expect(res.status).toBe(404)
    }
  })
})

describe('locale routing', () => {
  it('redirects a path without a locale by Accept-Language', async () => {
    const res = await get('/cart-summary', { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } })
    expect([307, 308]).toContain(res.status)
    expect(new URL(res.headers.get('location')!, base).pathname).toBe('/fr/cart-summary')
  })
  it('prefers the locale cookie over Accept-Language', async () => {
    const res = await get('/request-quote/thank-you', { headers: { 'accept-language': 'fr', cookie: 'NEXT_LOCALE=en' } })
    expect(new URL(res.headers.get('location')!, base).pathname).toBe('/en/request-quote/thank-you')
  })
  it('falls back to English and keeps the query string', async () => {
    const res = await get('/products/storage-containers?product_category=Tri_cam', { headers: { 'accept-language': 'de' } })
    const location = new URL(res.headers.get('location')!, base)
    expect(location.pathname).toBe('/en/products/storage-containers')
    expect(location.search).toBe('?product_category=Tri_cam')
  })
  it('sends / to a localized home page', async () => {
    const res = await get('/', { headers: { 'accept-language': 'en-US' } })
    expect(new URL(res.headers.get('location')!, base).pathname).toBe('/en')
  })
})

describe('home pages @smoke', () => {
  it.each([
    ['en', 'en-US', 'Secure storage, delivered to your site'],
    ['fr', 'fr-CA', 'Un entreposage sécuritaire, livré sur votre chantier'],
  ])('/%s renders in its language with hreflang alternates', async (locale, lang, heading) => {
    const res = await get(`/${locale}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<html lang="${lang}"`)
    expect(html).toContain(heading)
    expect(html).toMatch(/<link rel="alternate" hrefLang="fr-CA" href="[^"]*\/fr"/)
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-US" href="[^"]*\/en"/)
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/en"/)
  })

  it('French home page holds no English navigation labels', async () => {
    const html = await (await get('/fr')).text()
    expect(html).toContain('Louer un conteneur')
    expect(html).not.toContain('Rent a container')
  })
})

describe('not found', () => {
  it('/en/404 answers 404 with the English page', async () => {
    const res = await get('/en/404')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page not found')
  })
  it('an unknown French path answers 404 in French', async () => {
    const res = await get('/fr/nulle-part')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page introuvable')
  })
})

describe('security headers @smoke', () => {
  it('sends a strict CSP (script hashes on a cached page), a request id and hardening headers on pages', async () => {
    const res = await get('/en')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.headers.get('x-powered-by')).toBeNull()
  })
  it('keeps a request id given by a proxy', async () => {
    const res = await get('/api/health', { headers: { 'x-request-id': 'abc-123' } })
    expect(res.headers.get('x-request-id')).toBe('abc-123')
  })
})

describe('sitemap and robots', () => {
  it('lists the home page in both languages', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    expect(xml).toMatch(/<loc>[^<]*\/en<\/loc>/)
    expect(xml).toMatch(/<loc>[^<]*\/fr<\/loc>/)
    expect(xml).toContain('hreflang="fr"')
  })
  it('points robots at the sitemap and keeps crawlers out of the admin', async () => {
    const txt = await (await get('/robots.txt')).text()
    expect(txt).toContain('Disallow: /admin')
    expect(txt).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })
})

describe('CMS', () => {
  it('serves the admin at /admin', async () => {
    const res = await get('/admin/login')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Boxline')
  })
  it('serves Payload REST at /cms-api with localized content', { tags: ['postgres'] }, async () => {
    const res = await get('/cms-api/pages?where[slug][equals]=home&locale=fr&depth=0')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.docs[0].title).toBe('Accueil')
  })
  it('does not let visitors read staff-only collections', async () => {
    const res = await get('/cms-api/users')
    expect(res.status).toBe(403)
  })
})

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the handlers’ schemas', async () => {
    const res = await get('/api/docs/openapi.json')
    expect(res.status).toBe(200)
    const doc = await res.json()
    expect(doc.openapi).toBe('3.0.3')
    const zip = doc.paths['/api/validate-zip'].get
    expect(zip.parameters.map((p: { name: string }) => p.name)).toEqual(['country', 'code'])
    expect(doc.paths['/api/recaptcha'].post.requestBody.content['application/json'].schema.required).toEqual(['token'])
    // Leaving payment is documented beside opening it.
    expect(Object.keys(doc.paths['/api/ecomm-iframe']).sort()).toEqual(['delete', 'post'])
    expect(doc.paths['/api/ecomm-iframe'].delete.requestBody.content['application/json'].schema.required).toEqual(['webCartId'])
  })
  it('renders it as a page at /api/docs', async () => {
    const res = await get('/api/docs')
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toContain('GET /api/validate-zip')
  })
})

describe('admin languages', () => {
  it('shows the admin in French to a French-speaking staff member', async () => {
    const res = await get('/admin/login', { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } })
    expect(res.status).toBe(200)
    expect(await res.text()).toMatch(/Mot de passe|Connexion/)
  })
})

describe('unmatched URLs', () => {
  it('a top-level file name that matches nothing answers the localized 404 page', async () => {
    for (const path of ['/no-such-file.txt', '/foo/bar.txt']) {
      const res = await get(path)
      expect(res.status, path).toBe(404)
      const html = await res.text()
      // Our localized page (Next's default would say "This page could not be found"), with its link home.
      expect(html, path).toContain('Page not found')
      expect(html, path).toContain('Go to the home page')
    }
  })

  it('public files and file-like routes still answer', async () => {
    for (const path of ['/favicon.svg', '/robots.txt', '/sitemap.xml', '/api/docs/openapi.json']) {
      expect((await get(path)).status, path).toBe(200)
    }
  })
})

describe('the footer', () => {
  it('links only pages that answer, in both languages: products, customers, solutions and resources', async () => {
    for (const locale of ['en', 'fr']) {
      const html = await (await get(`/${locale}`)).text()
      const footer = html.slice(html.lastIndexOf('<footer'), html.lastIndexOf('</footer>'))
      const hrefs = [...new Set([...footer.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&')))]
      for (const path of ['/resources/blogs', '/resources/case-studies', '/resources/documents', '/events', '/solutions/outfittings', '/about-us/sustainability-impact']) expect(hrefs, locale).toContain(`/${locale}${path}`)
      for (const href of hrefs) expect((await get(href)).status, href).toBe(200)
    }
  })
})
