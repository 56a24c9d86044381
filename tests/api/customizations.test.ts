// @postgres: localized queries and ordering.
import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// Customizations (issue 15, spec 3 §2 routes): the overview at /customizations/overview and each
// customization's page at /customizations/{categorySlug}/{slug}, over the 8 seeded customizations
// in 4 categories, cached and refreshed on publish.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)

beforeAll(login)

type Doc = { id: number; slug: string; name?: string; title?: string }
const one = async (path: string): Promise<Doc> => ((await (await staff(path)).json()) as { docs: Doc[] }).docs[0]!

describe('the customizations’ pages', () => {
  it('the overview is cached and shows each category with its customizations, in each locale', { tags: ['postgres'] }, async () => {
    for (const [locale, heading, category] of [
      ['en', 'Container customizations', 'Climate control'],
      ['fr', 'Personnalisation de conteneurs', 'Contrôle de la température'],
    ]) {
      const res = await fetch(`${base}/${locale}/customizations/overview`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toContain('s-maxage')
      const html = await res.text()
      expect(html).toContain(heading)
      expect(html).toContain(`id="climate-control"`)
      expect(html).toContain(category)
      expect(html.match(/<article /g)?.length).toBeGreaterThanOrEqual(8)
      expect(html).toContain(`href="/${locale}/customizations/doors-and-access/roll-up-door"`)
      expect(html).toContain(`href="#security"`)
    }
  })

  it('a customization’s page has its structured data, Open Graph tags and alternates; an unknown one is 404', async () => {
    const res = await fetch(`${base}/fr/customizations/climate-control/spray-foam-insulation`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'Service', inLanguage: 'fr-CA', name: 'Isolation à l’uréthane giclé', serviceType: 'Contrôle de la température' })
    expect(html).toMatch(/<meta property="og:title" content="Isolation à l’uréthane giclé"/)
    expect(html).toMatch(/<meta property="og:image" content="[^"]+"/)
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-US" href="[^"]*\/en\/customizations\/climate-control\/spray-foam-insulation"/)
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/fr\/customizations\/climate-control\/spray-foam-insulation"/)
    expect(html).toContain('href="/fr/customizations/overview#climate-control"')
    expect((await fetch(`${base}/en/customizations/climate-control/no-such-thing`)).status).toBe(404)
    expect((await fetch(`${base}/en/customizations/climate-control/Not_A_Slug`)).status).toBe(404)
  })

  it('under another category’s slug, a customization redirects for good to its own address', async () => {
    const res = await fetch(`${base}/en/customizations/security/spray-foam-insulation`, { redirect: 'manual' })
    expect(res.status).toBe(308)
    expect(new URL(res.headers.get('location')!, base).pathname).toBe('/en/customizations/climate-control/spray-foam-insulation')
  })

  it('the sitemap lists the overview and every customization in both languages with alternates', async () => {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text()
    expect(xml).toContain('/en/customizations/overview</loc>')
    expect(xml).toContain('/fr/customizations/security/lock-box</loc>')
    expect(xml).toMatch(/hreflang="en" href="[^"]*\/en\/customizations\/security\/lock-box"/)
  })
})

