// @postgres: distance and price filters, paging queries.
import { describe, expect, it } from 'vitest'

// The used-unit search results at `{current path}/search` (spec 3 §2, issue 15 item 5): filters,
// unit id, all units, pagination and bad addresses over the seeded used units (30 for sale).

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'

type Results = { status: number; html: string; count: string | null; units: string[]; distances: number[]; alert: string | null }

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, '’').replace(/&quot;/g, '"')

async function results(path: string): Promise<Results> {
  const res = await fetch(`${base}${path}`, { redirect: 'manual' })
  const html = await res.text()
  // The page's HTML (the framework's flight data after it holds the same texts JSON-escaped: `\"href\":`).
  const body = html
  const list = body.match(/<ul aria-label="(?:Search results|Résultats de recherche)"[\s\S]*?<\/ul>/)?.[0] ?? ''
  return {
    status: res.status,
    html: body,
    count: body.match(/id="results-count"[^>]*>([^<]*)</)?.[1] ?? null,
    units: [...list.matchAll(/href="\/(?:en|fr)\/request-quote-buy\/([A-Z0-9]+)"/g)].map((m) => m[1]),
    // In miles on /en; /fr says kilometres (issue 43, item 2), read back here in miles.
    distances: [...list.matchAll(/>(?:(?:À )?([\d.,\u00a0\u202f]+)[ \u00a0](miles? away|km)|(Less than 1 mile away|À moins d’un kilomètre))</g)].map((m) =>
      m[3] ? 0.5 : m[2] === 'km' ? Number(m[1].replace(/[\u00a0\u202f]/g, '').replace(',', '.')) / 1.609344 : Number(m[1].replace(/,/g, '')),
    ),
    alert: body.match(/role="alert"[\s\S]*?<\/a>/)?.[0] ?? null,
  }
}

const total = (r: Results) => (/^(No units|Aucune unité)/.test(r.count ?? '') ? 0 : Number(r.count?.match(/\d+/)?.[0] ?? NaN))
const houston = 'coordinates=29.7604,-95.3698&name=Houston%2C%20TX'

