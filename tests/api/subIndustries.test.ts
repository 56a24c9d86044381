import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// Sub-industries, use cases and testimonials (issue 15, spec 3 §2 routes "Sub-industry cards", §3):
// each sub-industry's page at /solutions/{industrySlug}/{slug} (or /solutions/{slug} without an
// industry), its card on /solutions, over the 6 seeded sub-industries, cached and refreshed on publish.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)

beforeAll(login)

type Doc = { id: number; slug: string; name?: string; title?: string; quote?: string }
const one = async (path: string): Promise<Doc> => ((await (await staff(path)).json()) as { docs: Doc[] }).docs[0]!
const html = async (path: string) => (await fetch(`${base}${path}`)).text()
const stamp = () => Date.now().toString(36)

describe('the sub-industries’ pages', () => {
  it('/solutions shows a card for each published sub-industry, linking its page, in each locale', async () => {
    for (const [locale, heading, label] of [
      ['en', 'Solutions by trade', 'Plan ahead'],
      ['fr', 'Solutions par secteur d’activité', 'Se préparer'],
    ]) {
      const page = await html(`/${locale}/solutions`)
      expect(page).toContain(heading)
      expect(page).toContain(`href="/${locale}/solutions/construction/road-and-bridge"`)
      expect(page).toContain(`href="/${locale}/solutions/education/k-12-schools"`)
      expect(page).toContain(`href="/${locale}/solutions/disaster-response"`)
      expect(page).toContain(`>${label}</a>`)
    }
  })

  it('a sub-industry’s page is cached and has its text, use cases, testimonials, packages, structured data and alternates', async () => {
    const res = await fetch(`${base}/fr/solutions/construction/road-and-bridge`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('s-maxage')
    const page = await res.text()
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '{}') as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'Service', inLanguage: 'fr-CA', name: 'Travaux routiers et ponts', serviceType: 'Construction' })
    expect(page).toContain('<h1 class="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">Travaux routiers et ponts</h1>')
    expect(page).toContain('id="tool-crib"')
    expect(page).toContain('Magasin d’outils')
    expect(page).toMatch(/«\s*Nous avançons le long de l’autoroute/)
    expect(page).toMatch(/href="\/fr\/solutions\/outfittings\/[a-z0-9-]+"/)
    expect(page).toContain('href="/fr/solutions/outfittings?industry=construction"')
    expect(page).toContain('href="/fr/solutions"')
    expect(page).toMatch(/<meta property="og:title" content="Travaux routiers et ponts"/)
    expect(page).toMatch(/<meta property="og:image" content="[^"]+"/)
    expect(page).toMatch(/<link rel="alternate" hrefLang="en-US" href="[^"]*\/en\/solutions\/construction\/road-and-bridge"/)
    expect(page).toMatch(/<link rel="canonical" href="[^"]*\/fr\/solutions\/construction\/road-and-bridge"/)
  })

  it('a sub-industry without an industry lives right below /solutions, with no packages section', async () => {
    const res = await fetch(`${base}/en/solutions/disaster-response`)
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('Disaster response')
    expect(page).toContain('id="emergency-supplies"')
    expect(page).not.toContain('Outfitting packages for')
  })

  it('any other address of a sub-industry redirects for good to its own; an unknown one is 404; the packages keep theirs', async () => {
    for (const [from, to] of [
      ['/en/solutions/retail/road-and-bridge', '/en/solutions/construction/road-and-bridge'],
      ['/fr/solutions/road-and-bridge', '/fr/solutions/construction/road-and-bridge'],
      ['/en/solutions/construction/disaster-response', '/en/solutions/disaster-response'],
    ]) {
      const res = await fetch(`${base}${from}`, { redirect: 'manual' })
      expect(res.status, from).toBe(308)
      expect(new URL(res.headers.get('location')!, base).pathname).toBe(to)
    }
    expect((await fetch(`${base}/en/solutions/construction/no-such-trade`)).status).toBe(404)
    expect((await fetch(`${base}/en/solutions/no-such-trade`)).status).toBe(404)
    expect((await fetch(`${base}/en/solutions/construction/Not_A_Slug`)).status).toBe(404)
    expect((await fetch(`${base}/en/solutions/outfittings`)).status).toBe(200)
  })

  it('the sitemap lists every sub-industry in both languages with alternates', async () => {
    const xml = await html('/sitemap.xml')
    expect(xml).toContain('/en/solutions/construction/road-and-bridge</loc>')
    expect(xml).toContain('/fr/solutions/disaster-response</loc>')
    expect(xml).toMatch(/hreflang="fr" href="[^"]*\/fr\/solutions\/healthcare\/clinics-and-hospitals"/)
  })
})

