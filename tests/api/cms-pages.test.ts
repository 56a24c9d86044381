// @postgres: drafts, publishing, redirects and cache invalidations written by staff.
import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// CMS pages (issue 14, item 1): nested pages, drafts and publishing, the preview route, and the
// redirect a changed slug leaves. Each test makes its own pages, with a unique slug.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })
const { login, staff } = staffApi(base)
const unique = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

type PageDoc = { id: number; slug: string; _status: string; title: string }

const heroLayout = (heading: string) => [{ blockType: 'hero', heading, eyebrow: 'Boxline', subheading: 'Storage containers' }]

async function createPage(data: Record<string, unknown>, { draft = false, locale = 'en' } = {}): Promise<PageDoc> {
  const res = await staff(`/pages?locale=${locale}${draft ? '&draft=true' : ''}`, { method: 'POST', body: JSON.stringify({ _status: draft ? 'draft' : 'published', ...data }) })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { doc: PageDoc }).doc
}

async function updatePage(id: number, data: Record<string, unknown>, { draft = false, locale = 'en' } = {}): Promise<PageDoc> {
  const res = await staff(`/pages/${id}?locale=${locale}${draft ? '&draft=true' : ''}`, { method: 'PATCH', body: JSON.stringify(draft ? data : { _status: 'published', ...data }) })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { doc: PageDoc }).doc
}

/** The staff session cookie of the admin, as a browser signed in to /admin sends it. */
async function staffCookie(): Promise<string> {
  const res = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }),
  })
  expect(res.status).toBe(200)
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ')
}

beforeAll(login)

describe('CMS pages at their path', () => {
  it('a published page answers at /{locale}/{slug} in both languages, with its title, description and Open Graph tags', async () => {
    const slug = unique()
    const page = await createPage({ title: 'Test page', slug, meta: { title: 'Test page meta', description: 'A page made by a test.' }, layout: heroLayout('A heading for the test') })
    // The French words of the same hero block (same id), title and description.
    const [hero] = (page as unknown as { layout: { id: string }[] }).layout
    await updatePage(page.id, { title: 'Page d’essai', meta: { title: 'Page d’essai meta', description: 'Une page faite par un test.' }, layout: [{ ...heroLayout('Un titre pour le test')[0], id: hero!.id }] }, { locale: 'fr' })
    const english = await get(`/en/${slug}`)
    expect(english.status).toBe(200)
    const html = await english.text()
    expect(html).toContain('A heading for the test')
    expect(html).toMatch(/<title>Test page meta/)
    expect(html).toContain('<meta property="og:title" content="Test page meta"')
    expect(html).toContain('<meta name="description" content="A page made by a test."')
    expect(html).toMatch(new RegExp(`hrefLang="fr-CA" href="[^"]*/fr/${slug}"`, 'i'))
    const french = await (await get(`/fr/${slug}`)).text()
    expect(french).toMatch(/<title>Page d’essai meta/)
    expect(french).toContain('Un titre pour le test')
    expect(await (await get(`/en/${slug}`)).text()).toContain('A heading for the test')
    expect(french).toContain('<meta property="og:locale" content="fr_CA"')
  })

  it('a page under a parent lives under its path, and /en/home is not the home page twice', async () => {
    const parent = await createPage({ title: 'Parent', slug: unique(), layout: heroLayout('Parent page') })
    const child = await createPage({ title: 'Child', slug: 'child-page', parent: parent.id, layout: heroLayout('Child page') })
    expect(child.slug).toBe(`${parent.slug}/child-page`)
    expect((await get(`/en/${parent.slug}/child-page`)).status).toBe(200)
    expect((await get('/en/home')).status).toBe(404)
  })

  it('an unknown path is the localized 404', async () => {
    expect((await get(`/fr/${unique()}`)).status).toBe(404)
  })
})

describe('drafts', { tags: ['postgres'] }, () => {
  it('a draft page is not public; a draft of a published page leaves the published one in place until it is published', async () => {
    const slug = unique()
    const draftOnly = await createPage({ title: 'Draft only', slug, layout: heroLayout('Never published') }, { draft: true })
    expect(draftOnly._status).toBe('draft')
    expect((await get(`/en/${slug}`)).status).toBe(404)
    expect((await fetch(`${base}/cms-api/pages/${draftOnly.id}`)).status).toBe(404)

    const published = await createPage({ title: 'Published', slug: unique(), layout: heroLayout('Published words') })
    const path = `/en/${published.slug}`
    expect(await (await get(path)).text()).toContain('Published words')
    await updatePage(published.id, { layout: heroLayout('Draft words') }, { draft: true })
    const afterDraft = await (await get(path)).text()
    expect(afterDraft).toContain('Published words')
    expect(afterDraft).not.toContain('Draft words')
    await updatePage(published.id, { layout: heroLayout('Draft words') })
    expect(await (await get(path)).text()).toContain('Draft words')
  })
})

