import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// The featured article with list and the media header (issue 14, spec 3 §2 "Heroes and media
// blocks"): /resources opens on the newest blog article and the next four, then the case studies;
// /delivery opens on the media header with the delivery video. Both are rendered on the server in
// each locale; publishing an article refreshes the hub at once; staff are told what is wrong
// (the bilingual messages are unit-tested with the blocks' configs).

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)
const unique = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
beforeAll(login)

type Doc = { id: number; slug: string; title: string }
const page = async (path: string) => (await fetch(`${base}${path}`)).text()
const newest = async (collection: string, locale: string, limit: number) =>
  ((await (await staff(`/${collection}?sort=-date,slug&limit=${limit}&locale=${locale}&depth=0&where[_status][equals]=published`)).json()) as { docs: Doc[] }).docs
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;')

/** The HTML of the block whose heading is `heading` (h1 or h2), up to the next section. */
function blockOf(html: string, heading: string): string {
  const start = html.search(new RegExp(`<h[12][^>]*>${heading}</h[12]>`))
  expect(start, heading).toBeGreaterThan(-1)
  const end = html.indexOf('</section>', start)
  return html.slice(start, end)
}

describe('the resources hub: a featured article with its list', () => {
  for (const [locale, h1, read, more, h2, all] of [
    ['en', 'Resources', 'Read the article: ', 'More from the blog', 'Customer stories', 'All blog articles'],
    ['fr', 'Ressources', 'Lire l’article\u00a0: ', 'Plus d’articles du blogue', 'Histoires de clients', 'Tous les articles du blogue'],
  ] as const) {
    it(`/${locale}/resources: the h1, the newest blog article large with its link, the next four listed, its image fetched first`, async () => {
      const [first, ...next] = await newest('blog-articles', locale, 6)
      const html = await page(`/${locale}/resources`)
      expect(html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]).toBe(h1)
      expect(html.match(/<h1/g)).toHaveLength(1)
      const hero = blockOf(html, h1)
      const featuredHref = `href="/${locale}/resources/blogs/${first!.slug}"`
      // The title is a link (an h2 under the page's h1), then the article's button.
      expect(hero).toMatch(new RegExp(`<h2[^>]*><a ${featuredHref}[^>]*>${escaped(first!.title)}</a></h2>`))
      expect(hero).toContain(`aria-label="${read}${escaped(first!.title)}"`)
      expect(hero).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/)
      expect(hero).toContain(`>${more}</h2>`)
      const listed = [...hero.matchAll(/<li[^>]*><a href="([^"]+)"/g)].map((m) => m[1])
      expect(listed).toEqual(next.slice(0, 4).map((doc) => `/${locale}/resources/blogs/${doc.slug}`))
      expect(hero).toMatch(new RegExp(`<a href="/${locale}/resources/blogs"[^>]*>${all}</a>`))
      // The first image of the page is the featured article's, asked for first and not lazily.
      const firstImage = html.match(/<img [^>]*>/)?.[0] ?? ''
      expect(firstImage).toMatch(/fetchPriority="high"/)
      expect(firstImage).not.toMatch(/loading="lazy"/)
      expect(hero).toContain(firstImage)
      // The second block's heading is an h2, its featured title an h3, its image lazy.
      const stories = blockOf(html, h2)
      expect(stories).toMatch(/<h3[^>]*><a href="\/[a-z]{2}\/resources\/case-studies\//)
      expect(stories).toMatch(/<img [^>]*loading="lazy"/)
      expect(stories).not.toContain('fetchPriority')
    })
  }

  it('publishing an article refreshes the hub at once, in that locale only; back in draft, the next one leads', async () => {
    const [first, second] = await newest('blog-articles', 'en', 2)
    expect((await page('/en/resources')).match(/<h2[^>]*><a href="([^"]+)"/)?.[1]).toBe(`/en/resources/blogs/${first!.slug}`)
    await page('/fr/resources')
    const renamed = `Blog article ${unique()}`
    try {
      expect((await staff(`/blog-articles/${first!.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title: renamed }) })).status).toBe(200)
      expect(await page('/en/resources')).toContain(renamed)
      expect(await page('/fr/resources')).not.toContain(renamed)
      expect((await staff(`/blog-articles/${first!.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ _status: 'draft' }) })).status).toBe(200)
      const html = await page('/en/resources')
      expect(html).not.toContain(`href="/en/resources/blogs/${first!.slug}"`)
      expect(html.match(/<h2[^>]*><a href="([^"]+)"/)?.[1]).toBe(`/en/resources/blogs/${second!.slug}`)
    } finally {
      await staff(`/blog-articles/${first!.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title: first!.title, _status: 'published' }) })
    }
    expect(await page('/en/resources')).toContain(`href="/en/resources/blogs/${first!.slug}"`)
  })

  it('features a hand-picked article, not listed again; refuses one of another kind', async () => {
    const cases = await newest('case-studies', 'en', 8)
    const oldest = cases.at(-1)!
    const slug = unique()
    const block = { blockType: 'featuredArticleList', heading: 'Our pick', kind: 'caseStudy', count: 3, featuredArticle: { relationTo: 'case-studies', value: oldest.id } }
    const res = await staff('/pages?locale=en', { method: 'POST', body: JSON.stringify({ _status: 'published', title: 'Pick test', slug, layout: [block] }) })
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number } }
    try {
      const html = blockOf(await page(`/en/${slug}`), 'Our pick')
      expect(html.match(/<h2[^>]*><a href="([^"]+)"/)?.[1]).toBe(`/en/resources/case-studies/${oldest.slug}`)
      const listed = [...html.matchAll(/<li[^>]*><a href="([^"]+)"/g)].map((m) => m[1])
      expect(listed).toEqual(cases.slice(0, 3).map((c) => `/en/resources/case-studies/${c.slug}`))
    } finally {
      await staff(`/pages/${doc.id}`, { method: 'DELETE' })
    }
    const [blog] = await newest('blog-articles', 'en', 1)
    const wrong = await staff('/pages?locale=en', {
      method: 'POST',
      body: JSON.stringify({ _status: 'published', title: 'Pick test', slug: unique(), layout: [{ ...block, featuredArticle: { relationTo: 'blog-articles', value: blog!.id } }] }),
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('Featured article (optional)')
  })
})

describe('the delivery page: a media header', () => {
  for (const [locale, h1, sentence] of [
    ['en', 'Container delivery, start to finish', 'Your browser does not support the video tag.'],
    ['fr', 'La livraison d’un conteneur, du début à la fin', 'Votre navigateur ne prend pas en charge la balise vidéo.'],
  ] as const) {
    it(`/${locale}/delivery: the h1 beside the player (controls, no autoplay), its picture asked for first`, async () => {
      const html = await page(`/${locale}/delivery`)
      expect(html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]).toBe(escaped(h1))
      const player = html.match(/<video[^>]*>.*?<\/video>/s)?.[0] ?? ''
      expect(player).toContain(`aria-label="${escaped(h1)}"`)
      expect(player).toMatch(/ controls=""/)
      expect(player).not.toMatch(/autoplay/i)
      expect(player).toContain('type="video/mp4"')
      expect(player).toContain(sentence)
      const poster = player.match(/poster="([^"]+)"/)?.[1]
      expect(poster).toMatch(/container-delivery-poster.*\.webp$/)
      expect(html).toMatch(new RegExp(`<link rel="preload" (?=[^>]*href="${poster!.replace(/[.?]/g, '\\$&')}")(?=[^>]*as="image")(?=[^>]*fetchPriority="high")`))
      expect(html).toContain(`href="/${locale}/products/storage-containers"`)
      expect(html).toContain(`href="/${locale}/request-quote"`)
    })
  }

  it('refuses a media header with neither an image nor a video', async () => {
    const res = await staff('/pages?locale=en', { method: 'POST', body: JSON.stringify({ _status: 'published', title: 'Media test', slug: unique(), layout: [{ blockType: 'hero', style: 'media', heading: 'Yard' }] }) })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Block 1 (Hero) > Image')
  })
})
