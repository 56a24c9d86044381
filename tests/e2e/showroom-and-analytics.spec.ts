import { expect, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// Spec 3 §2, §7, §9 (issue 14): the sales-showroom card carousel on the about page (1.3, 2.3 or 4
// cards in view by width; a press sends an analytics event), and the home page's call-to-action
// clicks, counted only on exactly /en and /fr. Both locales, keyboard, phone, axe.

const texts = {
  en: { showroom: 'Visit our sales showroom', cards: ['Office trailers', 'Storage containers', 'Classrooms', 'Cold storage', 'Restroom trailers', 'Guard booths'], homeCta: 'Configure a rental', aboutCta: 'Request a quote' },
  fr: {
    showroom: 'Visitez notre salle d’exposition',
    cards: ['Roulottes de bureau', 'Conteneurs d’entreposage', 'Salles de classe', 'Entreposage frigorifique', 'Roulottes sanitaires', 'Guérites'],
    homeCta: 'Configurer une location',
    aboutCta: 'Demander une soumission',
  },
} as const

/** Keeps the page in place on a press (the listener under test runs first, on capture) and returns the data layer's events. */
async function stayOnPage(page: Page) {
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()))
}
const events = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null && 'event' in entry))

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]
  const about = `/${locale}/about-us`

  onlyIn(locale, 'en')(`showroom cards in ${about}: 4 in view on a desktop, a press (mouse or keyboard) sends its event`, async ({ page }) => {
    await page.goto(about)
    const section = page.getByRole('region', { name: t.showroom, exact: true }).first()
    await section.scrollIntoViewIfNeeded()
    const cards = section.getByRole('link')
    await expect(cards).toHaveCount(t.cards.length)
    for (const [i, heading] of t.cards.entries()) await expect(cards.nth(i)).toContainText(heading)
    await expect(cards.first()).toHaveAttribute('href', `/${locale}/search?unit-type=officeTrailer`)
    // Four cards in view at 1280 px: the fifth starts past the fourth's right edge, outside the track.
    const boxes = await cards.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))
    const track = await section.locator('[aria-roledescription]').first().boundingBox()
    expect(Math.abs(boxes[0]!.width - boxes[3]!.width)).toBeLessThan(1)
    expect(boxes[3]!.right).toBeLessThanOrEqual(track!.x + track!.width + 1)
    expect(boxes[4]!.left).toBeGreaterThanOrEqual(track!.x + track!.width - 1)
    await expectNoAxeViolations(page, `${about} (showroom cards)`)

    await stayOnPage(page)
    await cards.nth(1).click()
    expect(await events(page)).toContainEqual({ event: 'showroom_card_press', card_heading: t.cards[1], card_link: `/${locale}/search?unit-type=storageContainer` })
    await cards.nth(2).focus()
    await page.keyboard.press('Enter')
    expect((await events(page)).filter((entry) => entry.event === 'showroom_card_press').map((entry) => entry.card_heading)).toEqual([t.cards[1], t.cards[2]])
    // Not the home page: its hero's button counts nothing.
    await page.getByRole('link', { name: t.aboutCta }).first().click()
    expect((await events(page)).some((entry) => entry.event === 'homepage_cta_click')).toBe(false)
  })

  onlyIn(locale, 'fr')(`home page call-to-action clicks are counted on exactly /${locale}`, async ({ page }) => {
    await page.goto(`/${locale}`)
    await stayOnPage(page)
    await page.getByRole('link', { name: t.homeCta, exact: true }).first().click()
    expect(await events(page)).toContainEqual({ event: 'homepage_cta_click', cta_label: t.homeCta, cta_link: `/${locale}/products/storage-containers` })
  })

  onlyIn(locale, 'fr')(`@responsive showroom cards in ${about} on a phone: 1.3 in view`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(about)
    const section = page.getByRole('region', { name: t.showroom, exact: true }).first()
    await section.scrollIntoViewIfNeeded()
    const cards = section.getByRole('link')
    const [first, second] = await cards.evaluateAll((links) => links.slice(0, 2).map((link) => link.getBoundingClientRect().toJSON() as DOMRect))
    // The second card shows in part: a person sees there is more to swipe.
    expect(second!.left).toBeLessThan(390)
    expect(second!.right).toBeGreaterThan(390)
    expect(first!.width / (second!.right - first!.left)).toBeGreaterThan(0.4)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page, `${about} (showroom cards) at 390 px`)
  })
}
