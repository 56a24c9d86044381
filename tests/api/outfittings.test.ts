// @postgres: filters and ordering queries.
import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// Outfitting packages (issue 15): POST /api/contentful {content_type: "solution"} over the 12 seeded
// packages (two for each of the six industries), and the list and detail pages, cached and
// refreshed on publish.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)

type Link = { sys: { type: string; linkType: string; id: string } }
type Answer = {
  sys: { type: string }
  total: number
  skip: number
  limit: number
  items: { sys: { id: string; type: string; contentType: { sys: { id: string } } }; fields: Record<string, unknown> }[]
  includes: { Entry: { sys: { id: string; contentType: { sys: { id: string } } }; fields: { name: string; slug: string } }[]; Asset: { sys: { id: string }; fields: { file: { url: string } } }[] }
  fieldErrors?: Record<string, string[]>
}

const SEEDED = 12

async function query(body: Record<string, unknown>): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${base}/api/contentful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content_type: 'solution', ...body }) })
  return { status: res.status, body: (await res.json()) as Answer }
}

beforeAll(login)

describe('POST /api/contentful {content_type: "solution"}', { tags: ['postgres'] }, () => {
  it('pages through the published packages in the list’s order, in the Contentful shape', async () => {
    const all = await query({ limit: 1000 })
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ sys: { type: 'Array' }, skip: 0, limit: 1000 })
    expect(all.body.total).toBeGreaterThanOrEqual(SEEDED)
    expect(all.body.items).toHaveLength(all.body.total)
    expect(all.body.items[0].sys).toMatchObject({ type: 'Entry', contentType: { sys: { id: 'solution' } } })
    expect(all.body.items[0].fields.slug).toBe('mobile-tool-crib')
    const offset = await query({ limit: 3, skip: 2 })
    expect(offset.body.items.map((item) => item.sys.id)).toEqual(all.body.items.slice(2, 5).map((item) => item.sys.id))
    expect(offset.body).toMatchObject({ skip: 2, limit: 3, total: all.body.total })
    expect((await query({})).body.limit).toBe(100)
    expect((await query({ skip: 1000 })).body).toMatchObject({ total: all.body.total, items: [] })
  })

  it('answers in the asked locale and searches its words ignoring case and accents', async () => {
    const en = await query({ locale: 'en', limit: 1 })
    const fr = await query({ locale: 'fr', limit: 1 })
    expect(en.body.items[0].fields.title).toBe('Mobile tool crib for construction sites')
    expect(fr.body.items[0].fields.title).toBe('Magasin d’outils mobile pour chantiers de construction')
    const accented = await query({ locale: 'fr', query: 'Électricité' })
    expect(accented.status).toBe(200)
    const plain = await query({ locale: 'fr', query: 'electricite' })
    expect(plain.body.total).toBe(accented.body.total)
    const crib = await query({ query: 'TOOL CRIB' })
    expect(crib.body.items.map((item) => item.fields.slug)).toContain('mobile-tool-crib')
    expect((await query({ query: 'zzzz-no-such-thing' })).body).toMatchObject({ total: 0, items: [] })
  })

  it('filters on the industry and the category (entry id or bare number)', async () => {
    const all = await query({ limit: 1000, include: 1, select: 'sys.id,fields.associatedIndustry,fields.category' })
    const entries = new Map(all.body.includes.Entry.map((entry) => [entry.sys.id, entry]))
    const count = (field: string, id: string) => all.body.items.filter((item) => (item.fields[field] as Link | null)?.sys.id === id).length
    for (const [field, param, contentType] of [
      ['associatedIndustry', 'fields.associatedIndustry.sys.id', 'industry'],
      ['category', 'fields.category.sys.id', 'category'],
    ] as const) {
      const linked = all.body.items.map((item) => item.fields[field] as Link | null).find(Boolean)!
      expect(linked.sys).toMatchObject({ type: 'Link', linkType: 'Entry' })
      expect(linked.sys.id).toMatch(new RegExp(`^${contentType}-\\d+$`))
      expect(entries.get(linked.sys.id)?.sys.contentType.sys.id).toBe(contentType)
      const filtered = await query({ [param]: linked.sys.id, limit: 1000 })
      expect(filtered.status).toBe(200)
      expect(filtered.body.total, param).toBe(count(field, linked.sys.id))
      expect(filtered.body.total).toBeGreaterThan(0)
      expect((await query({ [param]: linked.sys.id.replace(/^\D+-/, ''), limit: 1 })).body.total).toBe(filtered.body.total)
    }
    // Two packages for each seeded industry.
    const industries = [...entries.values()].filter((entry) => entry.sys.contentType.sys.id === 'industry')
    expect(industries).toHaveLength(6)
    for (const industry of industries) expect((await query({ 'fields.associatedIndustry.sys.id': industry.sys.id })).body.total, industry.fields.slug).toBeGreaterThanOrEqual(2)
    expect((await query({ 'fields.associatedIndustry.sys.id': 'industry-999999' })).body.total).toBe(0)
    // Both filters together narrow to their intersection.
    const first = all.body.items.find((item) => item.fields.category)!
    const both = await query({ 'fields.associatedIndustry.sys.id': (first.fields.associatedIndustry as Link).sys.id, 'fields.category.sys.id': (first.fields.category as Link).sys.id })
    expect(both.body.items.map((item) => item.sys.id)).toContain(first.sys.id)
    expect(both.body.total).toBeLessThanOrEqual(2)
  })

  it('selects fields and includes the industry, the category and the image only when asked', async () => {
    const some = await query({ select: 'sys.id,fields.title,fields.featuredImage,fields.slug,fields.excerpt,fields.associatedIndustry', include: 10, limit: 12, locale: 'fr' })
    expect(some.status).toBe(200)
    expect(some.body.items).toHaveLength(12)
    expect(Object.keys(some.body.items[0].fields).sort()).toEqual(['associatedIndustry', 'excerpt', 'featuredImage', 'slug', 'title'])
    const image = some.body.items[0].fields.featuredImage as Link
    expect(image.sys.linkType).toBe('Asset')
    expect(some.body.includes.Asset.map((asset) => asset.sys.id)).toContain(image.sys.id)
    expect((await fetch(`${base}${some.body.includes.Asset[0].fields.file.url}`)).status).toBe(200)
    const industry = some.body.includes.Entry.find((entry) => entry.sys.id === (some.body.items[0].fields.associatedIndustry as Link).sys.id)
    expect(industry?.fields.name).toBe('Construction')
    // Only the selected links are included; nothing without include.
    expect(some.body.includes.Entry.every((entry) => entry.sys.contentType.sys.id === 'industry')).toBe(true)
    expect((await query({ limit: 2 })).body.includes).toEqual({ Entry: [], Asset: [] })
    const withCategory = await query({ select: 'fields.category', include: 1 })
    expect(withCategory.body.includes.Entry.every((entry) => entry.sys.contentType.sys.id === 'category')).toBe(true)
    expect(withCategory.body.includes.Asset).toEqual([])
    const everything = await query({ select: 'fields', limit: 1 })
    expect(Object.keys(everything.body.items[0].fields).sort()).toEqual(['associatedIndustry', 'body', 'category', 'excerpt', 'featuredImage', 'slug', 'title'])
    const sysOnly = await query({ select: 'sys.id', limit: 1 })
    expect(sysOnly.body.items[0].fields).toEqual({})
  })

  it('refuses bad input with a 400 that names the parameter or field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 1001 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
      [{ skip: -1 }, 'skip'],
      [{ skip: 1.5 }, 'skip'],
      [{ locale: 'de' }, 'locale'],
      [{ include: 11 }, 'include'],
      [{ include: -1 }, 'include'],
      [{ query: 'x'.repeat(101) }, 'query'],
      [{ select: 'fields.date' }, 'select'],
      [{ select: 'fields.password' }, 'select'],
      [{ 'fields.category.sys.id': 'industry-1' }, 'fields.category.sys.id'],
      [{ 'fields.associatedIndustry.sys.id': 'abc' }, 'fields.associatedIndustry.sys.id'],
      [{ 'fields.associatedIndustry.sys.id': 3 }, 'fields.associatedIndustry.sys.id'],
      [{ 'fields.category': 'storage-tips' }, 'fields.category'],
      [{ 'fields.topic.sys.id': 'topic-1' }, 'fields.topic.sys.id'],
      [{ 'fields.associatedSolution.sys.id': 'solution-1' }, 'fields.associatedSolution.sys.id'],
      [{ order: 'fields.title' }, 'order'],
    ]
    for (const [body, field] of cases) {
      const answer = await query(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(answer.body.fieldErrors ?? {}), JSON.stringify(body)).toContain(field)
    }
    const select = await query({ select: 'sys.id,fields.colour' })
    expect(JSON.stringify(select.body)).toContain('fields.colour')
    const wrongType = await fetch(`${base}/api/contentful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content_type: 'solutions' }) })
    expect(wrongType.status).toBe(400)
  })
})

describe('the /solutions/outfittings pages', () => {
  it('the list is cached, shows 12 cards in each locale; a page past the end is 404; /solutions stays the CMS page', async () => {
    for (const locale of ['en', 'fr']) {
      const res = await fetch(`${base}/${locale}/solutions/outfittings`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toContain('s-maxage')
      const html = await res.text()
      expect(html).toContain(`href="/${locale}/solutions/outfittings/mobile-tool-crib"`)
      expect(html.match(/<article /g)?.length).toBe(12)
      expect(html).toContain('name="industry"')
      expect((await fetch(`${base}/${locale}/solutions/outfittings/page/2`)).status).toBe(404)
      expect((await fetch(`${base}/${locale}/solutions/outfittings/page/0`)).status).toBe(404)
      expect((await fetch(`${base}/${locale}/solutions/outfittings/page/1`, { redirect: 'manual' })).status).toBeGreaterThanOrEqual(300)
      expect((await fetch(`${base}/${locale}/solutions`)).status).toBe(200)
    }
    expect(await (await fetch(`${base}/fr/solutions/outfittings`)).text()).toContain('Forfaits d’aménagement')
  })

  it('a CMS page under /solutions still answers at its path beside the outfittings routes', async () => {
    const parent = ((await (await staff('/pages?where[slug][equals]=solutions&depth=0')).json()) as { docs: { id: number }[] }).docs[0]
    const slug = `t${Date.now().toString(36)}-child`
    const res = await staff('/pages?locale=en', { method: 'POST', body: JSON.stringify({ _status: 'published', title: 'Nested test page', slug, parent: parent.id, layout: [{ blockType: 'hero', heading: 'A nested solutions page', eyebrow: 'Boxline', subheading: 'Test' }] }) })
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number; slug: string } }
    try {
      expect(doc.slug).toBe(`solutions/${slug}`)
      const page = await fetch(`${base}/en/solutions/${slug}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('A nested solutions page')
    } finally {
      await staff(`/pages/${doc.id}`, { method: 'DELETE' })
    }
  })

  it('a package’s page has its structured data, Open Graph tags and alternates; an unknown slug is 404', async () => {
    const res = await fetch(`${base}/fr/solutions/outfittings/mobile-tool-crib`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'Service', inLanguage: 'fr-CA', name: 'Magasin d’outils mobile pour chantiers de construction', audience: { name: 'Construction' } })
    expect(html).toMatch(/<meta property="og:title" content="Magasin d/)
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/)
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-US" href="[^"]*\/en\/solutions\/outfittings\/mobile-tool-crib"/)
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/fr\/solutions\/outfittings\/mobile-tool-crib"/)
    expect((await fetch(`${base}/en/solutions/outfittings/no-such-package`)).status).toBe(404)
    expect((await fetch(`${base}/en/solutions/outfittings/Not_A_Slug`)).status).toBe(404)
  })

  it('the sitemap lists the list and every package in both languages with alternates', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text()
    expect(xml).toContain('/en/solutions/outfittings</loc>')
    expect(xml).toContain('/fr/solutions/outfittings/portable-science-lab</loc>')
    expect(xml).toMatch(/hreflang="fr" href="[^"]*\/fr\/solutions\/outfittings\/portable-science-lab"/)
  })
})

