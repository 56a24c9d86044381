import { expect } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// Sub-industries (spec 3 §2 routes "Sub-industry cards", issue 15): the cards on /solutions, each
// sub-industry's page with its use cases, testimonials and packages, in both locales (the desktop flow in English, the phone one in French: issue 41, a flow in one locale), with the
// keyboard alone and on a phone.

const texts = {
  en: {
    cards: 'Solutions by trade',
    roadCard: 'Explore: Road and bridge work',
    roadH1: 'Road and bridge work',
    industry: 'Construction',
    useCases: 'How Road and bridge work crews use our containers',
    toolCrib: 'Tool crib',
    testimonials: 'What our customers in Road and bridge work say',
    packages: 'Outfitting packages for Construction',
    quote: 'Request a quote',
    back: 'All solutions',
    disasterCard: 'Plan ahead: Disaster response',
    disasterH1: 'Disaster response',
  },
  fr: {
    cards: 'Solutions par secteur d’activité',
    roadCard: 'Découvrir : Travaux routiers et ponts',
    roadH1: 'Travaux routiers et ponts',
    industry: 'Construction',
    useCases: 'Comment le secteur « Travaux routiers et ponts » utilise nos conteneurs',
    toolCrib: 'Magasin d’outils',
    testimonials: 'Ce que disent nos clients du secteur « Travaux routiers et ponts »',
    packages: 'Forfaits d’aménagement pour l’industrie Construction',
    quote: 'Demander une soumission',
    back: 'Toutes les solutions',
    disasterCard: 'Se préparer : Intervention en cas de sinistre',
    disasterH1: 'Intervention en cas de sinistre',
  },
} as const

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  onlyIn(locale, 'en')(`from the solutions' cards to a sub-industry's page and back, with the keyboard alone (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/solutions`)
    const cards = page.getByRole('region', { name: t.cards })
    await cards.scrollIntoViewIfNeeded()
    await expect(cards.getByRole('article')).toHaveCount(6)
    await expectNoAxeViolations(page)

    const road = cards.getByRole('link', { name: t.roadCard })
    await road.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${locale}/solutions/construction/road-and-bridge$`))
    await expect(page.getByRole('heading', { level: 1, name: t.roadH1 })).toBeVisible()
    await expect(page.getByText(t.industry, { exact: true }).first()).toBeVisible()
    const useCases = page.getByRole('region', { name: t.useCases })
    await expect(useCases.getByRole('heading', { level: 3 })).toHaveCount(3)
    await expect(useCases.getByRole('heading', { level: 3, name: t.toolCrib })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: t.testimonials })).toBeVisible()
    await expect(page.getByText('Luc Tremblay')).toBeVisible()
    const packages = page.getByRole('region', { name: t.packages })
    await expect(packages.getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: t.quote, exact: true })).toBeVisible()
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
    expect(ld).toMatchObject({ '@type': 'Service', name: t.roadH1, serviceType: t.industry, inLanguage: locale === 'fr' ? 'fr-CA' : 'en-US' })
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', t.roadH1)
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: t.back }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${locale}/solutions$`))

    await page.getByRole('region', { name: t.cards }).getByRole('link', { name: t.disasterCard }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${locale}/solutions/disaster-response$`))
    await expect(page.getByRole('heading', { level: 1, name: t.disasterH1 })).toBeVisible()
    await expectNoAxeViolations(page, `/${locale}/solutions/disaster-response`)
  })

  onlyIn(locale, 'fr')(`a use case's anchor and a sub-industry's page on a phone @responsive (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    await page.goto(`/${locale}/solutions/construction/road-and-bridge`)
    await expect(page.getByRole('heading', { level: 1, name: t.roadH1 })).toBeInViewport()
    expect(await overflow()).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
    await page.goto(`/${locale}/solutions/construction/road-and-bridge#site-office`)
    await expect(page.locator('#site-office').getByRole('heading', { level: 3 })).toBeInViewport()
  })
}
