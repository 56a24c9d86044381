import { expect, type Locator, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// Two blocks of spec 3 (issue 14): customer cards on the about page (§2; §9: they appear 500 ms
// apart once the list's top is within 500 px of the viewport's top) and product comparison cards
// on the storage containers page (§2: the tri-cam container highlighted; a card opens the
// configurator with its tab preselected). Both locales, keyboard, reduced motion, axe.

const texts = {
  en: {
    customers: 'Who rents from us',
    names: ['Construction Tremblay inc.', 'Gulf Coast Builders LLC', 'Northern Harvest Foods Ltd.', 'Festival des Lumières de Sherbrooke'],
    industry: 'Construction · Laval, QC',
    comparison: 'Compare our rental containers',
    categories: ['Standard', 'Premium', 'Tri-cam'],
    highlighted: 'Recommended',
    configure: /^Configure and rent/,
  },
  fr: {
    customers: 'Ils louent chez nous',
    names: ['Construction Tremblay inc.', 'Gulf Coast Builders LLC', 'Northern Harvest Foods Ltd.', 'Festival des Lumières de Sherbrooke'],
    industry: 'Construction · Laval (Québec)',
    comparison: 'Comparez nos conteneurs en location',
    categories: ['Standard', 'Haut de gamme', 'Trois cames'],
    highlighted: 'Recommandé',
    configure: /^Configurer et louer/,
  },
} as const

const opacities = (list: Locator) => list.locator(':scope > li').evaluateAll((items) => items.map((item) => Number(getComputedStyle(item).opacity)))

/** Scrolls the page so the list's top sits `top` px below the viewport's top. */
async function scrollListTo(page: Page, list: Locator, top: number) {
  await list.evaluate((el, wanted) => window.scrollBy({ top: el.getBoundingClientRect().top - wanted, behavior: 'instant' }), top)
}

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  onlyIn(locale, 'en')(`customer cards in /${locale}/about-us appear one by one, 500 ms apart, from 500 px below the top`, async ({ page }) => {
    // The tests run with reduced motion (playwright.config.ts); this one is of the motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto(`/${locale}/about-us`)
    // Sections below the first screen are laid out only when scrolled near (content-visibility):
    // laid out now, the list's place is known before scrolling to a given height.
    await page.addStyleTag({ content: '.below-first-screen { content-visibility: visible !important; }' })
    const list = page.getByRole('list', { name: t.customers })
    await expect(list).toHaveAttribute('data-stagger', 'waiting')
    await expect.poll(() => opacities(list)).toEqual([0, 0, 0, 0])

    // 600 px below the top: not yet.
    await scrollListTo(page, list, 600)
    await page.waitForTimeout(300)
    expect(await list.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(600)
    await expect(list).toHaveAttribute('data-stagger', 'waiting')
    expect(await opacities(list)).toEqual([0, 0, 0, 0])

    // 400 px below the top: the first card at once, each next one 500 ms after. Each card's fade
    // is read from the browser's own record as it is created (transitionrun, with its CSSTransition
    // and delay): sampling opacities in time, or timing when fades start, fails on a busy machine,
    // which delays a frame past the next card's start.
    await list.evaluate((el) => {
      const fades: Array<[card: number, delayMs: number]> = []
      ;(window as unknown as { fades: typeof fades }).fades = fades
      ;(el as HTMLElement).addEventListener('transitionrun', (event) => {
        let card = event.target as Element | null
        while (card && card.parentElement !== el) card = card.parentElement
        if (event.propertyName !== 'opacity' || !card || card !== event.target) return
        const fade = card.getAnimations().find((a) => (a as CSSTransition).transitionProperty === 'opacity')
        fades.push([[...el.children].indexOf(card), Number(fade?.effect?.getTiming().delay ?? -1)])
      })
    })
    await scrollListTo(page, list, 400)
    await expect(list).toHaveAttribute('data-stagger', 'revealing')
    await expect.poll(() => opacities(list), { timeout: 10_000 }).toEqual([1, 1, 1, 1])
    const fades = await page.evaluate(() => (window as unknown as { fades: Array<[number, number]> }).fades)
    // The browser reports the four in any order: sorted by card.
    expect(fades.sort(([a], [b]) => a - b), 'each card fades in once, 500 ms after the one before').toEqual([
      [0, 0],
      [1, 500],
      [2, 1000],
      [3, 1500],
    ])

    const cards = list.getByRole('article')
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([...t.names])
    await expect(cards.first().getByText(t.industry)).toBeVisible()
    await expectNoAxeViolations(page, `/${locale}/about-us (customer cards)`)
  })

  onlyIn(locale, 'fr')(`customer cards in /${locale}/about-us show at once with reduced motion`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`/${locale}/about-us`)
    const list = page.getByRole('list', { name: t.customers })
    await expect(list.getByRole('article')).toHaveCount(4)
    await expect(list).toHaveAttribute('data-stagger', 'shown')
    expect(await opacities(list)).toEqual([1, 1, 1, 1])
  })

  onlyIn(locale, 'en')(`product comparison cards in /${locale}/storage-containers: tri-cam highlighted, a card opens the configurator on its tab`, async ({ page }) => {
    await page.goto(`/${locale}/storage-containers`)
    const section = page.getByRole('region', { name: t.comparison, exact: true })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('heading', { level: 2, name: t.comparison })).toBeVisible()
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([...t.categories])
    const cards = section.getByRole('article')
    await expect(cards).toHaveCount(6)
    await expect(cards.getByRole('heading', { level: 4 })).toHaveCount(6)
    // Below the first screen: its drawings load when scrolled near.
    for (const image of await cards.getByRole('img').all()) await expect(image).toHaveAttribute('loading', 'lazy')

    const triCam = section.getByRole('region', { name: t.categories[2] })
    await expect(triCam).toHaveAttribute('data-highlighted', 'true')
    await expect(triCam.getByText(t.highlighted, { exact: true })).toBeVisible()
    await expect(section.locator('[data-highlighted="true"]')).toHaveCount(1)
    await expectNoAxeViolations(page, `/${locale}/storage-containers (comparison cards)`)

    // Keyboard: Enter on a premium card's link opens the configurator with the premium tab chosen.
    const premiumLink = section.getByRole('region', { name: t.categories[1] }).getByRole('link', { name: t.configure }).first()
    await premiumLink.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${locale}/products/storage-containers\\?product_category=premium$`))
    await expect(page.getByRole('tab', { name: t.categories[1] })).toHaveAttribute('aria-selected', 'true')
  })
}
