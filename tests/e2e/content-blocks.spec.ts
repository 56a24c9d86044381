import { expect, test, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

/** The seeded about page (seed/about): a hero, two feature tables, an accordion and the testimonials carousel. */
const pages = [
  {
    locale: 'en',
    h1: 'Space for your work, from one container to a whole job site',
    title: 'About Boxline — storage containers and site offices across the US and Canada',
    checkTable: 'What comes with every rental',
    numbersTable: 'Container sizes at a glance',
    included: 'Included',
    notIncluded: 'Not included',
    popular: { tag: 'Most popular', column: 'Premium' },
    numbersPopular: { tag: 'Most rented', column: '20 ft' },
    rowHeader: 'Three-point cam locking bars',
    below: 'Every container is inspected and cleaned between rentals.',
    questions: ['How much space do I need for delivery?', 'Can you move the container once it is on site?', 'How is a rental billed?'],
    answer: 'Plan for a firm, level surface',
    carousel: 'What our customers say',
    slide: (i: number) => `Slide ${i} of 3`,
    roleSlide: 'slide',
    next: 'Next slide',
    previous: 'Previous slide',
    people: ['Marie-Ève Gagnon', 'Daniel Ortiz', 'Priya Nair'],
    quoteStart: '“We had twelve containers',
  },
  {
    locale: 'fr',
    h1: 'De l’espace pour travailler, d’un seul conteneur à un chantier complet',
    title: 'À propos de Boxline — conteneurs d’entreposage et bureaux de chantier aux États-Unis et au Canada',
    checkTable: 'Ce qui est inclus avec chaque location',
    numbersTable: 'Les formats de conteneurs en un coup d’œil',
    included: 'Inclus',
    notIncluded: 'Non inclus',
    popular: { tag: 'Le plus populaire', column: 'Haut de gamme' },
    numbersPopular: { tag: 'Le plus loué', column: '20 pi' },
    rowHeader: 'Barres de verrouillage à trois cames',
    below: 'Chaque conteneur est inspecté et nettoyé entre deux locations.',
    questions: ['De combien d’espace ai-je besoin pour la livraison?', 'Pouvez-vous déplacer le conteneur une fois sur le chantier?', 'Comment une location est-elle facturée?'],
    answer: 'Prévoyez une surface ferme et de niveau',
    carousel: 'Ce que disent nos clients',
    slide: (i: number) => `Diapositive ${i} sur 3`,
    roleSlide: 'diapositive',
    next: 'Diapositive suivante',
    previous: 'Diapositive précédente',
    people: ['Marie-Ève Gagnon', 'Daniel Ortiz', 'Priya Nair'],
    quoteStart: '« Nous avions douze conteneurs',
  },
] as const

type Copy = (typeof pages)[number]

/** The slide the carousel shows now: the one fully in the viewport, by the person it quotes. */
async function expectShown(page: Page, copy: Copy, index: number) {
  const carousel = page.getByRole('region', { name: copy.carousel })
  for (const [i, person] of copy.people.entries()) {
    const slide = carousel.getByRole('group', { name: copy.slide(i + 1) })
    if (i === index) await expect(slide.getByText(person, { exact: true }), `slide ${i + 1} shown`).toBeInViewport({ ratio: 1 })
    else await expect(slide.getByText(person, { exact: true }), `slide ${i + 1} hidden`).not.toBeInViewport()
  }
}

for (const copy of pages) {
  const path = `/${copy.locale}/about-us`

  test(`the about page is a CMS page at ${path}, with its metadata, and passes axe`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: copy.h1 })).toBeVisible()
    await expect(page).toHaveTitle(copy.title)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${copy.locale}/about-us$`))
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', /\/fr\/about-us$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /\/en\/about-us$/)
    await expectNoAxeViolations(page, path)

    // Cached like every public page: the second load is answered from the cache (another test's
    // publish may drop it between two loads: then the pair is loaded again).
    let cache: string | undefined
    for (let attempt = 0; attempt < 3 && cache !== 'HIT'; attempt++) {
      await page.goto(path)
      cache = (await page.goto(path))?.headers()['x-nextjs-cache']
    }
    expect(cache, `${path} is served from the cache`).toBe('HIT')
    // Only a page's own path shows it: the home page's slug and a path below a page are not pages.
    expect((await page.goto(`/${copy.locale}/home`))?.status()).toBe(404)
    expect((await page.goto(`${path}/no-such-page`))?.status()).toBe(404)
  })

  onlyIn(copy.locale, 'fr')(`feature tables in ${path}: check icons, the most-popular tag, badges and the paragraphs below`, async ({ page }) => {
    await page.goto(path)
    const table = page.getByRole('table', { name: copy.checkTable })
    await table.scrollIntoViewIfNeeded()
    await expect(table.getByRole('columnheader')).toHaveCount(4)
    await expect(table.getByRole('rowheader', { name: copy.rowHeader })).toBeVisible()
    // Checkmarks: X in 14 of the 18 plan cells (seeded), each a named check icon; the others say "not included".
    await expect(table.getByRole('img', { name: copy.included, exact: true })).toHaveCount(14)
    await expect(table.getByText(copy.notIncluded, { exact: true })).toHaveCount(4)
    const tri = table.getByRole('row', { name: new RegExp(copy.rowHeader) })
    await expect(tri.getByRole('img', { name: copy.included, exact: true })).toHaveCount(1)
    // The most-popular column carries its tag in its header.
    const popular = table.getByRole('columnheader', { name: `${copy.popular.tag} ${copy.popular.column}` })
    await expect(popular).toBeVisible()
    await expect(popular.getByText(copy.popular.tag, { exact: true })).toBeVisible()
    await expect(table.getByText(copy.popular.tag, { exact: true })).toHaveCount(1)
    await expect(page.getByText(copy.below)).toBeVisible()

    // Numbers: values in round badges, no check icons; its own most-popular column.
    const numbers = page.getByRole('table', { name: copy.numbersTable })
    await numbers.scrollIntoViewIfNeeded()
    await expect(numbers.getByRole('img')).toHaveCount(0)
    const badge = numbers.getByText('10', { exact: true })
    await expect(badge).toBeVisible()
    await expect(badge).toHaveCSS('border-radius', /px/)
    const box = await badge.boundingBox()
    expect(box && Math.abs(box.width - box.height)).toBeLessThan(1)
    await expect(numbers.getByRole('columnheader', { name: `${copy.numbersPopular.tag} ${copy.numbersPopular.column}` })).toBeVisible()
  })

  onlyIn(copy.locale, 'en')(`accordion in ${path} is single-open and collapsible, by mouse and keyboard`, async ({ page }) => {
    await page.goto(path)
    const [first, second, third] = copy.questions.map((name) => page.getByRole('button', { name, exact: true }))
    await first!.scrollIntoViewIfNeeded()
    for (const button of [first!, second!, third!]) await expect(button).toHaveAttribute('aria-expanded', 'false')
    const firstPanel = page.getByRole('region', { name: copy.questions[0] })
    await expect(firstPanel).toBeHidden()

    // Opening one shows its labelled region (aria-controls names it).
    await first!.click()
    await expect(first!).toHaveAttribute('aria-expanded', 'true')
    await expect(firstPanel).toBeVisible()
    await expect(firstPanel).toContainText(copy.answer)
    expect(await first!.getAttribute('aria-controls')).toBe(await firstPanel.getAttribute('id'))
    await expectNoAxeViolations(page, `${path} (accordion open)`)

    // Opening another closes the first (single-open); clicking the open one closes it (collapsible).
    await second!.click()
    await expect(second!).toHaveAttribute('aria-expanded', 'true')
    await expect(first!).toHaveAttribute('aria-expanded', 'false')
    await expect(firstPanel).toBeHidden()
    await second!.click()
    await expect(second!).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('region', { name: copy.questions[1] })).toBeHidden()

    // Keyboard: Enter and Space on the focused buttons; Tab moves from one button to the next.
    await first!.focus()
    await page.keyboard.press('Enter')
    await expect(first!).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(second!).toBeFocused()
    await page.keyboard.press('Space')
    await expect(second!).toHaveAttribute('aria-expanded', 'true')
    await expect(first!).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(second!).toHaveAttribute('aria-expanded', 'false')
  })

  onlyIn(copy.locale, 'fr')(`testimonials carousel in ${path}: next, previous and looping, by mouse and keyboard`, async ({ page }) => {
    await page.goto(path)
    const carousel = page.getByRole('region', { name: copy.carousel })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel).toHaveAttribute('aria-roledescription', copy.locale === 'en' ? 'carousel' : 'carrousel')
    const slides = carousel.getByRole('group', { name: new RegExp(copy.slide(1).replace('1', '\\d')) })
    await expect(slides).toHaveCount(3)
    await expect(slides.first()).toHaveAttribute('aria-roledescription', copy.roleSlide)
    await expect(slides.first().locator('blockquote')).toContainText(copy.quoteStart)
    await expect(slides.first().getByRole('img')).toHaveAttribute('alt', new RegExp(copy.people[0]))

    const next = carousel.getByRole('button', { name: copy.next })
    const previous = carousel.getByRole('button', { name: copy.previous })
    // A loop has no end: neither button is ever disabled.
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true')
    await expectShown(page, copy, 0)
    await next.click()
    await expectShown(page, copy, 1)
    await next.click()
    await expectShown(page, copy, 2)
    await expect(next).not.toHaveAttribute('aria-disabled', 'true')
    await next.click() // past the last: back to the first
    await expectShown(page, copy, 0)
    await previous.click() // before the first: the last
    await expectShown(page, copy, 2)

    await previous.focus()
    await page.keyboard.press('Enter')
    await expectShown(page, copy, 1)
    await next.focus()
    await page.keyboard.press('Space')
    await expectShown(page, copy, 2)
    await expectNoAxeViolations(page, `${path} (carousel moved)`)
  })

  onlyIn(copy.locale, 'fr')(`@responsive ${path} at 390 px: the table scrolls inside its box, never the page`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    const region = page.getByRole('region', { name: copy.checkTable })
    await region.scrollIntoViewIfNeeded()
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(sizes.scroll).toBeGreaterThan(sizes.client)
    await expect(region).toHaveAttribute('tabindex', '0')
    const pageWidth = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
    expect(pageWidth.scroll).toBeLessThanOrEqual(pageWidth.client)
    // The carousel's buttons are reachable and it still moves on a phone.
    const carousel = page.getByRole('region', { name: copy.carousel })
    await carousel.getByRole('button', { name: copy.next }).click()
    await expectShown(page, copy, 1)
    await expectNoAxeViolations(page, `${path} at 390 px`)
  })
}
