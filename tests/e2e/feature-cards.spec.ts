import { expect } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// The feature cards block (spec 3 §2) on the home page, in both languages (the desktop flow in English, the phone one in French: issue 41, a flow in one locale): its heading, a card per
// entry (title, text, link in the page's language), three across on a desktop, one per row on a
// phone, and its links followed with the keyboard.

const copies = [
  {
    locale: 'en',
    heading: 'Everything your site needs',
    titles: ['Rent storage containers', 'Buy a used unit', 'Service when you need it'],
    links: [
      ['See containers', '/en/products/storage-containers'],
      ['Request a quote', '/en/request-quote'],
      ['Request service', '/en/request-service'],
    ],
  },
  {
    locale: 'fr',
    heading: 'Tout ce dont votre chantier a besoin',
    titles: ['Louer des conteneurs d’entreposage', 'Acheter une unité usagée', 'Un service au besoin'],
    links: [
      ['Voir les conteneurs', '/fr/products/storage-containers'],
      ['Demander une soumission', '/fr/request-quote'],
      ['Demander un service', '/fr/request-service'],
    ],
  },
] as const

for (const copy of copies) {
  onlyIn(copy.locale, 'en')(`feature cards on /${copy.locale}: a card per entry, three across, links in the page's language, by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/${copy.locale}`)
    const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: copy.heading }) })
    await section.scrollIntoViewIfNeeded()
    const cards = section.getByRole('listitem')
    await expect(cards).toHaveCount(3)
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([...copy.titles])
    for (const [index, [label, href]] of copy.links.entries()) await expect(cards.nth(index).getByRole('link', { name: label })).toHaveAttribute('href', href)
    const boxes = await Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!))
    expect(Math.abs(boxes[0]!.y - boxes[2]!.y)).toBeLessThan(2)
    expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1)
    await expectNoAxeViolations(page, `/${copy.locale} feature cards`)

    await cards.first().getByRole('link').focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${copy.links[0][1]}$`))
  })

  onlyIn(copy.locale, 'fr')(`@responsive feature cards on /${copy.locale} at 390 px: one card per row`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${copy.locale}`)
    const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: copy.heading }) })
    await section.scrollIntoViewIfNeeded()
    const boxes = await Promise.all((await section.getByRole('listitem').all()).map(async (card) => (await card.boundingBox())!))
    expect(boxes).toHaveLength(3)
    expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height - 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
}
