import { expect, test, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// Documents (spec 3 §2 "Resource lists", issue 15): search, clear, multi-select industry and topic
// filters whose label shows the first two choices and an ellipsis, 12 per page, loading dots, no
// results naming the term or the filters with quick filters, the state in the address, a file's
// card linking to its PDF and an article's to its page; keyboard only, axe, a phone, no JavaScript.

const texts = {
  en: {
    heading: 'Documents',
    search: 'Search the documents',
    searchButton: 'Search',
    clear: 'Clear search',
    industries: /^Industries: /,
    topics: /^Topics: /,
    allIndustries: 'All industries',
    three: 'Construction, Retail…',
    construction: 'Construction',
    retail: 'Retail',
    education: 'Education',
    security: 'Security',
    pages: 'Pages',
    page2: 'Page 2',
    loading: 'Loading documents',
    term: 'checklist',
    resultsFor: /documents? for “checklist”/,
    none: 'No documents match “zzqx”.',
    noneFilter: /^No documents for Education, Winter operations\.$/,
    winter: 'Winter operations',
    quick: 'Retail',
    fileCard: /^Download the PDF: 20 ft storage container spec sheet/,
    articleCard: 'Read the document: How to read a rental quote',
    articleH1: 'How to read a rental quote',
    back: 'All documents',
  },
  fr: {
    heading: 'Documents',
    search: 'Rechercher dans les documents',
    searchButton: 'Rechercher',
    clear: 'Effacer la recherche',
    industries: /^Industries\s: /,
    topics: /^Sujets\s: /,
    allIndustries: 'Toutes les industries',
    three: 'Construction, Commerce de détail…',
    construction: 'Construction',
    retail: 'Commerce de détail',
    education: 'Éducation',
    security: 'Sécurité',
    pages: 'Pages',
    page2: 'Page 2',
    loading: 'Chargement des documents',
    term: 'vérification',
    resultsFor: /documents? pour «\svérification\s»/,
    none: /Aucun document ne correspond à «\szzqx\s»\./,
    noneFilter: /^Aucun document pour Éducation, Opérations hivernales\.$/,
    winter: 'Opérations hivernales',
    quick: 'Commerce de détail',
    fileCard: /^Télécharger le PDF\s: Fiche technique du conteneur d’entreposage de 20 pi/,
    articleCard: /^Lire le document\s: Comment lire une soumission de location/,
    articleH1: 'Comment lire une soumission de location',
    back: 'Tous les documents',
  },
} as const

const cards = (page: Page) => page.getByRole('main').getByRole('article')

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  test.describe(`documents (${locale})`, () => {
    test('12 to a page; page 2 loads in place; axe', async ({ page }) => {
      await page.goto(`/${locale}/resources/documents`)
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible()
      await expect(cards(page)).toHaveCount(12)
      await expectNoAxeViolations(page)
      await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.page2, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/documents/page/2$`))
      await expect(cards(page)).toHaveCount(2)
      await page.goBack()
      await expect(cards(page)).toHaveCount(12)
    })

    onlyIn(locale, 'en')('search, the result count, the address, a reload, and clear', async ({ page }) => {
      await page.goto(`/${locale}/resources/documents`)
      const box = page.getByRole('searchbox', { name: t.search })
      await box.fill(t.term)
      await box.press('Enter')
      await expect(page.getByText(t.resultsFor)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(t.term)}$`))
      const found = await cards(page).count()
      expect(found).toBeGreaterThan(0)
      expect(found).toBeLessThan(12)
      await expectNoAxeViolations(page, `/${locale}/resources/documents searched`)
      await page.reload()
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue(t.term)
      await expect(cards(page)).toHaveCount(found)
      await page.getByRole('button', { name: t.clear }).click()
      await expect(cards(page)).toHaveCount(12)
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/documents$`))
    })

    onlyIn(locale, 'fr')('multi-select filters: the label shows two and an ellipsis beyond; page 1 again; the address; Back', async ({ page }) => {
      await page.goto(`/${locale}/resources/documents/page/2`)
      await expect(cards(page)).toHaveCount(2)
      const industries = page.getByRole('button', { name: t.industries })
      await expect(industries).toHaveAccessibleName(new RegExp(`${t.allIndustries}$`))
      await industries.click()
      await expect(industries).toHaveAttribute('aria-expanded', 'true')
      await page.getByRole('checkbox', { name: t.construction, exact: true }).check()
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/documents\\?industry=construction$`))
      await expect(cards(page)).toHaveCount(9)
      await page.getByRole('checkbox', { name: t.retail, exact: true }).check()
      await expect(industries).toHaveAccessibleName(new RegExp(`${t.construction}, ${t.retail}$`))
      await expect(cards(page)).toHaveCount(11)
      await page.getByRole('checkbox', { name: t.education, exact: true }).check()
      await expect(industries.locator('[data-selected]')).toHaveText(t.three)
      await expect(page).toHaveURL(/industry=construction,retail,education$/)
      await expect(cards(page)).toHaveCount(12)
      const topics = page.getByRole('button', { name: t.topics })
      await topics.click()
      await page.getByRole('checkbox', { name: t.security, exact: true }).check()
      await expect(topics.locator('[data-selected]')).toHaveText(t.security)
      await expect(cards(page)).toHaveCount(3)
      await expect(page).toHaveURL(/industry=construction,retail,education&topic=security$/)
      await expectNoAxeViolations(page)
      await page.goBack()
      await expect(cards(page)).toHaveCount(12)
      await expect(page.getByRole('checkbox', { name: t.security, exact: true })).not.toBeChecked()
    })

    onlyIn(locale, 'en')('loading dots, then no results with quick filters', async ({ page }) => {
      await page.goto(`/${locale}/resources/documents`)
      await expect(cards(page)).toHaveCount(12)
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/contentful/documents', async (route) => {
        await held
        await route.continue()
      })
      await page.getByRole('searchbox', { name: t.search }).fill('zzqx')
      await page.getByRole('button', { name: t.searchButton, exact: true }).click()
      await expect(page.getByRole('status', { name: t.loading })).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}/resources/documents loading`)
      release()
      await expect(page.getByText(t.none)).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: t.quick, exact: true }).click()
      await expect(cards(page)).toHaveCount(6)
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('')
      await expect(page).toHaveURL(/\?industry=retail$/)
    })

    onlyIn(locale, 'fr')('no results name the selected filters', async ({ page }) => {
      await page.goto(`/${locale}/resources/documents?industry=education&topic=winter-operations`)
      await expect(page.getByText(t.noneFilter)).toBeVisible()
      await expect(page.getByRole('button', { name: t.topics })).toHaveAccessibleName(new RegExp(`${t.winter}$`))
    })

    onlyIn(locale, 'en')('a file’s card links to its PDF; an article’s card opens its page', async ({ page }) => {
      await page.goto(`/${locale}/resources/documents`)
      const file = page.getByRole('link', { name: t.fileCard })
      const href = await file.getAttribute('href')
      expect(href).toMatch(new RegExp(`20-ft-storage-container-spec-sheet-${locale}\\.pdf$`))
      const pdf = await page.request.get(href ?? '')
      expect(pdf.headers()['content-type']).toContain('application/pdf')
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
      await page.getByRole('link', { name: t.articleCard }).click()
      await expect(page.getByRole('heading', { level: 1, name: t.articleH1 })).toBeVisible()
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
      expect(ld).toMatchObject({ '@type': 'Article', inLanguage: locale === 'fr' ? 'fr-CA' : 'en-US' })
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: t.back }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/documents$`))
    })

    onlyIn(locale, 'fr')('with the keyboard alone: filter, close with Escape, search, open a document', async ({ page }) => {
      await page.goto(`/${locale}/resources/documents`)
      await expect(cards(page)).toHaveCount(12)
      const industries = page.getByRole('button', { name: t.industries })
      await industries.focus()
      await page.keyboard.press('Enter')
      await expect(industries).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Tab')
      await expect(page.getByRole('checkbox', { name: t.construction, exact: true })).toBeFocused()
      await page.keyboard.press('Space')
      await expect(cards(page)).toHaveCount(9)
      await page.keyboard.press('Escape')
      await expect(industries).toBeFocused()
      await expect(industries).toHaveAttribute('aria-expanded', 'false')
      await page.getByRole('searchbox', { name: t.search }).focus()
      await page.keyboard.type(locale === 'en' ? 'rental quote' : 'soumission')
      await page.keyboard.press('Enter')
      const link = page.getByRole('link', { name: t.articleCard })
      await expect(link).toBeVisible()
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 1, name: t.articleH1 })).toBeVisible()
    })
  })

  test.describe(`documents without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })
    test('the first page and the pagination links work', async ({ page }) => {
      await page.goto(`/${locale}/resources/documents`)
      await expect(cards(page)).toHaveCount(12)
      await page.getByRole('navigation', { name: t.pages }).getByRole('link', { name: t.page2, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/resources/documents/page/2$`))
      await expect(cards(page)).toHaveCount(2)
    })
  })

  onlyIn(locale, 'fr')(`documents on a phone @responsive (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${locale}/resources/documents`)
    await expect(page.getByRole('button', { name: t.searchButton, exact: true })).toBeInViewport()
    await page.getByRole('button', { name: t.industries }).click()
    await page.getByRole('checkbox', { name: t.construction, exact: true }).check()
    await page.getByRole('checkbox', { name: t.retail, exact: true }).check()
    await page.getByRole('checkbox', { name: t.education, exact: true }).check()
    await expect(page.getByRole('button', { name: t.industries }).locator('[data-selected]')).toHaveText(t.three)
    await expect(cards(page).first()).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `/tmp/docs-phone-${locale}.png`, fullPage: false })
  })
}