describe('publishing and the page cache', { tags: ['postgres'] }, () => {
  it('a draft saved over a published page leaves it in the cache, as it was', async () => {
    const page = await createPage({ title: 'Cached', slug: unique(), layout: heroLayout('Cached words') })
    const path = `/en/${page.slug}`
    await get(path)
    expect((await get(path)).headers.get('x-nextjs-cache')).toBe('HIT')
    await updatePage(page.id, { layout: heroLayout('Autosaved words') }, { draft: true })
    const afterDraft = await get(path)
    expect(afterDraft.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(await afterDraft.text()).toContain('Cached words')
  })
})

describe('the preview route (live preview and the Preview button)', { tags: ['postgres'] }, () => {
  it('refuses visitors, and pages outside the site', async () => {
    expect((await get('/api/preview?path=/en')).status).toBe(403)
    expect((await get('/api/preview?path=//evil.example')).status).toBe(400)
    expect((await get('/api/preview?path=https://evil.example/en')).status).toBe(400)
    // In the language of the page asked for.
    const french = await get('/api/preview?path=/fr/about-us')
    expect(french.status).toBe(403)
    expect(await french.json()).toEqual({ errors: [{ message: 'Seul le personnel connecté peut prévisualiser les brouillons. Connectez-vous d’abord à l’administration.' }] })
  })

  it('shows staff the newest draft, rendered for them alone; visitors still see the published page', async () => {
    const page = await createPage({ title: 'Preview me', slug: unique(), layout: heroLayout('Published heading') })
    await updatePage(page.id, { layout: heroLayout('Draft heading for staff') }, { draft: true })
    const cookie = await staffCookie()
    const entered = await get(`/api/preview?path=/en/${page.slug}`, { headers: { cookie } })
    expect(entered.status).toBe(307)
    expect(entered.headers.get('location')).toBe(`/en/${page.slug}`)
    const draftCookie = entered.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='))
    expect(draftCookie).toBeDefined()
    const preview = await get(`/en/${page.slug}`, { headers: { cookie: `${cookie}; ${draftCookie!.split(';')[0]}` } })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toMatch(/no-store|private/)
    expect(preview.headers.get('content-security-policy')).toMatch(/'nonce-/)
    expect(await preview.text()).toContain('Draft heading for staff')
    const visitor = await (await get(`/en/${page.slug}`)).text()
    expect(visitor).toContain('Published heading')
    expect(visitor).not.toContain('Draft heading for staff')
    // Issue 42, finding 6: the draft-mode cookie is one value for every visitor of a build; without
    // a staff session it shows nothing but the published page.
    const cookieAlone = await (await get(`/en/${page.slug}`, { headers: { cookie: draftCookie!.split(';')[0]! } })).text()
    expect(cookieAlone).toContain('Published heading')
    expect(cookieAlone).not.toContain('Draft heading for staff')
  })
})

describe('a changed slug leaves a redirect', { tags: ['postgres'] }, () => {
  it('the old address redirects for good to the new one, in both languages, and children move along', async () => {
    const oldSlug = unique()
    const page = await createPage({ title: 'Moving page', slug: oldSlug, layout: heroLayout('Moving page') })
    const child = await createPage({ title: 'Child', slug: 'kid', parent: page.id, layout: heroLayout('Child of the moving page') })
    expect((await get(`/en/${oldSlug}`)).status).toBe(200)
    const newSlug = unique()
    await updatePage(page.id, { slug: newSlug })
    for (const locale of ['en', 'fr']) {
      const moved = await get(`/${locale}/${oldSlug}`)
      expect(moved.status).toBe(308)
      expect(moved.headers.get('location')).toBe(`/${locale}/${newSlug}`)
    }
    expect((await get(`/en/${newSlug}`)).status).toBe(200)
    const childNow = (await (await staff(`/pages/${child.id}?depth=0`)).json()) as PageDoc
    expect(childNow.slug).toBe(`${newSlug}/kid`)
    const movedChild = await get(`/en/${oldSlug}/kid`)
    expect(movedChild.status).toBe(308)
    expect(movedChild.headers.get('location')).toBe(`/en/${newSlug}/kid`)
  })

  it('a slug changed in a draft redirects nothing until it is published', async () => {
    const oldSlug = unique()
    const page = await createPage({ title: 'Draft move', slug: oldSlug, layout: heroLayout('Draft move') })
    const newSlug = unique()
    await updatePage(page.id, { slug: newSlug }, { draft: true })
    expect((await get(`/en/${oldSlug}`)).status).toBe(200)
    expect((await get(`/en/${newSlug}`)).status).toBe(404)
  })
})
