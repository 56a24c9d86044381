import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// Sustainability (ESG impact) articles (issue 15): POST /api/contentful {content_type:
// "esgImpactArticle"} over the 10 seeded articles in 3 groups, the page /about-us/sustainability-impact
// with its list block, and the articles' pages, cached and refreshed on publish.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)
const TYPE = 'esgImpactArticle'
const PAGE = '/about-us/sustainability-impact'
const SLUG = 'a-second-life-for-every-container'

type Answer = {
  sys: { type: string }
  total: number
  skip: number
  limit: number
  items: { sys: { id: string; type: string; contentType: { sys: { id: string } } }; fields: Record<string, unknown> }[]
  includes: { Entry: { sys: { id: string; contentType: { sys: { id: string } } }; fields: { name: string; slug: string } }[]; Asset: { sys: { id: string }; fields: { file: { url: string } } }[] }
  fieldErrors?: Record<string, string[]>
}

async function query(body: Record<string, unknown>): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${base}/api/contentful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content_type: TYPE, ...body }) })
  return { status: res.status, body: (await res.json()) as Answer }
}

beforeAll(login)

describe('POST /api/contentful {content_type: "esgImpactArticle"}', () => {
  it('pages through the published articles, newest first, in the Contentful shape', async () => {
    const all = await query({ limit: 1000 })
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ sys: { type: 'Array' }, skip: 0, limit: 1000 })
    expect(all.body.total).toBeGreaterThanOrEqual(10)
    expect(all.body.items[0].sys).toMatchObject({ type: 'Entry', contentType: { sys: { id: TYPE } } })
    const dates = all.body.items.map((item) => item.fields.date as string)
    expect(dates).toEqual([...dates].sort().reverse())
    const offset = await query({ limit: 3, skip: 2 })
    expect(offset.body.items.map((item) => item.sys.id)).toEqual(all.body.items.slice(2, 5).map((item) => item.sys.id))
    expect(offset.body).toMatchObject({ skip: 2, limit: 3, total: all.body.total })
    expect((await query({})).body.limit).toBe(100)
  })

  it('filters on the group by its entry id (or the bare number); the groups come as included entries', async () => {
    const all = await query({ limit: 1000, include: 1, select: 'sys.id,fields.title,fields.group' })
    const groups = all.body.includes.Entry
    expect(groups.map((g) => g.fields.slug).sort()).toEqual(['circular-economy', 'community', 'emissions'])
    expect(groups[0].sys.contentType.sys.id).toBe('sustainabilityGroup')
    const emissions = groups.find((g) => g.fields.slug === 'emissions')!
    const narrowed = await query({ 'fields.group.sys.id': emissions.sys.id, limit: 1000 })
    expect(narrowed.status).toBe(200)
    expect(narrowed.body.total).toBeGreaterThanOrEqual(3)
    expect(narrowed.body.total).toBeLessThan(all.body.total)
    for (const item of narrowed.body.items) expect(item.fields.group).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: emissions.sys.id } })
    const bare = await query({ 'fields.group.sys.id': emissions.sys.id.replace('sustainabilityGroup-', ''), limit: 1000 })
    expect(bare.body.total).toBe(narrowed.body.total)
    const counts = await Promise.all(groups.map(async (g) => (await query({ 'fields.group.sys.id': g.sys.id })).body.total))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(all.body.total)
    expect((await query({ 'fields.group.sys.id': 'sustainabilityGroup-999999' })).body).toMatchObject({ total: 0, items: [] })
  })

  it('searches in the asked locale, ignoring case and accents', async () => {
    const fr = await query({ locale: 'fr', query: 'BANQUES alimentaires' })
    expect(fr.status).toBe(200)
    expect(fr.body.total).toBe(1)
    expect(fr.body.items[0].fields.slug).toBe('storage-for-food-banks')
    expect((await query({ locale: 'fr', query: 'reparer' })).body.total).toBeGreaterThanOrEqual(1)
    expect((await query({ locale: 'en', query: 'banques' })).body.total).toBe(0)
    const frFirst = await query({ locale: 'fr', limit: 1 })
    const enFirst = await query({ locale: 'en', limit: 1 })
    expect(frFirst.body.items[0].fields.title).not.toBe(enFirst.body.items[0].fields.title)
  })

  it('selects fields; its fields are the article fields and the group', async () => {
    const picked = await query({ select: 'sys.id,fields.title', limit: 1 })
    expect(Object.keys(picked.body.items[0].fields)).toEqual(['title'])
    expect(picked.body.includes).toEqual({ Entry: [], Asset: [] })
    const everything = await query({ select: 'fields', limit: 1, include: 1 })
    expect(Object.keys(everything.body.items[0].fields)).toEqual(['title', 'slug', 'date', 'excerpt', 'body', 'featuredImage', 'group'])
    expect(everything.body.includes.Asset[0].fields.file.url).toMatch(/\.webp$/)
  })

  it('refuses bad input and the other kinds’ filters with a 400 that names the parameter', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 1001 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ skip: -1 }, 'skip'],
      [{ locale: 'de' }, 'locale'],
      [{ include: 11 }, 'include'],
      [{ query: 'x'.repeat(101) }, 'query'],
      [{ select: 'fields.category' }, 'select'],
      [{ 'fields.group.sys.id': 'category-1' }, 'fields.group.sys.id'],
      [{ 'fields.group.sys.id': 'abc' }, 'fields.group.sys.id'],
      [{ 'fields.category.sys.id': 'category-1' }, 'fields.category.sys.id'],
      [{ 'fields.topic.sys.id': 'topic-1' }, 'fields.topic.sys.id'],
      [{ 'fields.colour': 'red' }, 'fields.colour'],
    ]
    for (const [body, field] of cases) {
      const answer = await query(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(answer.body.fieldErrors ?? {}), JSON.stringify(body)).toContain(field)
    }
    // The blog does not take the group filter.
    const blog = await fetch(`${base}/api/contentful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content_type: 'blogArticle', 'fields.group.sys.id': '1' }) })
    expect(blog.status).toBe(400)
  })
})

describe('the sustainability impact page and the articles’ pages', () => {
  it('the CMS page (a child of /about-us) is cached and holds the first 9 cards of All', async () => {
    for (const locale of ['en', 'fr']) {
      const res = await fetch(`${base}/${locale}${PAGE}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toContain('s-maxage')
      const html = await res.text()
      expect(html.match(new RegExp(`href="/${locale}${PAGE}/sustainability/[a-z0-9-]+"`, 'g'))?.length).toBe(9)
      expect(html).toContain(`href="/${locale}${PAGE}?page=2"`)
      expect(html).toContain('role="tablist"')
    }
    expect((await fetch(`${base}/en/about-us`)).status).toBe(200)
  })

  it('an article’s page has its structured data, Open Graph tags and alternates; an unknown slug is 404', async () => {
    const res = await fetch(`${base}/fr${PAGE}/sustainability/${SLUG}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'Article', inLanguage: 'fr-CA', headline: 'Une deuxième vie pour chaque conteneur', articleSection: 'Économie circulaire' })
    expect(html).toMatch(/<meta property="og:type" content="article"/)
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/)
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en-US" href="[^"]*/en${PAGE}/sustainability/${SLUG}"`))
    expect(html).toContain(`href="/fr${PAGE}"`)
    expect((await fetch(`${base}/en${PAGE}/sustainability/no-such-article`)).status).toBe(404)
  })

  it('the sitemap lists the page and every article in both languages', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text()
    expect(xml).toContain(`/en${PAGE}/sustainability/${SLUG}`)
    expect(xml).toContain(`/fr${PAGE}/sustainability/${SLUG}`)
    expect(xml).toContain(`/fr${PAGE}</loc>`)
  })
})

