// @postgres: accent-insensitive search and multi-valued filters.
import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// Documents (issue 15): POST /api/contentful/documents {suffixUrl, skip, limit, locale} and
// POST /api/contentful {content_type: "document"} over the seeded documents, the PDFs they link,
// and the list and detail pages, cached and refreshed on publish.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)

type Link = { sys: { type: string; linkType: string; id: string } }
type Item = { sys: { id: string; type: string; contentType: { sys: { id: string } } }; fields: Record<string, unknown> }
type Answer = {
  sys: { type: string }
  total: number
  skip: number
  limit: number
  items: Item[]
  includes: { Entry: { sys: { id: string }; fields: { name: string; slug: string } }[]; Asset: { sys: { id: string }; fields: { file: { url: string; contentType: string; details: { size: number } } } }[] }
  error: unknown
  fieldErrors?: Record<string, string[]>
}

const SEEDED = 14
const SEEDED_FILES = 9

async function documents(body: Record<string, unknown>): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${base}/api/contentful/documents`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Answer }
}
const ids = (answer: Answer) => answer.items.map((item) => item.sys.id)
const linked = (item: Item, field: string) => ((item.fields[field] as Link[] | undefined) ?? []).map((link) => link.sys.id)

let all: Answer
beforeAll(async () => {
  await login()
  all = (await documents({ limit: 1000 })).body
})

describe('POST /api/contentful/documents', () => {
  it('pages through the published documents, newest first, 12 by default, in the Contentful shape', { tags: ['postgres'] }, async () => {
    expect(all).toMatchObject({ sys: { type: 'Array' }, skip: 0, limit: 1000, error: null })
    expect(all.total).toBeGreaterThanOrEqual(SEEDED)
    expect(all.items[0].sys).toMatchObject({ type: 'Entry', contentType: { sys: { id: 'document' } } })
    const dates = all.items.map((item) => item.fields.date as string)
    expect(dates).toEqual([...dates].sort().reverse())
    const first = await documents({})
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ limit: 12, skip: 0, total: all.total })
    expect(first.body.items).toHaveLength(12)
    const second = await documents({ skip: 12 })
    expect(ids(second.body)).toEqual(ids(all).slice(12, 24))
    const offset = await documents({ skip: 2, limit: 3 })
    expect(ids(offset.body)).toEqual(ids(all).slice(2, 5))
    expect((await documents({ skip: 10_000 })).body).toMatchObject({ items: [], total: all.total })
  })

  it('links each file’s PDF and image as assets and the industries and topics as entries', () => {
    const files = all.items.filter((item) => item.fields.showAs === 'file')
    expect(files.length).toBeGreaterThanOrEqual(SEEDED_FILES)
    const assets = new Map(all.includes.Asset.map((asset) => [asset.sys.id, asset]))
    for (const item of files) {
      const file = assets.get((item.fields.file as Link).sys.id)
      expect(file?.fields.file).toMatchObject({ contentType: 'application/pdf', url: expect.stringMatching(/\.pdf$/) })
      expect(item.fields.body).toBeNull()
    }
    const articles = all.items.filter((item) => item.fields.showAs === 'article')
    expect(articles.length).toBeGreaterThanOrEqual(SEEDED - SEEDED_FILES)
    for (const item of articles) expect(item.fields).toMatchObject({ file: null, body: expect.any(String) })
    const entries = new Set(all.includes.Entry.map((entry) => entry.sys.id))
    for (const item of all.items) for (const id of [...linked(item, 'industries'), ...linked(item, 'topics')]) expect(entries.has(id)).toBe(true)
  })

  it('filters by any of the industries and any of the topics in the suffixUrl, and searches', { tags: ['postgres'] }, async () => {
    const industries = [...new Set(all.items.flatMap((item) => linked(item, 'industries')))]
    const topics = [...new Set(all.items.flatMap((item) => linked(item, 'topics')))]
    const [i1, i2] = industries.filter((id) => all.items.some((item) => linked(item, 'industries').includes(id)))
    const bare = (id: string) => id.replace(/^\w+-/, '')
    const expected = (inds: string[], tops: string[]) =>
      all.items.filter((item) => (!inds.length || linked(item, 'industries').some((id) => inds.includes(id))) && (!tops.length || linked(item, 'topics').some((id) => tops.includes(id)))).map((item) => item.sys.id)
    const one = await documents({ suffixUrl: `&fields.industries.sys.id[in]=${bare(i1)}`, limit: 1000 })
    expect(one.status).toBe(200)
    expect(ids(one.body)).toEqual(expected([i1], []))
    const two = await documents({ suffixUrl: `&fields.industries.sys.id[in]=${i1},${bare(i2)}`, limit: 1000 })
    expect(ids(two.body)).toEqual(expected([i1, i2], []))
    expect(two.body.total).toBeGreaterThan(one.body.total)
    const both = await documents({ suffixUrl: `&fields.industries.sys.id[in]=${bare(i1)},${bare(i2)}&fields.topics.sys.id[in]=${bare(topics[0])}`, limit: 1000 })
    expect(ids(both.body)).toEqual(expected([i1, i2], [topics[0]]))
    expect(both.body.total).toBeLessThan(two.body.total)
    const paged = await documents({ suffixUrl: `&fields.industries.sys.id[in]=${bare(i1)},${bare(i2)}`, limit: 2, skip: 1 })
    expect(ids(paged.body)).toEqual(expected([i1, i2], []).slice(1, 3))
    expect(paged.body.total).toBe(two.body.total)
    expect((await documents({ suffixUrl: '&fields.topics.sys.id[in]=999999' })).body).toMatchObject({ items: [], total: 0 })
    const searched = await documents({ suffixUrl: '&query=CHECKLIST' })
    expect(searched.body.items.map((item) => item.fields.slug)).toEqual(expect.arrayContaining(['site-preparation-checklist', 'winter-site-checklist']))
    expect((await documents({ suffixUrl: '&query=zzzz-no-such-thing' })).body).toMatchObject({ items: [], total: 0 })
  })

  it('answers in the asked locale, ignoring accents, with the French PDF', { tags: ['postgres'] }, async () => {
    const fr = await documents({ locale: 'fr', suffixUrl: '&query=securite', limit: 1000 })
    expect(fr.status).toBe(200)
    expect(fr.body.items.map((item) => item.fields.slug)).toContain('container-security-guide')
    expect((await documents({ locale: 'fr', suffixUrl: '&query=sécurité', limit: 1000 })).body.total).toBe(fr.body.total)
    const en = await documents({ locale: 'en', limit: 1 })
    const frFirst = await documents({ locale: 'fr', limit: 1 })
    expect(frFirst.body.items[0].sys.id).toBe(en.body.items[0].sys.id)
    expect(frFirst.body.items[0].fields.title).not.toBe(en.body.items[0].fields.title)
    const sheet = (answer: Answer) => {
      const item = answer.items.find((i) => i.fields.slug === '20-ft-storage-container-spec-sheet')
      return answer.includes.Asset.find((asset) => asset.sys.id === (item?.fields.file as Link).sys.id)?.fields.file.url
    }
    const both = await Promise.all(['en', 'fr'].map((locale) => documents({ locale, suffixUrl: '&query=20', limit: 1000 })))
    expect(sheet(both[0].body)).toMatch(/-en\.pdf$/)
    expect(sheet(both[1].body)).toMatch(/-fr\.pdf$/)
  })

  it('the PDFs download as application/pdf and are real PDFs', async () => {
    const urls = all.includes.Asset.filter((asset) => asset.fields.file.contentType === 'application/pdf').map((asset) => asset.fields.file.url)
    expect(urls.length).toBeGreaterThanOrEqual(SEEDED_FILES)
    for (const url of urls.slice(0, 4)) {
      const res = await fetch(new URL(url, base))
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toContain('application/pdf')
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(bytes.length).toBeGreaterThan(1500)
    }
  })

  it('refuses bad input with a 400 that names the parameter or the suffix’s key', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 1001 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 'ten' }, 'limit'],
      [{ skip: -1 }, 'skip'],
      [{ skip: 1.5 }, 'skip'],
      [{ locale: 'de' }, 'locale'],
      [{ suffixUrl: 42 }, 'suffixUrl'],
      [{ suffixUrl: 'x'.repeat(2001) }, 'suffixUrl'],
      [{ suffixUrl: '&fields.category.sys.id=1' }, 'fields.category.sys.id'],
      [{ suffixUrl: '&order=-fields.date' }, 'order'],
      [{ suffixUrl: '&fields.industries.sys.id[in]=abc' }, 'fields.industries.sys.id[in]'],
      [{ suffixUrl: '&fields.industries.sys.id[in]=topic-1' }, 'fields.industries.sys.id[in]'],
      [{ suffixUrl: '&fields.topics.sys.id[in]=' }, 'fields.topics.sys.id[in]'],
      [{ suffixUrl: '&fields.topics.sys.id[in]=1&fields.topics.sys.id[in]=2' }, 'fields.topics.sys.id[in]'],
      [{ suffixUrl: `&query=${'q'.repeat(101)}` }, 'query'],
      [{ suffixUrl: '&query=a&&b' }, 'suffixUrl'],
      // Names every object has by its prototype (issue 42: these answered 500).
      ...['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'].map((key): [Record<string, unknown>, string] => [{ suffixUrl: `&${key}=1` }, key]),
      [{ content_type: 'document' }, 'content_type'],
      [{ include: 1 }, 'include'],
    ]
    for (const [body, field] of cases) {
      const answer = await documents(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(answer.body.fieldErrors ?? {}), JSON.stringify(body)).toContain(field)
    }
    const notJson = await fetch(`${base}/api/contentful/documents`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })
    expect(notJson.status).toBe(200) // an empty body is the first page, like `{}`
  })
})

describe('POST /api/contentful {content_type: "document"}', () => {
  const query = async (body: Record<string, unknown>) => {
    const res = await fetch(`${base}/api/contentful`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content_type: 'document', ...body }) })
    return { status: res.status, body: (await res.json()) as Answer }
  }
  it('answers the same documents with the filters as keys, select and include', { tags: ['postgres'] }, async () => {
    const answer = await query({ limit: 1000, include: 1 })
    expect(answer.status).toBe(200)
    expect(ids(answer.body)).toEqual(ids(all))
    const industry = linked(all.items[0], 'industries')[0]
    const filtered = await query({ 'fields.industries.sys.id[in]': industry, limit: 1000 })
    expect(filtered.body.items.every((item) => linked(item, 'industries').includes(industry))).toBe(true)
    expect(filtered.body.includes).toEqual({ Entry: [], Asset: [] })
    const selected = await query({ select: 'sys.id,fields.title', limit: 1 })
    expect(Object.keys(selected.body.items[0].fields)).toEqual(['title'])
    for (const [body, field] of [[{ 'fields.topics.sys.id[in]': 'x' }, 'fields.topics.sys.id[in]'], [{ select: 'fields.password' }, 'select'], [{ suffixUrl: '' }, 'suffixUrl']] as const) {
      const bad = await query(body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(bad.body.fieldErrors ?? {})).toContain(field)
    }
  })
})

describe('the /resources/documents pages', () => {
  it('the list is cached and links files to their PDF and articles to their page; page 2 exists; past the end is 404', async () => {
    for (const locale of ['en', 'fr']) {
      const res = await fetch(`${base}/${locale}/resources/documents`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toContain('s-maxage')
      const html = await res.text()
      expect(html).toMatch(new RegExp(`href="[^"]*-${locale}\\.pdf"`))
      expect(html).toContain(`href="/${locale}/resources/documents/how-to-read-a-rental-quote"`)
      expect(html).toContain(`href="/${locale}/resources/documents/page/2"`)
      expect((await fetch(`${base}/${locale}/resources/documents/page/2`)).status).toBe(200)
      expect((await fetch(`${base}/${locale}/resources/documents/page/99`)).status).toBe(404)
    }
  })

  it('an article document’s page has its structured data, Open Graph tags and alternates; a file’s page a download button', async () => {
    const res = await fetch(`${base}/fr/resources/documents/how-to-read-a-rental-quote`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'Article', inLanguage: 'fr-CA', headline: 'Comment lire une soumission de location' })
    expect(html).toMatch(/<meta property="og:type" content="article"/)
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-US" href="[^"]*\/en\/resources\/documents\/how-to-read-a-rental-quote"/)
    expect(html).toContain('La soumission présente d’abord le loyer')
    const file = await (await fetch(`${base}/en/resources/documents/rental-agreement-guide`)).text()
    expect(file).toMatch(/href="[^"]*rental-agreement-guide-en\.pdf"/)
    expect(file).toContain('"@type":"DigitalDocument"')
    expect((await fetch(`${base}/en/resources/documents/no-such-document`)).status).toBe(404)
  })

  it('the sitemap lists the list and every document in both languages', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text()
    expect(xml).toContain('/en/resources/documents/how-to-read-a-rental-quote')
    expect(xml).toContain('/fr/resources/documents/site-preparation-checklist')
    expect(xml).toContain('/en/resources/documents</loc>')
  })

  it('a draft stays off the site; published, it shows on the list and its page at once', { tags: ['postgres'] }, async () => {
    const slug = `t${Date.now().toString(36)}-doc`
    const draft = await staff('/documents?locale=en&draft=true', { method: 'POST', body: JSON.stringify({ _status: 'draft', slug, showAs: 'article', date: '2099-01-01', title: `Draft ${slug}`, excerpt: 'Draft only.', body: 'Text.' }) })
    expect(draft.status, await draft.clone().text()).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    expect((await fetch(`${base}/en/resources/documents/${slug}`)).status).toBe(404)
    expect((await documents({ suffixUrl: `&query=${slug}` })).body.total).toBe(0)
    expect(await (await fetch(`${base}/en/resources/documents`)).text()).not.toContain(slug)
    const published = await staff(`/documents/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
    expect(published.status, await published.clone().text()).toBe(200)
    expect(await (await fetch(`${base}/en/resources/documents`)).text()).toContain(`Draft ${slug}`)
    expect((await fetch(`${base}/en/resources/documents/${slug}`)).status).toBe(200)
    expect((await documents({ suffixUrl: `&query=${slug}` })).body.total).toBe(1)
    await staff(`/documents/${doc.id}`, { method: 'DELETE' })
    expect((await fetch(`${base}/en/resources/documents/${slug}`)).status).toBe(404)
    expect(await (await fetch(`${base}/en/resources/documents`)).text()).not.toContain(slug)
  })

  it('a document shown as a file needs its PDF', async () => {
    const res = await staff('/documents?locale=en', { method: 'POST', body: JSON.stringify({ _status: 'published', slug: `t${Date.now().toString(36)}-nofile`, showAs: 'file', date: '2099-01-02', title: 'No file' }) })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('PDF')
  })
})
