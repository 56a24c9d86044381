import { expect, type Locator, type Page } from './test'
import { expectCardShown, expectNoAxeViolations, onlyIn } from './support'

// Spec 3 §1, §2, §4, §9 (issue 14): product cards (a swipe beyond 50 px changes the card, at most
// 4 dots), slider cards (1, 2, then 3 in view), the featured-article carousel (3.2 in view, the
// newest case studies), and the container selection block (selectable cards; feature lists that
// are a disclosure below 1024 px). Both locales, mouse, keyboard, phone, axe.

const texts = {
  en: {
    family: 'storage-containers',
    products: 'Rent by the size you need products',
    firstProduct: '20 ft standard container',
    slider: 'Ideas for your site cards',
    articles: 'Customer stories articles',
    allArticles: 'All case studies',
    choose: 'Choose a container',
    grades: ['Standard', 'Premium', 'Tri-cam'],
    configure: ['Configure a standard rental', 'Configure a premium rental', 'Configure a tri-cam rental'],
    sizes: '20 ft or 40 ft?',
    gallery: '20 ft or 40 ft? images',
    features: '4 features',
    feature: '20 ft long, 8 ft wide, 8.5 ft high outside',
    next: 'Next slide',
    previous: 'Previous slide',
    dots: 'Choose slide',
  },
  fr: {
    family: 'storage-containers',
    products: 'Produits\u00a0: Louez selon la taille qu’il vous faut',
    firstProduct: 'Conteneur standard de 20 pi',
    slider: 'Cartes\u00a0: Des idées pour votre site',
    articles: 'Articles\u00a0: Histoires de clients',
    allArticles: 'Toutes les études de cas',
    choose: 'Choisissez un conteneur',
    grades: ['Standard', 'Haut de gamme', 'Trois cames'],
    configure: ['Configurer une location standard', 'Configurer une location haut de gamme', 'Configurer une location à trois cames'],
    sizes: '20 pi ou 40 pi?',
    gallery: 'Images\u00a0: 20 pi ou 40 pi?',
    features: '4 caractéristiques',
    feature: '20 pi de long, 8 pi de large, 8,5 pi de haut à l’extérieur',
    next: 'Diapositive suivante',
    previous: 'Diapositive précédente',
    dots: 'Choisir une diapositive',
  },
} as const