describe('publishing an outfitting package', { tags: ['postgres'] }, () => {
  it('a draft stays off the site; published, it shows on the list and its page at once; deleted, it goes', async () => {
    const slug = `t${Date.now().toString(36)}-package`
    const industries = (await (await staff('/industries?limit=1&sort=sortOrder')).json()) as { docs: { id: number }[] }
    const draft = await staff('/solutions?locale=en&draft=true', { method: 'POST', body: JSON.stringify({ _status: 'draft', slug, sortOrder: 0, title: `Draft ${slug}`, excerpt: 'Draft only.', associatedIndustry: industries.docs[0].id }) })
    expect(draft.status, await draft.clone().text()).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    try {
      expect((await fetch(`${base}/en/solutions/outfittings/${slug}`)).status).toBe(404)
      expect((await query({ query: slug })).body.total).toBe(0)
      const published = await staff(`/solutions/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
      expect(published.status, await published.clone().text()).toBe(200)
      expect(await (await fetch(`${base}/en/solutions/outfittings`)).text()).toContain(`Draft ${slug}`)
      expect((await fetch(`${base}/en/solutions/outfittings/${slug}`)).status).toBe(200)
      // 13 packages: a second page.
      expect((await fetch(`${base}/en/solutions/outfittings/page/2`)).status).toBe(200)
      expect((await query({ query: slug })).body.total).toBe(1)
    } finally {
      await staff(`/solutions/${doc.id}`, { method: 'DELETE' })
    }
    expect((await fetch(`${base}/en/solutions/outfittings/${slug}`)).status).toBe(404)
    expect(await (await fetch(`${base}/en/solutions/outfittings`)).text()).not.toContain(slug)
  })

  it('a renamed industry shows at once on the cached list and on its packages’ pages', async () => {
    const found = (await (await staff('/industries?where[slug][equals]=energy&locale=fr')).json()) as { docs: { id: number; name: string }[] }
    const { id, name } = found.docs[0]
    const renamed = `Énergie ${Date.now().toString(36)}`
    await fetch(`${base}/fr/solutions/outfittings`)
    await fetch(`${base}/fr/solutions/outfittings/solar-powered-field-office`)
    try {
      expect((await staff(`/industries/${id}?locale=fr`, { method: 'PATCH', body: JSON.stringify({ name: renamed }) })).status).toBe(200)
      expect(await (await fetch(`${base}/fr/solutions/outfittings`)).text()).toContain(renamed)
      expect(await (await fetch(`${base}/fr/solutions/outfittings/solar-powered-field-office`)).text()).toContain(renamed)
    } finally {
      await staff(`/industries/${id}?locale=fr`, { method: 'PATCH', body: JSON.stringify({ name }) })
    }
    expect(await (await fetch(`${base}/fr/solutions/outfittings`)).text()).not.toContain(renamed)
  })

  it('visitors cannot read drafts or write packages through the CMS API', async () => {
    const anonymous = await fetch(`${base}/cms-api/solutions?draft=true&where[_status][equals]=draft`)
    const body = (await anonymous.json()) as { docs?: unknown[] }
    expect(anonymous.status === 403 || (body.docs ?? []).length === 0).toBe(true)
    const write = await fetch(`${base}/cms-api/solutions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'x', title: 'x' }) })
    expect([401, 403]).toContain(write.status)
  })
})