describe('publishing sub-industries, use cases and testimonials', () => {
  it('a draft stays off the site; published, it shows on /solutions and its page at once; moved, its old address redirects; deleted, it goes', async () => {
    const slug = `t${stamp()}-trade`
    const retail = await one('/industries?where[slug][equals]=retail&depth=0')
    const energy = await one('/industries?where[slug][equals]=energy&depth=0')
    const draft = await staff('/sub-industries?locale=en&draft=true', { method: 'POST', body: JSON.stringify({ _status: 'draft', slug, sortOrder: 99, title: `Trade ${slug}`, excerpt: 'Draft only.', industry: retail.id }) })
    expect(draft.status, await draft.clone().text()).toBe(201)
    const { doc } = (await draft.json()) as { doc: { id: number } }
    try {
      expect((await fetch(`${base}/en/solutions/retail/${slug}`)).status).toBe(404)
      expect(await html('/en/solutions')).not.toContain(slug)
      const published = await staff(`/sub-industries/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ _status: 'published' }) })
      expect(published.status, await published.clone().text()).toBe(200)
      expect(await html('/en/solutions')).toContain(`href="/en/solutions/retail/${slug}"`)
      expect((await fetch(`${base}/en/solutions/retail/${slug}`)).status).toBe(200)

      const moved = await staff(`/sub-industries/${doc.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ industry: energy.id, _status: 'published' }) })
      expect(moved.status, await moved.clone().text()).toBe(200)
      expect((await fetch(`${base}/en/solutions/energy/${slug}`)).status).toBe(200)
      expect(await html('/en/solutions')).toContain(`href="/en/solutions/energy/${slug}"`)
      const old = await fetch(`${base}/en/solutions/retail/${slug}`, { redirect: 'manual' })
      expect(old.status).toBe(308)
      expect(old.headers.get('location')).toContain(`/en/solutions/energy/${slug}`)
    } finally {
      await staff(`/sub-industries/${doc.id}`, { method: 'DELETE' })
    }
    expect((await fetch(`${base}/en/solutions/energy/${slug}`)).status).toBe(404)
    expect(await html('/en/solutions')).not.toContain(slug)
  })

  it('a sub-industry cannot take the outfitting packages’ address; the error names the field in the admin’s language', async () => {
    const clash = await staff('/sub-industries?locale=en', { method: 'POST', headers: { 'accept-language': 'fr' }, body: JSON.stringify({ _status: 'published', slug: 'outfittings', title: 'Clash' }) })
    expect(clash.status).toBe(400)
    expect(await clash.text()).toContain('Identifiant (adresse)')
    // The same sub-industry under a free slug is accepted: the slug alone was refused.
    const free = await staff('/sub-industries?locale=en', { method: 'POST', body: JSON.stringify({ _status: 'draft', slug: `t${stamp()}-free`, title: 'Clash' }) })
    expect(free.status, await free.clone().text()).toBe(201)
    await staff(`/sub-industries/${((await free.json()) as { doc: { id: number } }).doc.id}`, { method: 'DELETE' })
  })

  it('an edited use case and testimonial show at once on their sub-industry’s page (and the use case in the use-case tabs of /solutions), in that locale only', async () => {
    const useCase = await one('/use-cases?where[slug][equals]=classroom-overflow&locale=fr&depth=0')
    const testimonial = await one('/testimonials?where[name][equals]=Samuel%20Okafor&locale=fr&depth=0')
    const path = '/fr/solutions/education/k-12-schools'
    const title = `Classes ${stamp()}`
    const quote = `Citation ${stamp()}`
    await fetch(`${base}${path}`)
    await fetch(`${base}/en/solutions/education/k-12-schools`)
    // The use-case tabs of /solutions show it too.
    expect(await html('/fr/solutions')).toContain(useCase.title!)
    try {
      expect((await staff(`/use-cases/${useCase.id}?locale=fr`, { method: 'PATCH', body: JSON.stringify({ title, _status: 'published' }) })).status).toBe(200)
      expect((await staff(`/testimonials/${testimonial.id}?locale=fr`, { method: 'PATCH', body: JSON.stringify({ quote, _status: 'published' }) })).status).toBe(200)
      const page = await html(path)
      expect(page).toContain(title)
      expect(page).toContain(quote)
      expect(await html('/en/solutions/education/k-12-schools')).not.toContain(title)
      expect(await html('/fr/solutions')).toContain(title)
      expect(await html('/en/solutions')).not.toContain(title)
    } finally {
      await staff(`/use-cases/${useCase.id}?locale=fr`, { method: 'PATCH', body: JSON.stringify({ title: useCase.title, _status: 'published' }) })
      await staff(`/testimonials/${testimonial.id}?locale=fr`, { method: 'PATCH', body: JSON.stringify({ quote: testimonial.quote, _status: 'published' }) })
    }
    const page = await html(path)
    expect(page).toContain(useCase.title!)
    expect(page).not.toContain(quote)
  })

  it('a testimonials block shows the published testimonials it picks, refreshed when one changes', async () => {
    const slug = `t${stamp()}-voices`
    const picked = await one('/testimonials?where[name][equals]=Angela%20Brooks&locale=en&depth=0')
    const hidden = await staff('/testimonials?locale=en&draft=true', { method: 'POST', body: JSON.stringify({ _status: 'draft', name: `Hidden ${slug}`, quote: 'Not yet approved.' }) })
    expect(hidden.status, await hidden.clone().text()).toBe(201)
    const hiddenId = ((await hidden.json()) as { doc: { id: number } }).doc.id
    const created = await staff('/pages?locale=en', {
      method: 'POST',
      body: JSON.stringify({ _status: 'published', title: 'Voices', slug, layout: [{ blockType: 'testimonials', heading: 'Customers speak', testimonials: [picked.id, hiddenId], items: [] }] }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const pageId = ((await created.json()) as { doc: { id: number } }).doc.id
    const quote = `Two containers ${stamp()}`
    try {
      const page = await html(`/en/${slug}`)
      expect(page).toContain('Customers speak')
      expect(page).toContain('Angela Brooks')
      expect(page).not.toContain(`Hidden ${slug}`)
      expect((await staff(`/testimonials/${picked.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ quote, _status: 'published' }) })).status).toBe(200)
      expect(await html(`/en/${slug}`)).toContain(quote)
    } finally {
      await staff(`/testimonials/${picked.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ quote: picked.quote, _status: 'published' }) })
      await staff(`/pages/${pageId}`, { method: 'DELETE' })
      await staff(`/testimonials/${hiddenId}`, { method: 'DELETE' })
    }
  })

  it('a testimonials block with neither a picked testimonial nor a row of its own is refused', async () => {
    const res = await staff('/pages?locale=en', { method: 'POST', body: JSON.stringify({ _status: 'published', title: 'Empty voices', slug: `t${stamp()}-empty`, layout: [{ blockType: 'testimonials', heading: 'Nobody', items: [] }] }) })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Testimonials written here')
  })

  it('visitors cannot read drafts or write sub-industries, use cases or testimonials through the CMS API', async () => {
    for (const collection of ['sub-industries', 'use-cases', 'testimonials']) {
      const anonymous = await fetch(`${base}/cms-api/${collection}?draft=true&where[_status][equals]=draft`)
      const body = (await anonymous.json()) as { docs?: unknown[] }
      expect(anonymous.status === 403 || (body.docs ?? []).length === 0, collection).toBe(true)
      const write = await fetch(`${base}/cms-api/${collection}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'x', title: 'x', name: 'x', quote: 'x' }) })
      expect([401, 403], collection).toContain(write.status)
    }
  })
})
