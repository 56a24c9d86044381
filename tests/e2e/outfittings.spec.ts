import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// Outfitting packages (spec 3 §2 "Outfitting packages list", issue 15): the industry dropdown, the
// result count, 12 cards a page with paging, no results naming the industry with suggested
// industries, the state in the address, the pages without JavaScript, each package's page, in
// both locales. The seed has 12 packages (two per industry); the tests add a 13th package (a
// second page) and an industry without packages, and remove them at the end.

const texts = {
  en: {
    heading: 'Outfitting packages',
    industry: 'Industry',
    count: (n: number) => `${n} packages`,
    zero: 'No packages',
    pages: 'Pages',
    page2: 'Page 2',
    current2: 'Page 2, current page',
    loading: 'Loading outfitting packages',
    none: 'No outfitting packages for Mining yet.',
    tryAnother: 'Try a different industry.',
    suggested: 'Suggested industries',
    suggestions: ['Retail', 'Education', 'Healthcare', 'Government'],
    retail: 'Retail',
    cribCard: 'See the package: Mobile tool crib for construction sites',
    cribH1: 'Mobile tool crib for construction sites',
    back: 'All outfitting packages',
  },
  fr: {
    heading: 'Forfaits d’aménagement',
    industry: 'Industrie',
    count: (n: number) => `${n} forfaits`,
    zero: 'Aucun forfait',
    pages: 'Pages',
    page2: 'Page 2',
    current2: 'Page 2, page actuelle',
    loading: 'Chargement des forfaits d’aménagement',
    none: 'Aucun forfait d’aménagement pour l’industrie Mines pour l’instant.',
    tryAnother: 'Essayez une autre industrie.',
    suggested: 'Industries suggérées',
    suggestions: ['Commerce de détail', 'Éducation', 'Santé', 'Gouvernement'],
    retail: 'Commerce de détail',
    cribCard: 'Voir le forfait\u00a0: Magasin d’outils mobile pour chantiers de construction',
    cribH1: 'Magasin d’outils mobile pour chantiers de construction',
    back: 'Tous les forfaits d’aménagement',
  },
} as const

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const EXTRA = 'e2e-extra-outfitting-package'
const MINING = 'e2e-mining'

type StaffApi = Pick<APIRequestContext, 'get' | 'post' | 'patch' | 'delete' | 'dispose'>

/**
 * The staff REST API, signed in as the test admin. Payload keeps one list of sessions per user, so
 * a staff login of a test running at the same time can drop this one: a refused call signs in
 * again and is retried once.
 */