describe('{current path}/search', () => {
  it('lists every unit for sale with all-units=true, 12 a page by unit number, with page links', { tags: ['postgres'] }, async () => {
    const first = await results('/en/search?all-units=true')
    expect(first.status).toBe(200)
    expect(first.html).toContain('All used units for sale')
    expect(total(first)).toBeGreaterThanOrEqual(25)
    expect(first.units).toHaveLength(12)
    expect(first.units).toEqual([...first.units].sort())
    expect(decode(first.html)).toContain('href="/en/search?all-units=true&page=2"')
    const second = await results('/en/search?all-units=true&page=2')
    expect(second.units).toHaveLength(12)
    expect(second.units[0] > first.units[11]).toBe(true)
    const pages = Math.ceil(total(first) / 12)
    const last = await results(`/en/search?all-units=true&page=${pages}`)
    expect(last.units).toHaveLength(total(first) - 12 * (pages - 1))
    expect(decode(second.html)).toContain('aria-label="Page 1"')
  })

  it('answers under any page path and in French', async () => {
    for (const path of ['/en/search', '/en/home/search', '/en/solutions/search', '/fr/about-us/search']) {
      const r = await results(`${path}?all-units=true`)
      expect(r.status, path).toBe(200)
      expect(r.units.length, path).toBe(12)
      expect(decode(r.html), path).toContain(`href="${path}?all-units=true&page=2"`)
    }
    const fr = await results('/fr/search?all-units=true')
    expect(fr.count).toMatch(/^\d+ unités trouvées$/)
    expect(fr.html).toContain('Toutes les unités usagées à vendre')
    expect(fr.units[0]).toBeDefined()
    expect(fr.html).toContain(`href="/fr/request-quote-buy/${fr.units[0]}"`)
  })

  it('filters by unit type and price range (in the unit’s currency), only units for sale', { tags: ['postgres'] }, async () => {
    const classrooms = await results('/en/search?unit-type=classroom')
    expect(total(classrooms)).toBeGreaterThanOrEqual(1)
    expect(classrooms.html.match(/<h3 id="unit-\d+"[^>]*>([^<]*)</g)?.every((h) => h.includes('Classroom'))).toBe(true)
    const cheap = await results('/en/search?price-range=under-5000')
    expect(total(cheap)).toBeGreaterThanOrEqual(1)
    for (const price of [...cheap.html.matchAll(/text-xl font-bold text-slate-900">\$([\d,]+)</g)].map((m) => Number(m[1].replace(/,/g, '')))) expect(price).toBeLessThan(5000)
    const both = await results('/en/search?unit-type=classroom&price-range=under-5000')
    expect(total(both)).toBeLessThanOrEqual(Math.min(total(classrooms), total(cheap)))
    const all = await results('/en/search?all-units=true')
    const byType = await Promise.all(['storageContainer', 'officeTrailer', 'classroom'].map((type) => results(`/en/search?unit-type=${type}`)))
    for (const r of byType) expect(total(r)).toBeLessThan(total(all))
  })

  it('measures distance from the place, filters by it and sorts nearest first', { tags: ['postgres'] }, async () => {
    const near = await results(`/en/search?${houston}&distance=within25miles`)
    expect(near.count).toMatch(/units? found near Houston, TX$/)
    expect(near.distances.every((d) => d <= 25)).toBe(true)
    const wide = await results(`/en/search?${houston}&distance=within250miles`)
    expect(total(wide)).toBeGreaterThan(total(near))
    expect(wide.distances.every((d) => d <= 250)).toBe(true)
    expect(wide.distances).toEqual([...wide.distances].sort((a, b) => a - b))
    const any = await results(`/en/search?${houston}&distance=any`)
    expect(total(any)).toBe(total(await results('/en/search?all-units=true')))
    expect(any.distances).toEqual([...any.distances].sort((a, b) => a - b))
    expect(any.distances.length).toBe(12)
    // No distance given: the default, within 50 miles.
    const defaulted = await results('/en/search?coordinates=29.7604,-95.3698')
    expect(total(defaulted)).toBe(total(await results(`/en/search?${houston}&distance=within50miles`)))
    // Montréal in French, with the type filter too.
    const montreal = await results('/fr/search?coordinates=45.5019,-73.5674&distance=within250miles&name=Montr%C3%A9al')
    expect(montreal.count).toMatch(/près de Montréal$/)
    expect(montreal.distances.length).toBeGreaterThan(0)
    expect(montreal.distances.every((d) => d <= 250.5)).toBe(true)
    expect(montreal.html).toContain('400\u00a0km ou moins')
    expect(montreal.html).not.toMatch(/milles?\b/)
  })

  it('finds one unit by its unit id, any letter case; an unknown id says so', { tags: ['postgres'] }, async () => {
    const found = await results('/en/search?unit-id=bx104233')
    expect(found.units).toEqual(['BX104233'])
    expect(found.count).toBe('1 unit found')
    const missing = await results('/en/search?unit-id=ZZ999999')
    expect(missing.units).toEqual([])
    expect(missing.html).toContain('No unit for sale has the number ZZ999999.')
    expect(decode(missing.html)).toContain('href="/en/search?all-units=true"')
  })

  it('says when nothing matches and offers every unit', async () => {
    const none = await results('/en/search?coordinates=0,0&distance=within25miles&name=Gulf%20of%20Guinea')
    expect(none.status).toBe(200)
    expect(none.count).toBe('No units found near Gulf of Guinea')
    expect(none.html).toContain('No units match your search.')
    expect(decode(none.html)).toContain('View all units for sale')
  })

  it('explains a wrong address in the visitor’s language, never a 500', async () => {
    const bad = await results('/en/search?unit-type=boat&price-range=free&distance=far&coordinates=91,0&page=0&unit-id=!!')
    expect(bad.status).toBe(200)
    expect(bad.alert).toContain('We could not read this search')
    for (const text of ['The unit type is not one we sell.', 'The price range is not one of the listed ranges.', 'The distance is not one of the listed distances.', 'The place’s coordinates are not valid.', 'The page number is not valid.', 'A unit ID has 6 to 10 letters'])
      expect(decode(bad.alert ?? ''), text).toContain(text)
    expect(bad.units).toEqual([])
    const fr = await results('/fr/search?price-range=gratuit')
    expect(decode(fr.alert ?? '')).toContain('Cette fourchette de prix ne fait pas partie de la liste.')
    for (const path of ['/en/search?page=abc', '/en/search?coordinates=a,b', `/en/search?name=${'x'.repeat(300)}&coordinates=1,1`, '/en/search?all-units=maybe', '/en/search?page=99999999']) {
      const r = await results(path)
      expect(r.status, path).toBe(200)
      expect(r.alert, path).toContain('We could not read this search')
    }
  })

  it('past the last page offers the first page', async () => {
    const r = await results('/en/search?unit-type=classroom&page=50')
    expect(r.status).toBe(200)
    expect(r.html).toContain('There are fewer pages of results than that.')
    expect(decode(r.html)).toContain('href="/en/search?unit-type=classroom"')
  })

  it('is rendered per request (it depends on its query) with its own nonce, and may be kept for the back button', async () => {
    const res = await fetch(`${base}/en/search?all-units=true`)
    // Not `no-store`: Chrome keeps no-store pages out of the back/forward cache once a cookie changes.
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    expect(res.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/)
  })

  it('the home page holds the search block in both languages', async () => {
    const en = await (await fetch(`${base}/en`)).text()
    expect(en).toContain('Find a used unit near you')
    expect(en).toContain('By unit ID')
    const fr = await (await fetch(`${base}/fr`)).text()
    expect(fr).toContain('Trouvez une unité usagée près de chez vous')
    expect(fr).toContain('Par numéro d’unité')
  })
})
