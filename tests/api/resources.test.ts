// @postgres: accent-insensitive search and paging queries.
import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// Blog articles and case studies (issue 15): POST /api/contentful {content_type: "blogArticle" |
// "caseStudy"} over the seeded items, and the list and detail pages, cached and refreshed on publish.

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
  errors: { sys: { id: string }; details: { linkType: string; id: string } }[]
  fieldErrors?: Record<string, string[]>
}

const TYPES = ['blogArticle', 'caseStudy'] as const
const SEEDED = { blogArticle: 20, caseStudy: 8 }

async function query(contentType: string, body: Record<string, unknown>): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${base}/api/contentful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content_type: contentType, ...body }) })
  return { status: res.status, body: (await res.json()) as Answer }
}

beforeAll(login)

describe.each(TYPES)('POST /api/contentful {content_type: "%s"}', (type) => {
  it('pages through the published items, newest first, in the Contentful shape', { tags: ['postgres'] }, async () => {
    const all = await query(type, { limit: 1000 })
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ sys: { type: 'Array' }, skip: 0, limit: 1000 })
    expect(all.body.total).toBeGreaterThanOrEqual(SEEDED[type])
    expect(all.body.items[0].sys).toMatchObject({ type: 'Entry', contentType: { sys: { id: type } } })
    const dates = all.body.items.map((item) => item.fields.date as string)
    expect(dates).toEqual([...dates].sort().reverse())
    const offset = await query(type, { limit: 3, skip: 2 })
    expect(offset.body.items.map((item) => item.sys.id)).toEqual(all.body.items.slice(2, 5).map((item) => item.sys.id))
    expect(offset.body).toMatchObject({ skip: 2, limit: 3, total: all.body.total })
    const defaults = await query(type, {})
    expect(defaults.body.limit).toBe(100)
  })

  it('searches ignoring case and accents, in the asked locale', { tags: ['postgres'] }, async () => {
    const term = type === 'blogArticle' ? 'condensation' : 'hopital'
    const plain = await query(type, { locale: 'fr', query: term.toUpperCase() })
    expect(plain.status).toBe(200)
    expect(plain.body.total).toBeGreaterThanOrEqual(1)
    const accented = await query(type, { locale: 'fr', query: type === 'blogArticle' ? 'condensation' : 'hôpital' })
    expect(accented.body.total).toBe(plain.body.total)
    expect((await query(type, { query: 'zzzz-no-such-thing' })).body).toMatchObject({ total: 0, items: [] })
    const fr = await query(type, { locale: 'fr', limit: 1 })
    const en = await query(type, { locale: 'en', limit: 1 })
    expect(fr.body.items[0].fields.title).not.toBe(en.body.items[0].fields.title)
  })

  it('filters on the category (slug or id), the industry, the solution and the topic', { tags: ['postgres'] }, async () => {
    const all = await query(type, { limit: 1000, include: 1, select: 'sys.id,fields.category,fields.associatedIndustry,fields.associatedSolution,fields.topic' })
    const entries = new Map(all.body.includes.Entry.map((entry) => [entry.sys.id, entry]))
    // Every link of every article resolved: no notResolvable error.
    expect(all.body.errors).toEqual([])
    const count = (field: string, id: string) => all.body.items.filter((item) => (item.fields[field] as Link | null)?.sys.id === id).length
    for (const [field, param] of [
      ['category', 'fields.category.sys.id'],
      ['associatedIndustry', 'fields.associatedIndustry.sys.id'],
      ['associatedSolution', 'fields.associatedSolution.sys.id'],
      ['topic', 'fields.topic.sys.id'],
    ] as const) {
      const linked = all.body.items.map((item) => item.fields[field] as Link | null).find(Boolean)
      if (!linked) continue
      expect(linked.sys).toMatchObject({ type: 'Link', linkType: 'Entry' })
      expect(entries.has(linked.sys.id), `${field} resolved`).toBe(true)
      const filtered = await query(type, { [param]: linked.sys.id, limit: 1000 })
      expect(filtered.status).toBe(200)
      expect(filtered.body.total, param).toBe(count(field, linked.sys.id))
      // The bare number works too.
      expect((await query(type, { [param]: linked.sys.id.replace(/^\D+-/, ''), limit: 1 })).body.total).toBe(filtered.body.total)
    }
    if (type === 'caseStudy') {
      // A case study's solution is an outfitting package (content type solution), not an industry.
      const solution = all.body.items.map((item) => item.fields.associatedSolution as Link | null).find(Boolean)
      const entry = entries.get(solution!.sys.id) as unknown as { sys: { contentType: { sys: { id: string } } }; fields: { title?: string; slug: string } }
      expect(solution!.sys.id).toMatch(/^solution-\d+$/)
      expect(entry.sys.contentType.sys.id).toBe('solution')
      expect(entry.fields.title).toBeTruthy()
      const packages = (await query('solution', { limit: 1000, select: 'sys.id,fields.slug' })).body.items
      expect(packages.find((item) => `solution-${item.sys.id}` === solution!.sys.id)?.fields.slug).toBe(entry.fields.slug)
      expect((await query(type, { 'fields.associatedSolution.sys.id': 'industry-1' })).status).toBe(400)
    }
    const category = all.body.items.map((item) => item.fields.category as Link | null).find(Boolean)
    const slug = entries.get(category!.sys.id)!.fields.slug
    expect((await query(type, { 'fields.category': slug })).body.total).toBe(count('category', category!.sys.id))
    expect((await query(type, { 'fields.category': 'no-such-category' })).body.total).toBe(0)
  })

  it('selects fields and includes linked images and entries only when asked', async () => {
    const some = await query(type, { select: 'sys.id,fields.title,fields.featuredImage,fields.category', include: 1, limit: 5, locale: 'fr' })
    expect(some.status).toBe(200)
    expect(Object.keys(some.body.items[0].fields).sort()).toEqual(['category', 'featuredImage', 'title'])
    const image = some.body.items[0].fields.featuredImage as Link
    expect(image.sys.linkType).toBe('Asset')
    expect(some.body.includes.Asset.map((asset) => asset.sys.id)).toContain(image.sys.id)
    expect((await fetch(`${base}${some.body.includes.Asset[0].fields.file.url}`)).status).toBe(200)
    const category = some.body.includes.Entry.find((entry) => entry.sys.id === (some.body.items[0].fields.category as Link).sys.id)
    expect(category?.sys.contentType.sys.id).toBe('category')
    expect(category?.fields.name).toBeTruthy()
    // Only what is selected is included; nothing without include.
    expect(some.body.includes.Entry.every((entry) => entry.sys.contentType.sys.id === 'category')).toBe(true)
    expect((await query(type, { limit: 2 })).body.includes).toEqual({ Entry: [], Asset: [] })
    const everything = await query(type, { select: 'fields', limit: 1 })
    expect(Object.keys(everything.body.items[0].fields)).toEqual(expect.arrayContaining(['title', 'slug', 'date', 'excerpt', 'body', 'category', 'associatedIndustry', 'topic']))
  })

  it('refuses bad input with a 400 that names the parameter', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 1001 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
      [{ skip: -1 }, 'skip'],
      [{ skip: 1.5 }, 'skip'],
      [{ locale: 'de' }, 'locale'],
      [{ include: 11 }, 'include'],
      [{ query: 'x'.repeat(101) }, 'query'],
      [{ select: 'fields.password' }, 'select'],
      [{ 'fields.category': 'Not A Slug' }, 'fields.category'],
      [{ 'fields.category.sys.id': 'industry-1' }, 'fields.category.sys.id'],
      [{ 'fields.associatedIndustry.sys.id': 'abc' }, 'fields.associatedIndustry.sys.id'],
      [{ 'fields.associatedSolution.sys.id': 'topic-2' }, 'fields.associatedSolution.sys.id'],
      [{ 'fields.topic.sys.id': '' }, 'fields.topic.sys.id'],
      [{ 'fields.colour': 'red' }, 'fields.colour'],
      [{ order: '-fields.date' }, 'order'],
    ]
    for (const [body, field] of cases) {
      const answer = await query(type, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(answer.body.fieldErrors ?? {}), JSON.stringify(body)).toContain(field)
    }
    const notJson = await fetch(`${base}/api/contentful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(notJson.status).toBe(400)
  })
})

const LISTS = [
  ['blogs', 'how-to-choose-the-right-container-size', 'BlogPosting', 'Comment choisir la bonne taille de conteneur'],
  ['case-studies', 'laval-hospital-expansion', 'Article', 'Agrandissement d’un hôpital à Laval'],
] as const

describe.each(LISTS)('the /resources/%s pages', (list, slug, schemaType, frenchTitle) => {
  it('the list and its later pages are cached; a page past the end is 404', async () => {
    for (const locale of ['en', 'fr']) {
      const res = await fetch(`${base}/${locale}/resources/${list}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toContain('s-maxage')
      const html = await res.text()
      expect(html).toContain(`/${locale}/resources/${list}/${slug}`)
      if (list === 'blogs') {
        expect(html).toContain(`href="/${locale}/resources/blogs/page/2"`)
        expect((await fetch(`${base}/${locale}/resources/blogs/page/2`)).status).toBe(200)
      }
      expect((await fetch(`${base}/${locale}/resources/${list}/page/99`)).status).toBe(404)
      expect((await fetch(`${base}/${locale}/resources/${list}/page/0`)).status).toBe(404)
    }
  })

  it('a detail page has its structured data, Open Graph tags and alternates; an unknown slug is 404', async () => {
    const res = await fetch(`${base}/fr/resources/${list}/${slug}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(frenchTitle.replace('’', '&#x27;').slice(0, 10))
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': schemaType, inLanguage: 'fr-CA' })
    expect(String(ld.headline)).toContain(frenchTitle)
    expect(html).toMatch(/<meta property="og:type" content="article"/)
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/)
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en-US" href="[^"]*/en/resources/${list}/${slug}"`))
    expect((await fetch(`${base}/en/resources/${list}/no-such-article`)).status).toBe(404)
  })

  it('the sitemap lists the list and every item in both languages', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text()
    expect(xml).toContain(`/en/resources/${list}/${slug}`)
    expect(xml).toContain(`/fr/resources/${list}/${slug}`)
    expect(xml).toContain(`/en/resources/${list}</loc>`)
  })
})

