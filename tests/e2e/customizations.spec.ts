import { expect, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// Customizations (spec 3 §2 routes, issue 15): the overview by category, each customization's page
// below its category, in both locales (the desktop flow in English, the phone one in French: issue 41, a flow in one locale), with the keyboard alone and on a phone.

const texts = {
  en: {
    heading: 'Container customizations',
    categories: 'Customization categories',
    security: 'Security',
    lockBoxCard: 'See the customization: Lock box',
    lockBoxH1: 'Lock box',
    back: 'All customizations',
    quote: 'Request a quote',
    footerLink: 'Customizations',
  },
  fr: {
    heading: 'Personnalisation de conteneurs',
    categories: 'Catégories de personnalisation',
    security: 'Sécurité',
    lockBoxCard: 'Voir la personnalisation : Boîtier de cadenas',
    lockBoxH1: 'Boîtier de cadenas',
    back: 'Toutes les personnalisations',
    quote: 'Demander une soumission',
    footerLink: 'Personnalisations',
  },
} as const

const sections = (page: Page) => page.getByRole('main').getByRole('region')

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  onlyIn(locale, 'en')(`the overview by category, a category's link, and a customization's page with the keyboard alone (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}`)
    await page.getByRole('contentinfo').getByRole('link', { name: t.footerLink, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/customizations/overview$`))
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible()
    await expect(sections(page)).toHaveCount(4)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(8)
    await expectNoAxeViolations(page)

    const security = page.getByRole('navigation', { name: t.categories }).getByRole('link', { name: t.security, exact: true })
    await security.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#security$/)
    await expect(page.getByRole('heading', { level: 2, name: t.security })).toBeInViewport()

    const card = page.getByRole('link', { name: t.lockBoxCard })
    await card.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${locale}/customizations/security/lock-box$`))
    await expect(page.getByRole('heading', { level: 1, name: t.lockBoxH1 })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: t.quote, exact: true })).toBeVisible()
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'Service', name: t.lockBoxH1, serviceType: t.security, inLanguage: locale === 'fr' ? 'fr-CA' : 'en-US' })
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', t.lockBoxH1)
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: t.back }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${locale}/customizations/overview#security$`))
  })

  onlyIn(locale, 'fr')(`the overview and a customization on a phone @responsive (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    await page.goto(`/${locale}/customizations/overview`)
    await expect(page.getByRole('navigation', { name: t.categories })).toBeInViewport()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    await page.goto(`/${locale}/customizations/security/lock-box`)
    await expect(page.getByRole('heading', { level: 1, name: t.lockBoxH1 })).toBeInViewport()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
}