describe('publishing', () => {
  it('a draft stays off the site; published, it shows on the page and its own page at once', async () => {
    const slug = `t${Date.now().toString(36)}-esg`
    const draft = await staff('/sustainability-articles?locale=en&draft=true', { method: 'POST', body: JSON.stringify({ _status: 'draft', slug, date: '2099-01-01', title: `Draft ${slug}`, excerpt: 'Draft only.' }) })
    expect(draft.status, await draft.clone().text()).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    expect((await fetch(`${base}/en${PAGE}/sustainability/${slug}`)).status).toBe(404)
    expect((await query({ query: slug })).body.total).toBe(0)
    expect(await (await fetch(`${base}/en${PAGE}`)).text()).not.toContain(slug)
    const published = await staff(`/sustainability-articles/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
    expect(published.status, await published.clone().text()).toBe(200)
    expect(await (await fetch(`${base}/en${PAGE}`)).text()).toContain(`Draft ${slug}`)
    expect((await fetch(`${base}/en${PAGE}/sustainability/${slug}`)).status).toBe(200)
    expect((await query({ query: slug })).body.total).toBe(1)
    await staff(`/sustainability-articles/${doc.id}`, { method: 'DELETE' })
    expect((await fetch(`${base}/en${PAGE}/sustainability/${slug}`)).status).toBe(404)
    expect(await (await fetch(`${base}/en${PAGE}`)).text()).not.toContain(slug)
  })

  it('visitors cannot read drafts or write groups through the CMS API', async () => {
    const anonymous = await fetch(`${base}/cms-api/sustainability-articles?draft=true&where[_status][equals]=draft`)
    const body = (await anonymous.json()) as { docs?: unknown[] }
    expect(anonymous.status === 403 || (body.docs ?? []).length === 0).toBe(true)
    const write = await fetch(`${base}/cms-api/sustainability-groups`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x', slug: 'x' }) })
    expect([401, 403]).toContain(write.status)
  })
})