async function staffContext(baseURL: string): Promise<StaffApi> {
  const context = await playwrightRequest.newContext({ baseURL })
  let token = ''
  const login = async () => {
    const res = await context.post('/cms-api/users/login', { data: { email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' } })
    expect(res.status(), 'staff login').toBe(200)
    token = ((await res.json()) as { token: string }).token
  }
  await login()
  const call =
    (method: 'get' | 'post' | 'patch' | 'delete') =>
    async (path: string, options: { data?: unknown } = {}) => {
      const send = () => context[method](path, { ...options, headers: { authorization: `JWT ${token}` } })
      const res = await send()
      if (res.status() !== 401 && res.status() !== 403) return res
      await login()
      return send()
    }
  return { get: call('get'), post: call('post'), patch: call('patch'), delete: call('delete'), dispose: () => context.dispose() }
}

async function removeFixtures(staff: StaffApi) {
  await staff.delete(`/cms-api/solutions?where[slug][equals]=${EXTRA}`)
  await staff.delete(`/cms-api/industries?where[slug][equals]=${MINING}`)
}

test.describe('outfitting packages', () => {
  test.describe.configure({ mode: 'serial' })
  let staff: StaffApi

  test.beforeAll(async ({ baseURL }) => {
    staff = await staffContext(baseURL!)
    await removeFixtures(staff)
    const mining = await staff.post('/cms-api/industries?locale=en', { data: { slug: MINING, name: 'Mining', sortOrder: 99 } })
    expect(mining.status(), await mining.text()).toBe(201)
    const { doc } = (await mining.json()) as { doc: { id: number } }
    expect((await staff.patch(`/cms-api/industries/${doc.id}?locale=fr`, { data: { name: 'Mines' } })).status()).toBe(200)
    const construction = (await (await staff.get('/cms-api/industries?where[slug][equals]=construction')).json()) as { docs: { id: number }[] }
    const extra = await staff.post('/cms-api/solutions?locale=en', {
      data: { _status: 'published', slug: EXTRA, sortOrder: 100, title: 'Extra test package', excerpt: 'Added by the end-to-end tests.', associatedIndustry: construction.docs[0].id },
    })
    expect(extra.status(), await extra.text()).toBe(201)
  })

  test.afterAll(async () => {
    await removeFixtures(staff)
    await staff.dispose()
  })

  for (const locale of ['en', 'fr'] as const) {
    const t = texts[locale]

    onlyIn(locale, 'en')(`12 to a page with the count; page 2 loads in place and is in the address; Back returns (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/solutions/outfittings`)
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible()
      await expect(page.getByText(t.count(13), { exact: true })).toBeVisible()
      await expect(cards(page)).toHaveCount(12)
      await expectNoAxeViolations(page)
      await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.page2, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/solutions/outfittings/page/2$`))
      await expect(page.getByRole('navigation', { name: t.pages }).getByLabel(t.current2)).toBeVisible()
      await expect(cards(page)).toHaveCount(1)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/${locale}/solutions/outfittings$`))
      await expect(cards(page)).toHaveCount(12)
    })

    onlyIn(locale, 'fr')(`the industry filter narrows the list, starts again at page 1, and is in the address (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/solutions/outfittings/page/2`)
      await expect(cards(page)).toHaveCount(1)
      await page.getByRole('combobox', { name: t.industry }).selectOption('retail')
      await expect(page).toHaveURL(new RegExp(`/${locale}/solutions/outfittings\\?industry=retail$`))
      await expect(cards(page)).toHaveCount(2)
      await expect(page.getByText(t.count(2), { exact: true })).toBeVisible()
      for (const card of await cards(page).all()) await expect(card.getByText(t.retail, { exact: true })).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}/solutions/outfittings filtered`)
      await page.reload()
      await expect(page.getByRole('combobox', { name: t.industry })).toHaveValue('retail')
      await expect(cards(page)).toHaveCount(2)
      await page.getByRole('combobox', { name: t.industry }).selectOption('')
      await expect(page).toHaveURL(new RegExp(`/${locale}/solutions/outfittings$`))
      await expect(cards(page)).toHaveCount(12)
      await page.goBack()
      await expect(page.getByRole('combobox', { name: t.industry })).toHaveValue('retail')
      await expect(cards(page)).toHaveCount(2)
    })

    onlyIn(locale, 'en')(`loading dots, then no results naming the industry with suggested industries; a suggestion filters (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/solutions/outfittings`)
      await expect(cards(page)).toHaveCount(12)
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/contentful', async (route) => {
        await held
        await route.continue()
      })
      await page.getByRole('combobox', { name: t.industry }).selectOption(MINING)
      await expect(page.getByRole('status', { name: t.loading })).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}/solutions/outfittings loading`)
      release()
      await expect(page.getByText(t.none)).toBeVisible()
      await expect(page.getByText(t.tryAnother)).toBeVisible()
      await expect(page.getByText(t.zero, { exact: true })).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      const suggested = page.getByRole('list', { name: t.suggested }).getByRole('button')
      await expect(suggested).toHaveText([...t.suggestions])
      await expectNoAxeViolations(page)
      await page.unroute('**/api/contentful')
      await suggested.filter({ hasText: t.retail }).click()
      await expect(page).toHaveURL(new RegExp(`\\?industry=retail$`))
      await expect(page.getByRole('combobox', { name: t.industry })).toHaveValue('retail')
      await expect(cards(page)).toHaveCount(2)
    })

    onlyIn(locale, 'fr')(`with the keyboard alone: choose an industry, open a package, and go back (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/solutions/outfittings`)
      await expect(cards(page)).toHaveCount(12)
      await page.getByRole('combobox', { name: t.industry }).focus()
      await page.keyboard.press('ArrowDown')
      await expect(page).toHaveURL(new RegExp(`\\?industry=construction$`))
      await expect(cards(page)).toHaveCount(3)
      const link = page.getByRole('link', { name: t.cribCard })
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}/solutions/outfittings/mobile-tool-crib$`))
      await expect(page.getByRole('heading', { level: 1, name: t.cribH1 })).toBeVisible()
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
      expect(ld).toMatchObject({ '@type': 'Service', name: t.cribH1, inLanguage: locale === 'fr' ? 'fr-CA' : 'en-US' })
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', t.cribH1)
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: t.back }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}/solutions/outfittings$`))
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    for (const locale of ['en', 'fr'] as const) {
      onlyIn(locale, 'en')(`the first page and the pagination links work (${locale})`, async ({ page }) => {
        const t = texts[locale]
        await page.goto(`/${locale}/solutions/outfittings`)
        await expect(cards(page)).toHaveCount(12)
        await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.page2, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`/${locale}/solutions/outfittings/page/2$`))
        await expect(cards(page)).toHaveCount(1)
        await cards(page).getByRole('link').click()
        await expect(page.getByRole('heading', { level: 1, name: 'Extra test package' })).toBeVisible()
      })
    }
  })
})

for (const locale of ['en', 'fr'] as const) {
  onlyIn(locale, 'fr')(`the list and a package on a phone @responsive (${locale})`, async ({ page }) => {
    const t = texts[locale]
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${locale}/solutions/outfittings`)
    await expect(page.getByRole('combobox', { name: t.industry })).toBeInViewport()
    await expect(cards(page).first()).toBeVisible()
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    await page.goto(`/${locale}/solutions/outfittings/mobile-tool-crib`)
    await expect(page.getByRole('heading', { level: 1, name: t.cribH1 })).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
}