describe('publishing a customization', { tags: ['postgres'] }, () => {
  it('a draft stays off the site; published, it shows on the overview and its page at once; moved, its old address redirects; deleted, it goes', async () => {
    const slug = `t${Date.now().toString(36)}-custom`
    const doors = await one('/customization-categories?where[slug][equals]=doors-and-access&depth=0')
    const security = await one('/customization-categories?where[slug][equals]=security&depth=0')
    const draft = await staff('/customizations?locale=en&draft=true', { method: 'POST', body: JSON.stringify({ _status: 'draft', slug, sortOrder: 99, title: `Draft ${slug}`, excerpt: 'Draft only.', category: doors.id }) })
    expect(draft.status, await draft.clone().text()).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    try {
      expect((await fetch(`${base}/en/customizations/doors-and-access/${slug}`)).status).toBe(404)
      expect(await (await fetch(`${base}/en/customizations/overview`)).text()).not.toContain(slug)
      const published = await staff(`/customizations/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
      expect(published.status, await published.clone().text()).toBe(200)
      expect(await (await fetch(`${base}/en/customizations/overview`)).text()).toContain(`Draft ${slug}`)
      expect((await fetch(`${base}/en/customizations/doors-and-access/${slug}`)).status).toBe(200)

      const moved = await staff(`/customizations/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ category: security.id, _status: 'published' }) })
      expect(moved.status, await moved.clone().text()).toBe(200)
      expect((await fetch(`${base}/en/customizations/security/${slug}`)).status).toBe(200)
      const old = await fetch(`${base}/en/customizations/doors-and-access/${slug}`, { redirect: 'manual' })
      expect(old.status).toBe(308)
      expect(old.headers.get('location')).toContain(`/en/customizations/security/${slug}`)
    } finally {
      await staff(`/customizations/${doc.id}`, { method: 'DELETE' })
    }
    expect((await fetch(`${base}/en/customizations/security/${slug}`)).status).toBe(404)
    expect(await (await fetch(`${base}/en/customizations/overview`)).text()).not.toContain(slug)
  })

  it('a renamed category shows at once on the overview and on its customizations’ pages, in that locale', async () => {
    const category = await one('/customization-categories?where[slug][equals]=security&locale=fr&depth=0')
    const renamed = `Sécurité ${Date.now().toString(36)}`
    await fetch(`${base}/fr/customizations/overview`)
    await fetch(`${base}/fr/customizations/security/lock-box`)
    try {
      expect((await staff(`/customization-categories/${category.id}?locale=fr`, { method: 'PATCH', body: JSON.stringify({ name: renamed }) })).status).toBe(200)
      expect(await (await fetch(`${base}/fr/customizations/overview`)).text()).toContain(renamed)
      expect(await (await fetch(`${base}/fr/customizations/security/lock-box`)).text()).toContain(renamed)
      expect(await (await fetch(`${base}/en/customizations/security/lock-box`)).text()).not.toContain(renamed)
    } finally {
      await staff(`/customization-categories/${category.id}?locale=fr`, { method: 'PATCH', body: JSON.stringify({ name: category.name }) })
    }
    expect(await (await fetch(`${base}/fr/customizations/overview`)).text()).not.toContain(renamed)
  })

  it('a renamed customization shows at once in the customizations tabs of /solutions, in that locale; back in draft, it leaves them', async () => {
    const lockBox = await one('/customizations?where[slug][equals]=lock-box&locale=en&depth=0')
    const renamed = `Lock box ${Date.now().toString(36)}`
    expect(await (await fetch(`${base}/en/solutions`)).text()).toContain('Make it yours')
    await fetch(`${base}/fr/solutions`)
    try {
      expect((await staff(`/customizations/${lockBox.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title: renamed }) })).status).toBe(200)
      expect(await (await fetch(`${base}/en/solutions`)).text()).toContain(renamed)
      expect(await (await fetch(`${base}/fr/solutions`)).text()).not.toContain(renamed)
      expect(await (await fetch(`${base}/en/solutions`)).text()).toContain('href="/en/customizations/security/lock-box"')
      expect((await staff(`/customizations/${lockBox.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ _status: 'draft' }) })).status).toBe(200)
      expect(await (await fetch(`${base}/en/solutions`)).text()).not.toContain('href="/en/customizations/security/lock-box"')
    } finally {
      await staff(`/customizations/${lockBox.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title: lockBox.title, _status: 'published' }) })
    }
    expect(await (await fetch(`${base}/en/solutions`)).text()).toContain(`>${lockBox.title}<`)
  })

  it('visitors cannot read drafts or write customizations through the CMS API', async () => {
    const anonymous = await fetch(`${base}/cms-api/customizations?draft=true&where[_status][equals]=draft`)
    const body = (await anonymous.json()) as { docs?: unknown[] }
    expect(anonymous.status === 403 || (body.docs ?? []).length === 0).toBe(true)
    for (const collection of ['customizations', 'customization-categories']) {
      const write = await fetch(`${base}/cms-api/${collection}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'x', title: 'x', name: 'x' }) })
      expect([401, 403]).toContain(write.status)
    }
  })
})
