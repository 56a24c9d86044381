import { expect, test, type Page } from './test'
import { expectNoAxeViolations, waitForHydration, onlyIn } from './support'

// Sustainability (ESG impact) articles (issue 15): the SustainabilityArticles block on
// /about-us/sustainability-impact — group tabs (mouse and arrow keys), a dropdown on a phone,
// 9 to a page, the state in the address, loading dots, "Error occurred!" on a failed first load —
// and each article's page.

const PAGE = '/about-us/sustainability-impact'

const texts = {
  en: {
    h1: 'Steel that keeps working, trucks that drive less',
    heading: 'Our sustainability stories',
    tabs: 'Sustainability article groups',
    all: 'All',
    emissions: 'Emissions',
    community: 'Community',
    circular: 'Circular economy',
    group: 'Group',
    pages: 'Pages',
    page2: 'Page 2',
    current2: 'Page 2, current page',
    error: 'Error occurred!',
    loading: 'Loading sustainability articles',
    read: /^Read the article: A second life for every container$/,
    articleH1: 'A second life for every container',
    back: 'Sustainability impact',
  },
  fr: {
    h1: 'De l’acier qui reste en service, des camions qui roulent moins',
    heading: 'Nos récits en développement durable',
    tabs: 'Groupes d’articles sur le développement durable',
    all: 'Tous',
    emissions: 'Émissions',
    community: 'Communauté',
    circular: 'Économie circulaire',
    group: 'Groupe',
    pages: 'Pages',
    page2: 'Page 2',
    current2: 'Page 2, page actuelle',
    error: 'Une erreur est survenue!',
    loading: 'Chargement des articles sur le développement durable',
    read: /^Lire l’article\s: Une deuxième vie pour chaque conteneur$/,
    articleH1: 'Une deuxième vie pour chaque conteneur',
    back: 'Impact en développement durable',
  },
} as const

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const groupLabels = (page: Page) => cards(page).locator('p.uppercase').allTextContents()

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  test.describe(`sustainability articles (${locale})`, () => {
    test('the page shows All first, 9 cards; a tab click narrows to its group and is in the address', async ({ page }) => {
      await page.goto(`/${locale}${PAGE}`)
      await expect(page.getByRole('heading', { level: 1, name: t.h1 })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeVisible()
      const tablist = page.getByRole('tablist', { name: t.tabs })
      await expect(tablist.getByRole('tab')).toHaveText([t.all, t.circular, t.emissions, t.community])
      await expect(tablist.getByRole('tab', { name: t.all })).toHaveAttribute('aria-selected', 'true')
      await expect(cards(page)).toHaveCount(9)
      await expectNoAxeViolations(page)
      await tablist.getByRole('tab', { name: t.emissions }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}${PAGE}\\?group=emissions$`))
      await expect(tablist.getByRole('tab', { name: t.emissions })).toHaveAttribute('aria-selected', 'true')
      await expect(cards(page)).toHaveCount(3)
      expect(new Set(await groupLabels(page))).toEqual(new Set([t.emissions]))
      await expect(page.getByRole('navigation', { name: t.pages })).toHaveCount(0)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/${locale}${PAGE}$`))
      await expect(cards(page)).toHaveCount(9)
      await expect(tablist.getByRole('tab', { name: t.all })).toHaveAttribute('aria-selected', 'true')
    })

    onlyIn(locale, 'fr')('the arrow keys move between the tabs and select them; Home returns to All', async ({ page }) => {
      await page.goto(`/${locale}${PAGE}`)
      const tablist = page.getByRole('tablist', { name: t.tabs })
      await waitForHydration(tablist.getByRole('tab', { name: t.all }))
      await tablist.getByRole('tab', { name: t.all }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(tablist.getByRole('tab', { name: t.circular })).toBeFocused()
      await expect(page).toHaveURL(/\?group=circular-economy$/)
      await expect(cards(page)).toHaveCount(4)
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await expect(tablist.getByRole('tab', { name: t.community })).toBeFocused()
      await expect(tablist.getByRole('tab', { name: t.community })).toHaveAttribute('aria-selected', 'true')
      await expect(cards(page)).toHaveCount(3)
      expect(new Set(await groupLabels(page))).toEqual(new Set([t.community]))
      await page.keyboard.press('Home')
      await expect(tablist.getByRole('tab', { name: t.all })).toBeFocused()
      await expect(cards(page)).toHaveCount(9)
      // Only the selected tab is in the Tab order: Tab leaves the tablist for the first card's link.
      await expect(tablist.getByRole('tab', { name: t.emissions })).toHaveAttribute('tabindex', '-1')
    })

    onlyIn(locale, 'en')('page 2 loads in place with the loading dots and is in the address; a reload keeps it', async ({ page }) => {
      await page.goto(`/${locale}${PAGE}`)
      await expect(cards(page)).toHaveCount(9)
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/contentful', async (route) => {
        await held
        await route.continue()
      })
      await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.page2, exact: true }).click()
      await expect(page.getByRole('status', { name: t.loading })).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}${PAGE} loading page 2`)
      release()
      await expect(page).toHaveURL(new RegExp(`/${locale}${PAGE}\\?page=2$`))
      await expect(cards(page)).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: t.pages }).getByLabel(t.current2)).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}${PAGE} page 2`)
      await page.unroute('**/api/contentful')
      await page.reload()
      await expect(cards(page)).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: t.pages }).getByLabel(t.current2)).toBeVisible()
    })

    onlyIn(locale, 'fr')('a shared group address loads that group; a failed first load shows the error, a later failure empties the list', async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
      await page.route('**/api/contentful', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }))
      await page.goto(`/${locale}${PAGE}?group=emissions`)
      await expect(page.getByRole('alert').filter({ hasText: t.error })).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      expect(errors.some((text) => text.includes('could not be loaded'))).toBe(true)
      await expectNoAxeViolations(page, `/${locale}${PAGE} after a failed first load`)
      await page.unroute('**/api/contentful')
      const tablist = page.getByRole('tablist', { name: t.tabs })
      await tablist.getByRole('tab', { name: t.community }).click()
      await expect(cards(page)).toHaveCount(3)
      await expect(page.getByText(t.error)).toHaveCount(0)
      await page.route('**/api/contentful', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }))
      await tablist.getByRole('tab', { name: t.circular }).click()
      await expect(cards(page)).toHaveCount(0)
      await expect(page.getByText(t.error)).toHaveCount(0)
    })

    onlyIn(locale, 'en')('with the keyboard alone: choose a group, open an article, come back', async ({ page }) => {
      await page.goto(`/${locale}${PAGE}`)
      const tablist = page.getByRole('tablist', { name: t.tabs })
      await tablist.getByRole('tab', { name: t.all }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(cards(page)).toHaveCount(4)
      await page.keyboard.press('Tab')
      const link = page.getByRole('link', { name: t.read })
      await expect(link).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}${PAGE}/sustainability/a-second-life-for-every-container$`))
      await expect(page.getByRole('heading', { level: 1, name: t.articleH1 })).toBeVisible()
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
      expect(ld).toMatchObject({ '@type': 'Article', headline: t.articleH1, inLanguage: locale === 'fr' ? 'fr-CA' : 'en-US', articleSection: t.circular })
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: t.back }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}${PAGE}$`))
    })
  })

  test.describe(`sustainability articles without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })
    test('the first page and the article links work', async ({ page }) => {
      await page.goto(`/${locale}${PAGE}`)
      await expect(cards(page)).toHaveCount(9)
      await page.getByRole('link', { name: t.read }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.articleH1 })).toBeVisible()
    })
  })

  onlyIn(locale, 'fr')(`the group dropdown on a phone @responsive (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${locale}${PAGE}`)
    await expect(page.getByRole('tablist')).toBeHidden()
    const select = page.getByRole('combobox', { name: t.group })
    await expect(select).toBeVisible()
    await select.selectOption({ label: t.emissions })
    await expect(page).toHaveURL(new RegExp(`\\?group=emissions$`))
    await expect(cards(page)).toHaveCount(3)
    expect(new Set(await groupLabels(page))).toEqual(new Set([t.emissions]))
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    await page.goto(`/${locale}${PAGE}/sustainability/a-second-life-for-every-container`)
    await expect(page.getByRole('heading', { level: 1, name: t.articleH1 })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
