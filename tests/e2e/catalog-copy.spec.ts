// Issue 11: the catalog says the same thing everywhere, in the visitor's language. The product
// sheet is one PDF per language; the highlighted category wears the same badge on the compare
// page and in the configurator; the French copy reads as Quebec French.
import { expect, test, type Page } from './test'
import { PDFDocument } from 'pdf-lib'
import { categories } from '../../seed/catalog/data/categories'
import { containers } from '../../seed/catalog/data/containers'
import { messages, type Locale } from './configurator/messages'
import { configurator } from './configurator/page'

const locales: Locale[] = ['en', 'fr']

// Two pages per test, each compiled on first visit by a development server.
test.describe.configure({ timeout: 180_000 })

/** The visible product sheet link of the configurator's selected container. */
async function productSheetLink(page: Page, locale: Locale) {
  const m = messages(locale).configurator
  const link = page.getByRole('link', { name: new RegExp(m.details.productSheet) }).filter({ visible: true })
  await expect(link).toHaveCount(1)
  return link
}

test.describe('product sheet per language', () => {
  const expected = {
    en: { file: /\/boxline-20WS-product-sheet\.pdf$/, title: `${containers[0].name.en} - product sheet` },
    fr: { file: /\/boxline-20WS-fiche-produit\.pdf$/, title: `${containers[0].name.fr} - fiche produit` },
  } as const

  for (const locale of locales) {
    test(`the ${locale} configurator links the ${locale} product sheet, a PDF in that language`, async ({ page }) => {
      const c = configurator(page, locale)
      await c.open()
      const link = await productSheetLink(page, locale)
      const href = (await link.getAttribute('href')) ?? ''
      expect(href).toMatch(expected[locale].file)

      const response = await page.request.get(href)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/pdf')
      const body = await response.body()
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const pdf = await PDFDocument.load(body)
      expect(pdf.getTitle()).toBe(expected[locale].title)
      expect(pdf.getKeywords()).toContain(locale === 'fr' ? 'conteneur d’entreposage' : 'storage container')
    })
  }
})

test.describe('one badge for the highlighted category', () => {
  const highlighted = categories.find((category) => category.highlighted)!

  for (const locale of locales) {
    test(`the compare page and the configurator badge the same category with the same words (${locale})`, async ({ page }) => {
      const badge = messages(locale).products.highlighted
      const name = highlighted.name[locale]

      await page.goto(`/${locale}/products`)
      const section = page.locator('section[data-highlighted="true"]')
      await expect(section).toHaveCount(1)
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(name)
      await expect(section.getByText(badge, { exact: true })).toBeVisible()

      const c = configurator(page, locale)
      await c.open()
      const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) })
      await expect(tab.getByText(badge, { exact: true })).toBeVisible()
      // Only that tab wears it, and nothing on the page calls another container "most popular".
      await expect(page.getByRole('tablist').getByText(badge, { exact: true })).toHaveCount(1)
      await expect(page.getByText(/most popular|le plus populaire/i)).toHaveCount(0)
    })
  }
})

test('the French configurator speaks Quebec French', async ({ page }) => {
  const c = configurator(page, 'fr')
  await c.open()
  const m = messages('fr').configurator
  await expect(page.getByText(m.intro.benefits.coverage, { exact: true })).toBeVisible()
  await expect(page.getByText(/^Nous desservons des chantiers .+\.$/)).toBeVisible()
  await expect(c.form.getByText(/au moins 3 jours ouvrables/)).toBeVisible()
  await expect(page.getByRole('link', { name: /Télécharger la fiche produit/ }).filter({ visible: true })).toBeVisible()
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(/\b(Ensemble d|Sommaire du panier|de niveau)\b/)
  // A colon is preceded by a non-breaking space, never by nothing or an ordinary space.
  expect(text).not.toMatch(/[A-Za-zÀ-ÿ)] :|[A-Za-zÀ-ÿ)]:(?!\/)/)
})
