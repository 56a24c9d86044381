// @postgres: accent-insensitive search and paging queries.
import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// News and events (issue 15): POST /api/contentful {content_type: "event"} over the seeded items,
// and the list and detail pages, cached and refreshed when staff publish.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)

type Answer = {
  sys: { type: string }
  total: number
  skip: number
  limit: number
  items: { sys: { id: string; type: string; contentType: { sys: { id: string } } }; fields: Record<string, unknown> }[]
  includes: { Entry: unknown[]; Asset: { sys: { id: string }; fields: { file: { url: string } } }[] }
  error?: string
  fieldErrors?: Record<string, string[]>
}

async function query(body: Record<string, unknown>): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${base}/api/contentful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content_type: 'event', ...body }) })
  return { status: res.status, body: (await res.json()) as Answer }
}

beforeAll(login)

/** Today (yyyy-mm-dd) in the business's time zone, the seed's America/New_York. */
const businessToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())

describe('POST /api/contentful {content_type: "event"}', () => {
  it('pages through the published items, those still to come first, soonest first, then the rest newest first, in the Contentful shape', { tags: ['postgres'] }, async () => {
    const first = await query({ limit: 12 })
    expect(first.status).toBe(200)
    expect(first.body.sys.type).toBe('Array')
    expect(first.body.total).toBeGreaterThanOrEqual(30)
    expect(first.body.items).toHaveLength(12)
    expect(first.body.items[0].sys).toMatchObject({ type: 'Entry', contentType: { sys: { id: 'event' } } })
    // Issue 43, item 7: the list opened on the event furthest in the future. An event is still to
    // come until its last day has passed on the business's calendar (the seed's New York).
    const all = await query({ limit: 1000 })
    const today = businessToday()
    const toCome = (fields: Record<string, unknown>) => String(fields.endDate ?? fields.date) >= today
    const upcoming = all.body.items.filter((item) => toCome(item.fields)).map((item) => item.fields.date as string)
    const past = all.body.items.filter((item) => !toCome(item.fields)).map((item) => item.fields.date as string)
    expect(all.body.items.slice(0, upcoming.length).every((item) => toCome(item.fields))).toBe(true)
    expect(upcoming).toEqual([...upcoming].sort())
    expect(past).toEqual([...past].sort().reverse())
    expect(first.body.items.map((item) => item.sys.id)).toEqual(all.body.items.slice(0, 12).map((item) => item.sys.id))
    // The page a visitor opens shows them in that order.
    const html = await (await fetch(`${base}/en/events`)).text()
    const [soonest, next] = first.body.items.map((item) => html.indexOf(`/en/events/${item.fields.slug as string}"`))
    expect(soonest).toBeGreaterThan(0)
    expect(next).toBeGreaterThan(soonest)
    const second = await query({ limit: 12, skip: 12 })
    const ids = new Set(first.body.items.map((item) => item.sys.id))
    expect(second.body.items.some((item) => ids.has(item.sys.id))).toBe(false)
    // A skip that is not a multiple of the limit starts at that item.
    const offset = await query({ limit: 5, skip: 3 })
    expect(offset.body.items.map((item) => item.sys.id)).toEqual(first.body.items.slice(3, 8).map((item) => item.sys.id))
    expect(offset.body).toMatchObject({ skip: 3, limit: 5 })
  })

  it('searches title and text, ignoring case and accents, in the asked locale', { tags: ['postgres'] }, async () => {
    const fr = await query({ locale: 'fr', query: 'QUEBEC' })
    expect(fr.status).toBe(200)
    expect(fr.body.total).toBeGreaterThanOrEqual(2)
    for (const item of fr.body.items) expect(JSON.stringify(item.fields).normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()).toContain('quebec')
    const accented = await query({ locale: 'fr', query: 'événement' })
    const plain = await query({ locale: 'fr', query: 'evenement' })
    expect(accented.body.total).toBe(plain.body.total)
    // Each word of the term starts a word of the text (the full-text index), in any order.
    const prefix = await query({ locale: 'fr', query: 'queb' })
    expect(prefix.body.total).toBe(fr.body.total)
    const none = await query({ query: 'zzzz-no-such-thing' })
    expect(none.body).toMatchObject({ total: 0, items: [] })
  })

  it('filters on fields.kind, selects fields and includes linked images', { tags: ['postgres'] }, async () => {
    const news = await query({ 'fields.kind': 'news', select: 'sys.id,fields.title,fields.featuredImage', include: 1, limit: 100 })
    expect(news.status).toBe(200)
    expect(news.body.total).toBeGreaterThanOrEqual(10)
    expect(Object.keys(news.body.items[0].fields).sort()).toEqual(['featuredImage', 'title'])
    const linked = news.body.items[0].fields.featuredImage as { sys: { id: string; linkType: string } }
    expect(linked.sys.linkType).toBe('Asset')
    expect(news.body.includes.Asset.map((asset) => asset.sys.id)).toContain(linked.sys.id)
    const image = news.body.includes.Asset[0].fields.file.url
    expect((await fetch(`${base}${image}`)).status).toBe(200)
    const noInclude = await query({ 'fields.kind': 'news', limit: 1 })
    expect(noInclude.body.includes.Asset).toEqual([])
  })

  it('refuses bad input with a 400 that names the parameter', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 1001 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ skip: -1 }, 'skip'],
      [{ locale: 'de' }, 'locale'],
      [{ 'fields.kind': 'party' }, 'fields.kind'],
      [{ 'fields.colour': 'red' }, 'fields.colour'],
      [{ select: 'fields.password' }, 'select'],
      [{ query: 'x'.repeat(101) }, 'query'],
    ]
    for (const [body, field] of cases) {
      const answer = await query(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(answer.body.fieldErrors ?? {}), JSON.stringify(body)).toContain(field)
    }
    const unknownType = await fetch(`${base}/api/contentful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content_type: 'recipe' }) })
    expect(unknownType.status).toBe(400)
    expect(JSON.stringify(await unknownType.json())).toContain('content_type must be one of')
  })
})

describe('news and events pages', () => {
  it('the list and its later pages are cached; a page past the end is 404', async () => {
    for (const locale of ['en', 'fr']) {
      const list = await fetch(`${base}/${locale}/events`)
      expect(list.status).toBe(200)
      expect(list.headers.get('cache-control')).toContain('s-maxage')
      const html = await list.text()
      expect(html).toContain(`href="/${locale}/events/page/2"`)
      expect((await fetch(`${base}/${locale}/events/page/2`)).status).toBe(200)
      expect((await fetch(`${base}/${locale}/events/page/99`)).status).toBe(404)
      expect((await fetch(`${base}/${locale}/events/page/0`)).status).toBe(404)
    }
  })

  it('a detail page has its structured data, Open Graph tags and alternates; an unknown slug is 404', async () => {
    const res = await fetch(`${base}/fr/events/new-branch-in-quebec-city`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Boxline ouvre une succursale à Québec')
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: 'Boxline ouvre une succursale à Québec', inLanguage: 'fr-CA' })
    expect(html).toMatch(/<meta property="og:type" content="article"/)
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-US" href="[^"]*\/en\/events\/new-branch-in-quebec-city"/)
    const show = await (await fetch(`${base}/en/events/the-buildings-show-toronto-2026`)).text()
    expect(show).toContain('"@type":"Event"')
    expect((await fetch(`${base}/en/events/no-such-event`)).status).toBe(404)
  })

  it('the sitemap lists every item in both languages', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text()
    expect(xml).toContain('/en/events/open-house-laval-yard-2026')
    expect(xml).toContain('/fr/events/open-house-laval-yard-2026')
    expect(xml).toContain('/en/events</loc>')
  })

  it('publishing a new item shows it on the list at once; a draft stays off the site', { tags: ['postgres'] }, async () => {
    const slug = `t${Date.now().toString(36)}-launch`
    const before = await (await fetch(`${base}/en/events`)).text()
    expect(before).not.toContain(slug)
    const draft = await staff('/events?locale=en&draft=true', { method: 'POST', body: JSON.stringify({ _status: 'draft', slug, kind: 'news', date: businessToday(), title: `Launch ${slug}`, excerpt: 'Draft only.' }) })
    expect(draft.status, await draft.clone().text()).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    expect((await fetch(`${base}/en/events/${slug}`)).status).toBe(404)
    expect((await query({ query: slug })).body.total).toBe(0)
    const published = await staff(`/events/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
    expect(published.status, await published.clone().text()).toBe(200)
    expect(await (await fetch(`${base}/en/events`)).text()).toContain(`Launch ${slug}`)
    expect((await fetch(`${base}/en/events/${slug}`)).status).toBe(200)
    expect((await query({ query: slug })).body.total).toBe(1)
    await staff(`/events/${doc.id}`, { method: 'DELETE' })
    expect((await fetch(`${base}/en/events/${slug}`)).status).toBe(404)
  })
})
