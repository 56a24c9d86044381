import { expect, test, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// Blog articles and case studies (spec 3 §2 "Resource lists", issue 15): search (Enter or the
// button), clear, category, industry, solution and topic filters, 12 per page, loading dots, no results naming the
// term or the filter with quick filters, the state in the address, pages without JavaScript, and
// each article's page.

const texts = {
  en: {
    blogHeading: 'Blog',
    search: 'Search the blog',
    searchButton: 'Search',
    clear: 'Clear search',
    category: 'Category',
    industry: 'Industry',
    solution: 'Solution',
    topic: 'Topic',
    noneSolutionTopic: 'No case studies in Medical supply depot, Winter operations.',
    results: /^\d+ results$/,
    pages: 'Pages',
    page2: 'Page 2',
    current2: 'Page 2, current page',
    loading: 'Loading blog articles',
    resultsFor: /results? for “condensation”/,
    none: 'No blog articles match “zzqx”.',
    noneFilter: /No case studies in Storage tips, Retail\./,
    quick: 'Storage tips',
    caseSearch: 'Search the case studies',
    caseCard: /^Read the case study: Laval hospital expansion/,
    caseH1: /Laval hospital expansion/,
    back: 'All case studies',
  },
  fr: {
    blogHeading: 'Blogue',
    search: 'Rechercher dans le blogue',
    searchButton: 'Rechercher',
    clear: 'Effacer la recherche',
    category: 'Catégorie',
    industry: 'Industrie',
    solution: 'Solution',
    topic: 'Sujet',
    noneSolutionTopic: 'Aucune étude de cas dans Dépôt de fournitures médicales, Opérations hivernales.',
    results: /^\d+ résultats$/,
    pages: 'Pages',
    page2: 'Page 2',
    current2: 'Page 2, page actuelle',
    loading: 'Chargement des articles de blogue',
    resultsFor: /résultats? pour «\scondensation\s»/,
    none: /Aucun article de blogue ne correspond à «\szzqx\s»\./,
    noneFilter: /Aucune étude de cas dans Conseils d’entreposage, Commerce de détail\./,
    quick: 'Conseils d’entreposage',
    caseSearch: 'Rechercher dans les études de cas',
    caseCard: /^Lire l’étude de cas\s: Agrandissement d’un hôpital à Laval/,
    caseH1: /Agrandissement d’un hôpital à Laval/,
    back: 'Toutes les études de cas',
  },
} as const

const cards = (page: Page) => page.getByRole('main').getByRole('article')

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  test.describe(`blog and case studies (${locale})`, () => {
    test('12 to a page; page 2 loads in place and is in the address; Back returns', async ({ page }) => {
      await page.goto(`/${locale}/resources/blogs`)
      await expect(page.getByRole('heading', { level: 1, name: t.blogHeading })).toBeVisible()
      await expect(page.getByText(t.results)).toBeVisible()
      await expect(cards(page)).toHaveCount(12)
      const firstTitle = await cards(page).first().getByRole('heading').textContent()
      await expectNoAxeViolations(page)
      await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.page2, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/blogs/page/2$`))
      await expect(page.getByRole('navigation', { name: t.pages }).getByLabel(t.current2)).toBeVisible()
      await expect(cards(page)).toHaveCount(8)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/blogs$`))
      await expect(cards(page).first().getByRole('heading')).toHaveText(firstTitle ?? '')
    })

    onlyIn(locale, 'en')('search on Enter, clear, and the search kept across a reload; no API token asked', async ({ page }) => {
      const tokenCalls: string[] = []
      page.on('request', (request) => request.url().includes('/api/tokenApi') && tokenCalls.push(request.url()))
      await page.goto(`/${locale}/resources/blogs`)
      const box = page.getByRole('searchbox', { name: t.search })
      await box.fill('condensation')
      await box.press('Enter')
      await expect(page.getByText(t.resultsFor)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/blogs\\?q=condensation$`))
      // The other language opens on the same search (the address changed without loading a page).
      const other = locale === 'en' ? 'fr' : 'en'
      const switchLink = page.getByRole('link', { name: locale === 'en' ? 'Voir cette page en français' : 'View this page in English' })
      await switchLink.hover()
      await expect(switchLink).toHaveAttribute('href', `/${other}/resources/blogs?q=condensation`)
      const found = await cards(page).count()
      expect(found).toBeGreaterThan(0)
      expect(found).toBeLessThan(12)
      await expectNoAxeViolations(page, `/${locale}/resources/blogs searched`)
      await page.reload()
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('condensation')
      await expect(cards(page)).toHaveCount(found)
      await page.getByRole('button', { name: t.clear }).click()
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('')
      await expect(cards(page)).toHaveCount(12)
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/blogs$`))
      expect(tokenCalls).toEqual([])
    })

    onlyIn(locale, 'fr')('a filter narrows the list, starts again at page 1, and is in the address', async ({ page }) => {
      await page.goto(`/${locale}/resources/blogs/page/2`)
      await expect(cards(page)).toHaveCount(8)
      await page.getByRole('combobox', { name: t.category }).selectOption('storage-tips')
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/blogs\\?category=storage-tips$`))
      await expect(cards(page)).toHaveCount(5)
      for (const card of await cards(page).all()) await expect(card.getByText(t.quick, { exact: true })).toBeVisible()
      await page.getByRole('combobox', { name: t.industry }).selectOption('construction')
      await expect(page).toHaveURL(new RegExp(`category=storage-tips&industry=construction$`))
      await expect(cards(page)).toHaveCount(2)
      await expectNoAxeViolations(page, `/${locale}/resources/blogs filtered`)
      await page.goBack()
      await expect(cards(page)).toHaveCount(5)
      await expect(page.getByRole('combobox', { name: t.industry })).toHaveValue('')
    })

    onlyIn(locale, 'en')('the search button, the loading dots, and no results with quick filters', async ({ page }) => {
      await page.goto(`/${locale}/resources/blogs`)
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
      await expectNoAxeViolations(page, `/${locale}/resources/blogs loading`)
      release()
      await expect(page.getByText(t.none)).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: t.quick, exact: true }).click()
      await expect(cards(page)).toHaveCount(5)
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('')
      await expect(page).toHaveURL(new RegExp(`\\?category=storage-tips$`))
    })

    onlyIn(locale, 'fr')('the solution and topic filters narrow the case studies; the blog, whose articles present no package, has no solution filter', async ({ page }) => {
      await page.goto(`/${locale}/resources/case-studies`)
      await expect(cards(page)).toHaveCount(8)
      const solution = page.getByRole('combobox', { name: t.solution })
      // Only the packages a published case study presents: seven of them, besides "All".
      await expect(solution.locator('option')).toHaveCount(8)
      await solution.selectOption('medical-supply-depot')
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/case-studies\\?solution=medical-supply-depot$`))
      await expect(cards(page)).toHaveCount(2)
      await page.getByRole('combobox', { name: t.topic }).selectOption('security')
      await expect(page).toHaveURL(new RegExp(`\\?solution=medical-supply-depot&topic=security$`))
      await expect(cards(page)).toHaveCount(1)
      await page.getByRole('combobox', { name: t.topic }).selectOption('winter-operations')
      await expect(page.getByText(t.noneSolutionTopic)).toBeVisible()
      await expectNoAxeViolations(page)
      await page.reload()
      await expect(page.getByRole('combobox', { name: t.solution })).toHaveValue('medical-supply-depot')
      await expect(page.getByRole('combobox', { name: t.topic })).toHaveValue('winter-operations')
      await expect(page.getByText(t.noneSolutionTopic)).toBeVisible()

      await page.goto(`/${locale}/resources/blogs`)
      await expect(page.getByRole('combobox', { name: t.topic })).toBeVisible()
      await expect(page.getByRole('combobox', { name: t.solution })).toHaveCount(0)
    })

    onlyIn(locale, 'en')('no results name the selected filters', async ({ page }) => {
      await page.goto(`/${locale}/resources/case-studies?category=storage-tips&industry=retail`)
      await expect(page.getByText(t.noneFilter)).toBeVisible()
      await expect(page.getByRole('combobox', { name: t.category })).toHaveValue('storage-tips')
    })

    onlyIn(locale, 'fr')('with the keyboard alone: search the case studies, then open one', async ({ page }) => {
      await page.goto(`/${locale}/resources/case-studies`)
      await page.getByRole('searchbox', { name: t.caseSearch }).focus()
      await page.keyboard.type('Laval')
      await page.keyboard.press('Enter')
      const link = page.getByRole('link', { name: t.caseCard })
      await expect(link).toBeVisible()
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 1, name: t.caseH1 })).toBeVisible()
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
      expect(ld).toMatchObject({ '@type': 'Article', inLanguage: locale === 'fr' ? 'fr-CA' : 'en-US' })
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: t.back }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/case-studies$`))
    })
  })

  test.describe(`blog without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })
    test('the first page and the pagination links work', async ({ page }) => {
      await page.goto(`/${locale}/resources/blogs`)
      await expect(cards(page)).toHaveCount(12)
      await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.page2, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/blogs/page/2$`))
      await expect(cards(page)).toHaveCount(8)
    })
  })

  onlyIn(locale, 'fr')(`the lists on a phone @responsive (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const list of ['blogs', 'case-studies']) {
      await page.goto(`/${locale}/resources/${list}`)
      await expect(page.getByRole('button', { name: t.searchButton, exact: true })).toBeInViewport()
      await expect(cards(page).first()).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await expectNoAxeViolations(page)
    }
  })
}
