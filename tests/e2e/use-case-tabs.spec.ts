import { expect } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// The use-case tabs block (spec 3 §2 "use-case tabs", §3 "Use case", issue 14) on the solutions
// overview: a tab per published use case, single-open, its image and summary; one button below.
// Keyboard, phone, axe; the desktop flow runs in English, the phone one in French (issue 41: a flow in one locale).

const texts = {
  en: {
    heading: 'How customers use them',
    tabs: ['Tool crib', 'Site office', 'Seasonal overflow', 'Classrooms during summer work', 'Records and equipment', 'Emergency supply depot'],
    toolCrib: /tools are signed out in the morning/,
    depot: /Water, cots and generators/,
    cta: 'Request a quote',
  },
  fr: {
    heading: 'Comment nos clients les utilisent',
    tabs: ['Magasin d’outils', 'Bureau de chantier', 'Surplus saisonnier', 'Classes pendant les travaux d’été', 'Dossiers et équipement', 'Dépôt de fournitures d’urgence'],
    toolCrib: /les outils sortent le matin/,
    depot: /Eau, lits de camp et génératrices/,
    cta: 'Demander une soumission',
  },
} as const

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  onlyIn(locale, 'en')(`use-case tabs: one use case at a time, with the keyboard alone (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/solutions`)
    const section = page.getByRole('region', { name: t.heading })
    await section.scrollIntoViewIfNeeded()
    const list = section.getByRole('tablist', { name: t.heading })
    await expect(list.getByRole('tab')).toHaveText([...t.tabs])
    const first = section.getByRole('tabpanel', { name: t.tabs[0] })
    await expect(first.getByRole('heading', { level: 3, name: t.tabs[0] })).toBeVisible()
    await expect(first.getByText(t.toolCrib)).toBeVisible()
    await expect(first.getByRole('img')).toBeVisible()
    await expect(section.getByRole('link', { name: t.cta })).toHaveAttribute('href', `/${locale}/request-quote`)
    await expectNoAxeViolations(page)

    await list.getByRole('tab', { name: t.tabs[0] }).focus()
    await page.keyboard.press('End')
    await expect(list.getByRole('tab', { name: t.tabs[5] })).toBeFocused()
    await expect(section.getByRole('tabpanel', { name: t.tabs[5] }).getByText(t.depot)).toBeVisible()
    await expect(section.getByText(t.toolCrib)).toBeHidden()
    await page.keyboard.press('ArrowRight')
    await expect(list.getByRole('tab', { name: t.tabs[0] })).toHaveAttribute('aria-selected', 'true')
  })

  onlyIn(locale, 'fr')(`use-case tabs on a phone (${locale}) @responsive`, async ({ page }) => {
    await page.goto(`/${locale}/solutions`)
    const section = page.getByRole('region', { name: t.heading })
    await section.scrollIntoViewIfNeeded()
    await section.getByRole('tab', { name: t.tabs[5] }).tap()
    await expect(section.getByRole('tabpanel', { name: t.tabs[5] }).getByText(t.depot)).toBeVisible()
    await expect(section.getByRole('link', { name: t.cta })).toBeVisible()
    // At the top of the page: scrolled, the sticky section menu covers whatever button passes under
    // it, which axe's target-size rule counts against that button.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page)
  })
}
