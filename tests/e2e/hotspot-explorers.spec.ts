import { expect, type Locator, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// Spec 3 §2, §4, §9 (issue 14): the info-dot image explorer on the storage containers page and
// the worksite explorer on the about page. Dots open one tooltip at a time (click or Enter);
// Escape, a scroll, a click outside and the close button close it; beside the dot on a desktop
// (on its left once the dot is more than 326 px from the left), fixed and centred at 640 px and
// less. The worksite: tab pills, a wide picture dragged by a mouse, arrows of 420 px hidden at the
// ends, a button to /solutions. Both locales, keyboard, phone, axe.

const texts = {
  en: {
    inside: 'Take a look inside',
    insideTabs: ['Inside', 'Doors'],
    show: (heading: string) => `Show details: ${heading}`,
    shelving: 'Steel shelving unit',
    shelvingText: 'Adjustable steel shelves along the wall',
    lighting: 'Battery LED lighting kit',
    floor: 'Wooden floor',
    doors: 'Full-width doors',
    footer: 'Add it when you configure',
    close: 'Close',
    worksite: 'Explore a worksite',
    worksiteTabs: ['Construction site', 'Event grounds'],
    office: 'Office trailer',
    triCam: '20 ft tri-cam container',
    triCamLink: 'Configure a tri-cam rental',
    cold: 'Cold storage unit',
    left: 'Scroll the worksite left',
    right: 'Scroll the worksite right',
    button: 'Explore solutions by industry',
  },
  fr: {
    inside: 'Jetez un coup d’œil à l’intérieur',
    insideTabs: ['Intérieur', 'Portes'],
    show: (heading: string) => `Afficher les détails\u00a0: ${heading}`,
    shelving: 'Étagère en acier',
    shelvingText: 'Des tablettes en acier réglables',
    lighting: 'Éclairage DEL à piles',
    floor: 'Plancher de bois',
    doors: 'Portes pleine largeur',
    footer: 'À ajouter en configurant',
    close: 'Fermer',
    worksite: 'Explorez un chantier',
    worksiteTabs: ['Chantier de construction', 'Site d’événement'],
    office: 'Roulotte de bureau',
    triCam: 'Conteneur à trois cames de 20 pi',
    triCamLink: 'Configurer une location à trois cames',
    cold: 'Unité d’entreposage frigorifique',
    left: 'Faire défiler le chantier vers la gauche',
    right: 'Faire défiler le chantier vers la droite',
    button: 'Explorer les solutions par industrie',
  },
} as const

/**
 * The tooltip sits beside its dot, centred on it: on its left when the dot is more than 326 px
 * from the left and the tooltip fits there, else on its right.
 */
async function expectBesideDot(dot: Locator, tooltip: Locator) {
  const d = (await dot.boundingBox())!
  const t = (await tooltip.boundingBox())!
  const left = d.x > 326 && d.x - 12 - t.width >= 8
  if (left) expect(t.x + t.width).toBeLessThanOrEqual(d.x)
  else expect(t.x).toBeGreaterThanOrEqual(d.x + d.width)
  expect(Math.abs(t.y + t.height / 2 - (d.y + d.height / 2))).toBeLessThan(t.height / 2 + 1)
  return left ? 'left' : 'right'
}

/**
 * Opens a dot's tooltip and checks it sits beside the dot. The island that places it loads once
 * the explorer nears the viewport; until then a tooltip opens centred, so this retries.
 */
async function openBesideDot(page: Page, dot: Locator, tooltip: Locator) {
  let side = ''
  await expect(async () => {
    await page.keyboard.press('Escape')
    await dot.click()
    await expect(tooltip).toBeVisible()
    side = await expectBesideDot(dot, tooltip)
  }).toPass()
  return side
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]
  const family = `/${locale}/storage-containers`
  const about = `/${locale}/about-us`

  onlyIn(locale, 'en')(`info-dot explorer in ${family}: one tooltip at a time, beside its dot, closed by Escape, a click outside, a scroll and its button`, async ({ page }) => {
    await page.goto(family)
    const section = page.getByRole('region', { name: t.inside, exact: true })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('tab')).toHaveText([...t.insideTabs])
    const shelving = section.getByRole('button', { name: t.show(t.shelving) })
    const lighting = section.getByRole('button', { name: t.show(t.lighting) })
    await expect(dialog(page, t.shelving)).toBeHidden()

    const tip = dialog(page, t.shelving)
    await openBesideDot(page, shelving, tip)
    await expect(tip.getByText(t.shelvingText)).toBeVisible()
    await expect(tip.getByText(t.footer)).toBeVisible()
    await expectNoAxeViolations(page, `${family} (info dot open)`)

    // One at a time: the next dot closes the first.
    await lighting.click()
    await expect(dialog(page, t.lighting)).toBeVisible()
    await expect(tip).toBeHidden()
    // A click outside (the backdrop) closes it.
    await page.mouse.click(5, 400)
    await expect(dialog(page, t.lighting)).toBeHidden()

    // The keyboard alone: Enter opens, Escape closes and focus goes back to the dot.
    await shelving.focus()
    await page.keyboard.press('Enter')
    await expect(tip).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(tip).toBeHidden()
    await expect(shelving).toBeFocused()
    // Its close button.
    await page.keyboard.press('Enter')
    await tip.getByRole('button', { name: t.close }).click()
    await expect(tip).toBeHidden()
    // A scroll of the page.
    await shelving.click()
    await expect(tip).toBeVisible()
    await page.mouse.wheel(0, 120)
    await expect(tip).toBeHidden()

    // The other tab: its own dots.
    await section.getByRole('tab', { name: t.insideTabs[1] }).click()
    await section.getByRole('button', { name: t.show(t.doors) }).click()
    await expect(dialog(page, t.doors)).toBeVisible()
  })

  onlyIn(locale, 'fr')(`worksite explorer in ${about}: arrows of 420 px hidden at the ends, a mouse drag, hotspots with links, the button to /solutions`, async ({ page }) => {
    await page.goto(about)
    const section = page.getByRole('region', { name: t.worksite, exact: true })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('tab')).toHaveText([...t.worksiteTabs])
    await expect(section.getByRole('link', { name: t.button })).toHaveAttribute('href', `/${locale}/solutions`)
    const panel = section.getByRole('tabpanel')
    const left = panel.getByRole('button', { name: t.left })
    const right = panel.getByRole('button', { name: t.right })
    const scroller = panel.locator('.overflow-x-auto')
    const scrollLeft = () => scroller.evaluate((el) => Math.round(el.scrollLeft))
    // The arrows show once the island that scrolls runs (it loads when the explorer nears the viewport).
    await expect(right).toBeVisible()
    await expect(left).toBeHidden()
    await expectNoAxeViolations(page, `${about} (worksite explorer)`)

    await right.click()
    await expect.poll(scrollLeft).toBe(420)
    await expect(left).toBeVisible()
    // To the end: the right arrow hides (within 10 px of the end).
    const max = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)
    for (let at = 420; at < max; at += 420) {
      await right.click()
      await expect.poll(scrollLeft).toBe(Math.min(at + 420, max))
    }
    await expect(right).toBeHidden()
    await left.click()
    await expect.poll(scrollLeft).toBe(max - 420)
    await expect(right).toBeVisible()
    // The keyboard alone: Enter on the right arrow to the end; as it hides, the focus moves to the left arrow.
    await right.focus()
    await page.keyboard.press('Enter')
    await expect.poll(scrollLeft).toBe(max)
    await expect(right).toBeHidden()
    await expect(left).toBeFocused()

    // A mouse drags the picture; the press that ends a drag opens nothing.
    await scroller.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }))
    await expect(left).toBeHidden()
    const box = (await scroller.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + 40)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + 40, { steps: 5 })
    await page.mouse.move(box.x + box.width / 2 - 300, box.y + 40, { steps: 5 })
    await page.mouse.up()
    await expect.poll(scrollLeft).toBe(300)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // A hotspot: its tooltip beside it, with its link; Escape closes it.
    const triCam = panel.getByRole('button', { name: t.show(t.triCam) })
    const tip = dialog(page, t.triCam)
    await openBesideDot(page, triCam, tip)
    await expect(tip.getByRole('link', { name: t.triCamLink })).toHaveAttribute('href', `/${locale}/products/storage-containers?product_category=tri-cam`)
    await page.keyboard.press('Escape')
    await expect(tip).toBeHidden()
    // A scroll of the worksite closes an open tooltip too.
    const office = panel.getByRole('button', { name: t.show(t.office) })
    await scroller.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }))
    await office.click()
    await expect(dialog(page, t.office)).toBeVisible()
    expect(await expectBesideDot(office, dialog(page, t.office))).toBe('right')
    await scroller.evaluate((el) => el.scrollBy({ left: 60, behavior: 'instant' }))
    await expect(dialog(page, t.office)).toBeHidden()

    // The other worksite, by keyboard.
    await section.getByRole('tab', { name: t.worksiteTabs[0] }).focus()
    await page.keyboard.press('ArrowRight')
    const events = section.getByRole('tabpanel')
    const cold = events.getByRole('button', { name: t.show(t.cold) })
    await cold.focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page, t.cold)).toBeVisible()
    await expectNoAxeViolations(page, `${about} (worksite tooltip open)`)
  })

  onlyIn(locale, 'fr')(`@responsive hotspots on a phone in ${locale}: the tooltip fixed and centred with its close button`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(family)
    const section = page.getByRole('region', { name: t.inside, exact: true })
    await section.scrollIntoViewIfNeeded()
    await section.getByRole('button', { name: t.show(t.floor) }).tap()
    const tip = dialog(page, t.floor)
    await expect(tip).toBeVisible()
    const box = (await tip.boundingBox())!
    expect(Math.abs(box.x + box.width / 2 - 195)).toBeLessThanOrEqual(2)
    expect(Math.abs(box.y + box.height / 2 - 422)).toBeLessThanOrEqual(2)
    expect(box.width).toBeLessThanOrEqual(390 - 32)
    await expectNoAxeViolations(page, `${family} (info dot) at 390 px`)
    await tip.getByRole('button', { name: t.close }).tap()
    await expect(tip).toBeHidden()

    await page.goto(about)
    const worksite = page.getByRole('region', { name: t.worksite, exact: true })
    await worksite.scrollIntoViewIfNeeded()
    const image = worksite.getByRole('tabpanel').getByRole('img')
    await expect(image).toBeVisible()
    const width = (await image.boundingBox())!.width
    expect(width).toBeGreaterThan(390) // wider than the phone: swiped sideways
    await worksite.getByRole('button', { name: t.show(t.office) }).tap()
    await expect(dialog(page, t.office)).toBeVisible()
    const officeBox = (await dialog(page, t.office).boundingBox())!
    expect(Math.abs(officeBox.x + officeBox.width / 2 - 195)).toBeLessThanOrEqual(2)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(dialog(page, t.office)).toBeHidden()
    await expectNoAxeViolations(page, `${about} (worksite) at 390 px`)
  })
}
