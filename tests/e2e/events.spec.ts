import { expect, test, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// News and events (spec 3 §2 "News and events list", issue 15): search on Enter or the button,
// clear, 12 per page, pagination, loading dots, no results, the state in the address, the first
// page and pagination without JavaScript, and each item's page.

const texts = {
  en: {
    heading: 'News and events',
    search: 'Search news and events',
    searchButton: 'Search',
    clear: 'Clear search',
    results: /^\d+ results$/,
    pages: 'Pages',
    page2: 'Page 2',
    current2: 'Page 2, current page',
    loading: 'Loading news and events',
    term: 'quebec',
    resultsFor: /results? for “quebec”/,
    none: 'No news or events match “zzqx”.',
    showAll: 'Show all news and events',
    card: 'Read the news: Boxline opens a branch in Québec City',
    detailH1: 'Boxline opens a branch in Québec City',
    back: 'All news and events',
  },
  fr: {
    heading: 'Nouvelles et événements',
    search: 'Rechercher dans les nouvelles et événements',
    searchButton: 'Rechercher',
    clear: 'Effacer la recherche',
    results: /^\d+ résultats$/,
    pages: 'Pages',
    page2: 'Page 2',
    current2: 'Page 2, page actuelle',
    loading: 'Chargement des nouvelles et événements',
    term: 'quebec',
    resultsFor: /résultats? pour «\squebec\s»/,
    none: 'Aucune nouvelle ni aucun événement ne correspond à « zzqx ».',
    showAll: 'Voir toutes les nouvelles et tous les événements',
    card: 'Lire la nouvelle : Boxline ouvre une succursale à Québec',
    detailH1: 'Boxline ouvre une succursale à Québec',
    back: 'Toutes les nouvelles et tous les événements',
  },
} as const

const cards = (page: Page) => page.getByRole('main').getByRole('article')

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  test.describe(`news and events (${locale})`, () => {
    test('12 to a page; page 2 loads in place, scrolls to the list, and is in the address', async ({ page }) => {
      await page.goto(`/${locale}/events`)
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible()
      await expect(page.getByText(t.results)).toBeVisible()
      await expect(cards(page)).toHaveCount(12)
      const firstTitle = await cards(page).first().getByRole('heading').textContent()
      await expectNoAxeViolations(page)
      // Scroll to the bottom, then change page: the list's top comes back into view.
      await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.page2, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/events/page/2$`))
      await expect(page.getByRole('navigation', { name: t.pages }).getByLabel(t.current2)).toBeVisible()
      await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '')
      await expect.poll(() => page.evaluate(() => Math.round(document.querySelector('#events-search')!.getBoundingClientRect().top))).toBeGreaterThan(60)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/${locale}/events$`))
      await expect(cards(page).first().getByRole('heading')).toHaveText(firstTitle ?? '')
    })

    onlyIn(locale, 'fr')('search on Enter, clear, and the search kept in the address across a reload', async ({ page }) => {
      const tokenCalls: string[] = []
      page.on('request', (request) => request.url().includes('/api/tokenApi') && tokenCalls.push(request.url()))
      await page.goto(`/${locale}/events`)
      const box = page.getByRole('searchbox', { name: t.search })
      await box.fill(t.term)
      await box.press('Enter')
      await expect(page.getByText(t.resultsFor)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/${locale}/events\\?q=${t.term}$`))
      const found = await cards(page).count()
      expect(found).toBeGreaterThan(0)
      expect(found).toBeLessThan(12)
      await expectNoAxeViolations(page, `/${locale}/events searched`)
      await page.reload()
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue(t.term)
      await expect(page.getByText(t.resultsFor)).toBeVisible()
      await expect(cards(page)).toHaveCount(found)
      await page.getByRole('button', { name: t.clear }).click()
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('')
      await expect(page.getByText(t.results)).toBeVisible()
      await expect(cards(page)).toHaveCount(12)
      await expect(page).toHaveURL(new RegExp(`/${locale}/events$`))
      // Reading a list changes nothing: it asks for no API token.
      expect(tokenCalls).toEqual([])
    })

    onlyIn(locale, 'en')('the search button, the loading dots, and no results with a way back', async ({ page }) => {
      await page.goto(`/${locale}/events`)
      await expect(cards(page)).toHaveCount(12)
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/contentful', async (route) => {
        await held
        await route.continue()
      })
      await page.getByRole('searchbox', { name: t.search }).fill('zzqx')
      await page.getByRole('button', { name: t.searchButton, exact: true }).click()
      await expect(page.getByRole('status', { name: t.loading })).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}/events loading`)
      release()
      await expect(page.getByText(t.none)).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: t.showAll }).click()
      await expect(cards(page)).toHaveCount(12)
    })

    onlyIn(locale, 'fr')('with the keyboard alone: search, then open an item’s page', async ({ page }) => {
      await page.goto(`/${locale}/events`)
      await page.getByRole('searchbox', { name: t.search }).focus()
      await page.keyboard.type(locale === 'en' ? 'branch' : 'succursale')
      await page.keyboard.press('Enter')
      const link = page.getByRole('link', { name: t.card })
      await expect(link).toBeVisible()
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 1, name: t.detailH1 })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: t.back }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible()
    })

    onlyIn(locale, 'en')('an event’s page: when and where, and its structured data', async ({ page }) => {
      await page.goto(`/${locale}/events/open-house-laval-yard-2026`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Laval')
      await expect(page.getByRole('definition').filter({ hasText: 'Laval' })).toBeVisible()
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
      expect(ld).toMatchObject({ '@type': 'Event', startDate: '2026-12-12' })
    })
  })

  test.describe(`news and events without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })
    test('the first page and the pagination links work', async ({ page }) => {
      await page.goto(`/${locale}/events`)
      await expect(cards(page)).toHaveCount(12)
      await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.page2, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/events/page/2$`))
      await expect(page.getByRole('navigation', { name: t.pages }).getByLabel(t.current2)).toBeVisible()
      expect(await cards(page).count()).toBeGreaterThan(0)
    })
  })

  onlyIn(locale, 'fr')(`the list on a phone @responsive (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/events`)
    await expect(page.getByRole('button', { name: t.searchButton, exact: true })).toBeInViewport()
    await expect(cards(page).first()).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
}
