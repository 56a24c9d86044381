import { expect } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// The customizations tabs block (spec 3 §2 "customizations tabs", §3 "Customization tabs", issue 14)
// on the solutions overview: a tab per theme, single-open, each with its heading, its customizations'
// cards opening their pages and a button to the overview. Keyboard, phone, axe.
// The desktop flow runs in English, the phone one in French (issue 41: a flow in one locale).

const texts = {
  en: {
    heading: 'Make it yours',
    tabs: ['Access', 'Comfort', 'Security'],
    headings: ['Easier to get in and out', 'Comfortable in every season', 'A poor target at night'],
    rollUp: 'See the customization: Roll-up door',
    lockBox: 'See the customization: Lock box',
    cta: 'See every customization',
  },
  fr: {
    heading: 'À votre image',
    tabs: ['Accès', 'Confort', 'Sécurité'],
    headings: ['Plus facile d’y entrer et d’en sortir', 'Confortable en toute saison', 'Une cible peu attirante la nuit'],
    rollUp: 'Voir la personnalisation\u00a0: Porte enroulable',
    lockBox: 'Voir la personnalisation\u00a0: Boîtier de cadenas',
    cta: 'Voir toutes les personnalisations',
  },
} as const

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  onlyIn(locale, 'en')(`customizations tabs: one theme at a time, its cards and its button, with the keyboard alone (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/solutions`)
    const section = page.getByRole('region', { name: t.heading })
    await section.scrollIntoViewIfNeeded()
    const list = section.getByRole('tablist', { name: t.heading })
    await expect(list.getByRole('tab')).toHaveText([...t.tabs])
    const access = section.getByRole('tabpanel', { name: t.tabs[0] })
    await expect(access.getByRole('heading', { level: 3, name: t.headings[0] })).toBeVisible()
    await expect(access.getByRole('article')).toHaveCount(2)
    await expect(access.getByRole('link', { name: t.rollUp })).toBeVisible()
    await expect(access.getByRole('link', { name: t.cta })).toHaveAttribute('href', `/${locale}/customizations/overview`)
    await expectNoAxeViolations(page)

    // Single-open: choosing Comfort hides Access.
    await list.getByRole('tab', { name: t.tabs[1] }).click()
    await expect(section.getByRole('tabpanel', { name: t.tabs[1] }).getByRole('article')).toHaveCount(4)
    await expect(section.getByRole('heading', { level: 3, name: t.headings[0] })).toBeHidden()

    // Keyboard: arrow to Security, into its panel, to its first card's button, Enter opens the customization.
    await page.keyboard.press('ArrowRight')
    await expect(list.getByRole('tab', { name: t.tabs[2] })).toBeFocused()
    await expect(section.getByRole('heading', { level: 3, name: t.headings[2] })).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(section.getByRole('link', { name: t.lockBox })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${locale}/customizations/security/lock-box$`))
  })

  onlyIn(locale, 'fr')(`customizations tabs on a phone (${locale}) @responsive`, async ({ page }) => {
    await page.goto(`/${locale}/solutions`)
    const section = page.getByRole('region', { name: t.heading })
    await section.scrollIntoViewIfNeeded()
    await section.getByRole('tab', { name: t.tabs[2] }).tap()
    const security = section.getByRole('tabpanel', { name: t.tabs[2] })
    await expect(security.getByRole('article')).toHaveCount(2)
    await expect(security.getByRole('link', { name: t.cta })).toBeVisible()
    // At the top of the page: scrolled, the sticky section menu covers whatever button passes under
    // it, which axe's target-size rule counts against that button.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page)
  })
}