describe('publishing', { tags: ['postgres'] }, () => {
  it('a draft stays off the site; published, it shows on the list and its page at once', async () => {
    const slug = `t${Date.now().toString(36)}-blog`
    const before = await (await fetch(`${base}/en/resources/blogs`)).text()
    expect(before).not.toContain(slug)
    const draft = await staff('/blog-articles?locale=en&draft=true', { method: 'POST', body: JSON.stringify({ _status: 'draft', slug, date: '2099-01-01', title: `Draft ${slug}`, excerpt: 'Draft only.' }) })
    expect(draft.status, await draft.clone().text()).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    expect((await fetch(`${base}/en/resources/blogs/${slug}`)).status).toBe(404)
    expect((await query('blogArticle', { query: slug })).body.total).toBe(0)
    const published = await staff(`/blog-articles/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
    expect(published.status, await published.clone().text()).toBe(200)
    expect(await (await fetch(`${base}/en/resources/blogs`)).text()).toContain(`Draft ${slug}`)
    expect((await fetch(`${base}/en/resources/blogs/${slug}`)).status).toBe(200)
    expect((await query('blogArticle', { query: slug })).body.total).toBe(1)
    await staff(`/blog-articles/${doc.id}`, { method: 'DELETE' })
    expect((await fetch(`${base}/en/resources/blogs/${slug}`)).status).toBe(404)
    expect(await (await fetch(`${base}/en/resources/blogs`)).text()).not.toContain(slug)
  })

  it('the case studies’ solution filter offers the packages they present, renamed on the list as soon as a package is published', async () => {
    const option = (slug: string, name: string) => `<option value="${slug}">${name}</option>`
    const list = await (await fetch(`${base}/en/resources/case-studies`)).text()
    expect(list).toContain(option('parts-and-spares-store', 'Parts and spares store for wind and solar farms'))
    expect(list).toContain(option('medical-supply-depot', 'Medical supply depot'))
    // No case study presents the science lab: it is not a choice that would find nothing.
    expect(list).not.toContain('value="portable-science-lab"')
    expect(await (await fetch(`${base}/en/resources/blogs`)).text()).not.toContain('value="parts-and-spares-store"')

    const found = (await (await staff('/solutions?where[slug][equals]=parts-and-spares-store&depth=0&locale=en')).json()) as { docs: { id: number; title: string }[] }
    const { id, title } = found.docs[0]
    const renamed = `${title} (renamed ${Date.now().toString(36)})`
    try {
      const publish = await staff(`/solutions/${id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title: renamed, _status: 'published' }) })
      expect(publish.status, await publish.clone().text()).toBe(200)
      expect(await (await fetch(`${base}/en/resources/case-studies`)).text()).toContain(option('parts-and-spares-store', renamed))
      // The French list keeps its own name.
      expect(await (await fetch(`${base}/fr/resources/case-studies`)).text()).toContain(option('parts-and-spares-store', 'Magasin de pièces de rechange pour parcs éoliens et solaires'))
    } finally {
      await staff(`/solutions/${id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title, _status: 'published' }) })
    }
    expect(await (await fetch(`${base}/en/resources/case-studies`)).text()).toContain(option('parts-and-spares-store', title))
  })

  it('visitors cannot read drafts or write through the CMS API', async () => {
    const anonymous = await fetch(`${base}/cms-api/blog-articles?draft=true&where[_status][equals]=draft`)
    const body = (await anonymous.json()) as { docs?: unknown[] }
    expect(anonymous.status === 403 || (body.docs ?? []).length === 0).toBe(true)
    const write = await fetch(`${base}/cms-api/categories`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x', slug: 'x' }) })
    expect([401, 403]).toContain(write.status)
  })
})