/** A carousel by its accessible name (the block's heading and what it holds). */
const carouselNamed = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Presses the mouse on the card in view and moves it sideways by dx px. */
async function swipe(page: Page, carousel: Locator, dx: number) {
  const viewport = carousel.locator('.overflow-hidden').first()
  // At once, not smoothly: the box is read right after.
  await viewport.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
  const box = (await viewport.boundingBox())!
  const y = box.y + box.height / 3
  const x = box.x + (dx < 0 ? box.width * 0.8 : box.width * 0.2)
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y + 3, { steps: 6 })
  await page.mouse.up()
}

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]
  const family = `/${locale}/${t.family}`
  const solutions = `/${locale}/solutions`
  const about = `/${locale}/about-us`

  onlyIn(locale, 'fr')(`@responsive product cards in ${family} on a phone: a swipe beyond 50 px changes the card, at most 4 dots`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(family)
    // The carousel's island has loaded: a press or a swipe before it moves nothing.
    await page.waitForLoadState('networkidle')
    const carousel = carouselNamed(page, t.products)
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.getByRole('heading', { level: 3 }).first()).toHaveText(t.firstProduct)
    await expect(carousel.getByRole('group', { name: t.dots }).getByRole('button')).toHaveCount(4)
    await expectCardShown(carousel, 1, 6)
    await expect(carousel.getByRole('button', { name: t.previous })).toHaveAttribute('aria-disabled', 'true')

    await swipe(page, carousel, -40) // not beyond 50 px: stays
    await expectCardShown(carousel, 1, 6)
    await swipe(page, carousel, -120)
    await expectCardShown(carousel, 2, 6)
    await swipe(page, carousel, -120)
    await expectCardShown(carousel, 3, 6)
    await swipe(page, carousel, 120)
    await expectCardShown(carousel, 2, 6)
    // The click that ends a swipe over a card's button does not follow it.
    expect(new URL(page.url()).pathname).toBe(family)

    // The last dot shows the last card; the next arrow is then disabled.
    const dots = carousel.getByRole('group', { name: t.dots }).getByRole('button')
    await dots.last().click()
    await expectCardShown(carousel, 6, 6)
    await expect(dots.last()).toHaveAttribute('aria-current', 'true')
    await expect(carousel.getByRole('button', { name: t.next })).toHaveAttribute('aria-disabled', 'true')
    await expectNoAxeViolations(page, `${family} (product cards) at 390 px`)
  })

  onlyIn(locale, 'en')(`product cards in ${family} on a desktop: three in view, four dots, arrows by keyboard`, async ({ page }) => {
    await page.goto(family)
    // The carousel's island has loaded: a press or a swipe before it moves nothing.
    await page.waitForLoadState('networkidle')
    const carousel = carouselNamed(page, t.products)
    await carousel.scrollIntoViewIfNeeded()
    const slides = carousel.locator('[role="group"][aria-roledescription]')
    const widths = await slides.evaluateAll((all) => all.map((slide) => slide.getBoundingClientRect().width))
    const viewport = (await carousel.locator('.overflow-hidden').first().boundingBox())!.width
    // Each slide's box holds the 16 px gap before its card.
    expect(Math.abs(widths[0]! * 3 - (viewport + 16))).toBeLessThan(2)
    await expect(carousel.getByRole('group', { name: t.dots }).getByRole('button')).toHaveCount(4)
    const next = carousel.getByRole('button', { name: t.next })
    const dots = carousel.getByRole('group', { name: t.dots }).getByRole('button')
    await next.focus()
    for (let i = 1; i <= 3; i++) {
      await page.keyboard.press('Enter')
      await expect(dots.nth(i)).toHaveAttribute('aria-current', 'true')
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await expectNoAxeViolations(page, `${family} (product cards)`)
  })

  onlyIn(locale, 'fr')(`slider cards and the featured case studies in ${about}: 3 and 3.2 in view, ends disabled`, async ({ page }) => {
    await page.goto(about)
    // The carousel's island has loaded: a press or a swipe before it moves nothing.
    await page.waitForLoadState('networkidle')
    const slider = carouselNamed(page, t.slider)
    await slider.scrollIntoViewIfNeeded()
    const cards = slider.locator('[role="group"][aria-roledescription]')
    await expect(cards).toHaveCount(5)
    const viewport = (await slider.locator('.overflow-hidden').first().boundingBox())!
    const third = (await cards.nth(2).boundingBox())!
    expect(third.x + third.width).toBeLessThanOrEqual(viewport.x + viewport.width + 2)
    expect((await cards.nth(3).boundingBox())!.x).toBeGreaterThanOrEqual(viewport.x + viewport.width - 2)
    const previous = slider.getByRole('button', { name: t.previous })
    const next = slider.getByRole('button', { name: t.next })
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await next.click()
    await next.click()
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true')

    const articles = carouselNamed(page, t.articles)
    await articles.scrollIntoViewIfNeeded()
    const articleCards = articles.getByRole('article')
    await expect(articleCards).toHaveCount(6)
    await expect(articleCards.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^/${locale}/resources/case-studies/[a-z0-9-]+$`))
    // 3.2 cards in view: the fourth shows in part.
    const box = (await articles.locator('.overflow-hidden').first().boundingBox())!
    const fourth = (await articleCards.nth(3).boundingBox())!
    expect(fourth.x).toBeLessThan(box.x + box.width)
    expect(fourth.x + fourth.width).toBeGreaterThan(box.x + box.width)
    await expect(page.getByRole('link', { name: t.allArticles })).toHaveAttribute('href', `/${locale}/resources/case-studies`)
    await expectNoAxeViolations(page, `${about} (slider cards, featured articles)`)
  })

  onlyIn(locale, 'en')(`container selection in ${solutions}: one card chosen at a time, its button alone shown, by keyboard`, async ({ page }) => {
    await page.goto(solutions)
    const group = page.getByRole('group', { name: t.choose })
    await group.scrollIntoViewIfNeeded()
    const radios = group.getByRole('radio')
    await expect(radios).toHaveCount(3)
    for (const [i, grade] of t.grades.entries()) await expect(radios.nth(i)).toHaveAccessibleName(grade)
    // At the top of the page: further down, the sticky anchor bar covers the gallery's thumbnails, as it should.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page, `${solutions} (container selection)`)
    await expect(radios.first()).toBeChecked()
    await expect(group.getByRole('link', { name: t.configure[0] })).toBeVisible()
    await expect(group.getByRole('link', { name: t.configure[1] })).toBeHidden()
    // A click anywhere on a card chooses it.
    await group.getByText(t.grades[2], { exact: true }).click()
    await expect(radios.nth(2)).toBeChecked()
    await expect(group.getByRole('link', { name: t.configure[2] })).toBeVisible()
    await expect(group.getByRole('link', { name: t.configure[0] })).toBeHidden()
    // Keyboard: arrows choose, Tab reaches the chosen card's button, Enter follows it.
    await radios.nth(2).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(radios.nth(1)).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(group.getByRole('link', { name: t.configure[1] })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${locale}/products/storage-containers\\?product_category=premium$`))
  })

  onlyIn(locale, 'fr')(`container feature lists in ${family} on a desktop: listed, no disclosure`, async ({ page }) => {
    await page.goto(family)
    const section = page.getByRole('region', { name: t.sizes, exact: true })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByText(t.feature).filter({ visible: true })).toHaveCount(1)
    await expect(section.getByText(t.features, { exact: true }).first()).toBeHidden()
    // The optional gallery above the cards.
    await expect(section.getByRole('region', { name: t.gallery, exact: true })).toBeVisible()
    await expectNoAxeViolations(page, `${family} (container feature lists)`)
  })

  onlyIn(locale, 'en')(`@responsive container feature lists in ${family} on a phone: a disclosure, by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(family)
    const section = page.getByRole('region', { name: t.sizes, exact: true })
    await section.scrollIntoViewIfNeeded()
    const summary = section.getByText(t.features, { exact: true }).first()
    await expect(summary).toBeVisible()
    await expect(section.getByText(t.feature).filter({ visible: true })).toHaveCount(0)
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(section.getByText(t.feature).filter({ visible: true })).toHaveCount(1)
    await page.keyboard.press('Enter')
    await expect(section.getByText(t.feature).filter({ visible: true })).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page, `${family} (container feature lists) at 390 px`)
  })
}
