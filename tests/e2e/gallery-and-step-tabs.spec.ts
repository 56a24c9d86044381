import { expect } from './test'
import { expectNoAxeViolations, expectSlideShown, onlyIn } from './support'

// Three blocks of spec 3 (issue 14): step tabs on the about page (§1: numbered tabs, single-open);
// the product media gallery (§2: thumbnails and arrows) and the image carousel (§2: one slide per
// view, thumbnails; §4: previous/next disabled at the ends) on the storage containers page. Both
// locales, keyboard, phone, axe.

const texts = {
  en: {
    steps: 'How renting works',
    stepTabs: [/^Step 1\s*Configure$/, /^Step 2\s*Check out$/, /^Step 3\s*Delivery$/, /^Step 4\s*Pick-up$/],
    stepHeadings: ['Choose your container', 'We pick it up when you are done'],
    stepCta: 'Configure a rental',
    product: '20 ft tri-cam storage container',
    productImages: '20 ft tri-cam storage container images',
    productCta: 'Configure a tri-cam rental',
    fleet: 'Our fleet',
    fleetImages: 'Our fleet images',
    captions: ['20 ft standard: fits in a single parking space.', '40 ft standard: room for a whole site’s materials.', '40 ft tri-cam: one person opens it in seconds.'],
    slide: (i: number, n: number) => `Image ${i} of ${n}`,
    show: (i: number, n: number) => `Show image ${i} of ${n}`,
    previous: 'Previous image',
    next: 'Next image',
    thumbnails: 'Image thumbnails',
    roleCarousel: 'carousel',
  },
  fr: {
    steps: 'La location, étape par étape',
    stepTabs: [/^Étape 1\s*Configurer$/, /^Étape 2\s*Payer$/, /^Étape 3\s*Livraison$/, /^Étape 4\s*Ramassage$/],
    stepHeadings: ['Choisissez votre conteneur', 'Nous le ramassons quand vous avez terminé'],
    stepCta: 'Configurer une location',
    product: 'Conteneur d’entreposage à trois cames de 20 pi',
    productImages: /^Images\s: Conteneur d’entreposage à trois cames de 20 pi$/,
    productCta: 'Configurer une location à trois cames',
    fleet: 'Notre parc de conteneurs',
    fleetImages: /^Images\s: Notre parc de conteneurs$/,
    // A non-breaking space before each colon (Quebec typography).
    captions: [/^20 pi standard\s: tient dans un seul espace de stationnement\.$/, /^40 pi standard\s: de la place pour les matériaux de tout un chantier\.$/, /^40 pi à trois cames\s: une seule personne l’ouvre en quelques secondes\.$/],
    slide: (i: number, n: number) => `Image ${i} sur ${n}`,
    show: (i: number, n: number) => `Afficher l’image ${i} sur ${n}`,
    previous: 'Image précédente',
    next: 'Image suivante',
    thumbnails: 'Miniatures des images',
    roleCarousel: 'carrousel',
  },
} as const

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]
  const path = `/${locale}/about-us`
  const family = `/${locale}/storage-containers`

  onlyIn(locale, 'fr')(`step tabs in ${path}: numbered steps, one at a time, with the keyboard alone`, async ({ page }) => {
    await page.goto(path)
    const section = page.getByRole('region', { name: t.steps })
    await section.scrollIntoViewIfNeeded()
    const tabs = section.getByRole('tablist', { name: t.steps }).getByRole('tab')
    await expect(tabs).toHaveCount(4)
    for (const [i, name] of t.stepTabs.entries()) await expect(tabs.nth(i)).toHaveAccessibleName(name)
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    const firstPanel = section.getByRole('tabpanel')
    await expect(firstPanel).toHaveCount(1)
    await expect(firstPanel.getByRole('heading', { level: 3, name: new RegExp(t.stepHeadings[0]) })).toBeVisible()
    await expect(firstPanel.getByRole('img')).toBeVisible()
    await expect(section.getByRole('link', { name: t.stepCta })).toHaveAttribute('href', `/${locale}/products/storage-containers`)
    await expectNoAxeViolations(page, `${path} (step tabs)`)

    await tabs.first().focus()
    await page.keyboard.press('End')
    await expect(tabs.nth(3)).toBeFocused()
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
    await expect(section.getByRole('tabpanel').getByRole('heading', { level: 3, name: new RegExp(t.stepHeadings[1]) })).toBeVisible()
    await expect(section.getByRole('heading', { name: new RegExp(t.stepHeadings[0]) })).toBeHidden()
    await page.keyboard.press('ArrowRight') // past the last step: the first
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowLeft')
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
    // A click selects too, and unselects the step before.
    await tabs.nth(1).click()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'false')
  })

  onlyIn(locale, 'en')(`product media gallery in ${family}: arrows and thumbnails, disabled at the ends`, async ({ page }) => {
    await page.goto(family)
    const section = page.getByRole('region', { name: t.product, exact: true })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('heading', { level: 2, name: t.product })).toBeVisible()
    await expect(section.getByRole('link', { name: t.productCta })).toHaveAttribute('href', `/${locale}/products/storage-containers?product_category=tri-cam`)
    const gallery = section.getByRole('region', { name: t.productImages })
    await expect(gallery).toHaveAttribute('aria-roledescription', t.roleCarousel)
    const previous = gallery.getByRole('button', { name: t.previous })
    const next = gallery.getByRole('button', { name: t.next })
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await expectSlideShown(gallery, 1, 3)

    await next.click()
    await expectSlideShown(gallery, 2, 3)
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true')
    await next.click()
    await expectSlideShown(gallery, 3, 3)
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await next.click({ force: true }) // at the end: nothing moves
    await expectSlideShown(gallery, 3, 3)

    const thumbnails = gallery.getByRole('group', { name: t.thumbnails })
    await thumbnails.getByRole('button', { name: t.show(1, 3) }).click()
    await expectSlideShown(gallery, 1, 3)
    await expect(thumbnails.getByRole('button', { name: t.show(1, 3) })).toHaveAttribute('aria-current', 'true')
    await expect(previous).toHaveAttribute('aria-disabled', 'true')
    await expectNoAxeViolations(page, `${family} (product media gallery)`)
  })

  onlyIn(locale, 'fr')(`image carousel in ${family}: one image per view with its caption, by keyboard, ends disabled`, async ({ page }) => {
    await page.goto(family)
    const section = page.getByRole('region', { name: t.fleet, exact: true })
    await section.scrollIntoViewIfNeeded()
    const gallery = section.getByRole('region', { name: t.fleetImages })
    // Five slides, each an "image" group (the track itself is named after the one shown).
    await expect(gallery.locator('[role="group"][aria-roledescription="image"]')).toHaveCount(5)
    await expectSlideShown(gallery, 1, 5)
    await expect(gallery.getByRole('group', { name: t.slide(1, 5), exact: true }).last().getByText(t.captions[0])).toBeVisible()
    const previous = gallery.getByRole('button', { name: t.previous })
    const next = gallery.getByRole('button', { name: t.next })
    await expect(previous).toHaveAttribute('aria-disabled', 'true')

    // Keyboard: Enter on the next arrow, four times to the last image; then the thumbnails.
    await next.focus()
    await page.keyboard.press('Enter')
    await expectSlideShown(gallery, 2, 5)
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter')
    await expectSlideShown(gallery, 5, 5)
    await expect(gallery.getByRole('group', { name: t.slide(5, 5), exact: true }).last().getByText(t.captions[2])).toBeVisible()
    await expect(next).toHaveAttribute('aria-disabled', 'true')
    await expect(next).toBeFocused()
    const thumbnails = gallery.getByRole('group', { name: t.thumbnails })
    await expect(thumbnails.getByRole('button', { name: t.show(5, 5) })).toHaveAttribute('aria-current', 'true')
    await thumbnails.getByRole('button', { name: t.show(2, 5) }).focus()
    await page.keyboard.press('Space')
    await expectSlideShown(gallery, 2, 5)
    await expect(thumbnails.getByRole('button', { name: t.show(2, 5) })).toHaveAttribute('aria-current', 'true')
    await expect(next).not.toHaveAttribute('aria-disabled', 'true')
    await expectNoAxeViolations(page, `${family} (image carousel)`)
  })

  onlyIn(locale, 'en')(`@responsive step tabs in ${path} and the image carousel in ${family} on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    const steps = page.getByRole('region', { name: t.steps })
    await steps.scrollIntoViewIfNeeded()
    await steps.getByRole('tab', { name: t.stepTabs[2] }).tap()
    await expect(steps.getByRole('tab', { name: t.stepTabs[2] })).toHaveAttribute('aria-selected', 'true')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page, `${path} at 390 px`)

    await page.goto(family)
    const gallery = page.getByRole('region', { name: t.fleetImages })
    await gallery.scrollIntoViewIfNeeded()
    // A swipe is a scroll of the track: the shown image and the thumbnail follow it.
    const track = gallery.getByRole('group', { name: t.slide(1, 5), exact: true }).first()
    await track.evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: 'instant' }))
    await expectSlideShown(gallery, 2, 5)
    await expect(gallery.getByRole('button', { name: t.show(2, 5) })).toHaveAttribute('aria-current', 'true')
    const box = await gallery.boundingBox()
    expect(box && box.width).toBeLessThanOrEqual(390)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page, `${family} at 390 px`)
  })
}
