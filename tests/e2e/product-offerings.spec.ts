import { expect } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// The product offerings block (spec 3 §2 "product offerings (desktop hover list, mobile accordion)",
// issue 14) on the solutions overview: on a desktop the labels are a list, an offering chosen by
// the pointer resting on it, a click or the arrow keys; on a phone, an accordion, single-open and
// collapsible. The desktop flow runs in English, the phone one in French (issue 41: a flow in one locale), axe on each.

const texts = {
  en: {
    heading: 'What we offer',
    labels: ['Storage containers for rent', 'Used units for sale', 'Accessory kits', 'Moves and service'],
    ctas: ['Configure a rental', 'See units for sale', 'Compare kits', 'Request service'],
    usedText: /Units retired from our rental fleet/,
  },
  fr: {
    heading: 'Ce que nous offrons',
    labels: ['Conteneurs d’entreposage à louer', 'Unités usagées à vendre', 'Trousses d’accessoires', 'Déplacements et service'],
    ctas: ['Configurer une location', 'Voir les unités à vendre', 'Comparer les trousses', 'Demander un service'],
    usedText: /Des unités retirées de notre parc de location/,
  },
} as const

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  onlyIn(locale, 'en')(`product offerings on a desktop: a hover list, the arrow keys, the chosen offering's button (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/solutions`)
    const section = page.getByRole('region', { name: t.heading })
    await section.scrollIntoViewIfNeeded()
    const list = section.getByRole('tablist', { name: t.heading })
    await expect(list.getByRole('tab')).toHaveText([...t.labels])
    await expect(list.getByRole('tab', { name: t.labels[0] })).toHaveAttribute('aria-selected', 'true')
    await expect(section.getByRole('tabpanel', { name: t.labels[0] }).getByRole('link', { name: t.ctas[0] })).toBeVisible()
    await expect(section.getByRole('tabpanel', { name: t.labels[0] }).getByRole('img')).toBeVisible()
    // The phones' accordion is not there for a desktop's reader or keyboard.
    await expect(section.getByRole('button', { name: t.labels[0] })).toHaveCount(0)

    // Resting the pointer on a label shows its offering.
    await list.getByRole('tab', { name: t.labels[1] }).hover()
    await expect(list.getByRole('tab', { name: t.labels[1] })).toHaveAttribute('aria-selected', 'true')
    const used = section.getByRole('tabpanel', { name: t.labels[1] })
    await expect(used.getByText(t.usedText)).toBeVisible()
    await expect(section.getByRole('link', { name: t.ctas[0] })).toBeHidden()
    await expectNoAxeViolations(page)

    // The keyboard alone: into the list, down to the third, End to the last, Tab into its panel and to its button.
    await list.getByRole('tab', { name: t.labels[1] }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(list.getByRole('tab', { name: t.labels[2] })).toBeFocused()
    await expect(section.getByRole('tabpanel', { name: t.labels[2] }).getByRole('link', { name: t.ctas[2] })).toBeVisible()
    await page.keyboard.press('End')
    await expect(list.getByRole('tab', { name: t.labels[3] })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Tab')
    await expect(section.getByRole('tabpanel', { name: t.labels[3] })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(section.getByRole('link', { name: t.ctas[3] })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${locale}/request-service$`))
  })

  onlyIn(locale, 'fr')(`product offerings on a phone: an accordion, one open at a time, collapsible (${locale}) @responsive`, async ({ page }) => {
    await page.goto(`/${locale}/solutions`)
    const section = page.getByRole('region', { name: t.heading })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('tablist')).toHaveCount(0)
    const buttons = t.labels.map((label) => section.getByRole('button', { name: label }))
    await expect(buttons[0]!).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByRole('region', { name: t.labels[0] }).getByRole('link', { name: t.ctas[0] })).toBeVisible()
    await buttons[1]!.click()
    await expect(buttons[1]!).toHaveAttribute('aria-expanded', 'true')
    await expect(buttons[0]!).toHaveAttribute('aria-expanded', 'false')
    await expect(section.getByRole('region', { name: t.labels[1] }).getByText(t.usedText)).toBeVisible()
    // At the top of the page: scrolled, the sticky section menu covers whatever button passes under
    // it, which axe's target-size rule counts against that button.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page)
    await buttons[1]!.click()
    await expect(buttons[1]!).toHaveAttribute('aria-expanded', 'false')
    await expect(section.getByRole('link', { name: t.ctas[1] })).toBeHidden()
    // Choosing with the keyboard: Enter opens the last one, whose button leads on.
    await buttons[3]!.focus()
    await page.keyboard.press('Enter')
    await expect(buttons[3]!).toHaveAttribute('aria-expanded', 'true')
    await section.getByRole('link', { name: t.ctas[3] }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/request-service$`))
  })
}
