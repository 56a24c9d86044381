import { expect } from './test'
import { expectNoAxeViolations, expectSlideShown, onlyIn } from './support'

// Spec 3 §2 "Unit configurator (tabbed)" on the storage containers page (issue 14): tab pills, a
// dropdown on phones past 2 tabs; the first tab open; a standard tab's checklists, footnote,
// button and gallery (thumbnails, large preview); choosing a tab resets its preview to the first
// image (§4); a comparison tab's two units, comparison rows and use-case rows with yellow or blue
// markers. Keyboard alone, phone, axe; the desktop flow runs in English, the phone one in French (issue 41: a flow in one locale).

const texts = {
  en: {
    section: 'Choose your grade',
    tabs: ['Standard', 'Premium', 'Tri-cam', 'Standard or tri-cam?'],
    standard: '20 ft standard storage container',
    premium: '20 ft premium storage container',
    triCam: '20 ft tri-cam storage container',
    standardImages: '20 ft standard storage container images',
    included: 'Included',
    lockBox: 'Lock box for a padlock',
    footNote: /^Sizes are outside lengths\./,
    cta: 'Configure a standard rental',
    next: 'Next image',
    choose: 'Choose a unit',
    units: ['20 ft standard', '20 ft tri-cam'],
    compared: 'Compared',
    locking: ['Locking points per door', '1', '3'],
    useCases: 'Which one for your site?',
    overnight: ['Tools left on site overnight', 'Add a high-security padlock', 'The best fit'],
  },
  fr: {
    section: 'Choisissez votre catégorie',
    tabs: ['Standard', 'Haut de gamme', 'À trois cames', 'Standard ou à trois cames?'],
    standard: 'Conteneur d’entreposage standard de 20 pi',
    premium: 'Conteneur d’entreposage haut de gamme de 20 pi',
    triCam: 'Conteneur d’entreposage à trois cames de 20 pi',
    standardImages: /^Images\s: Conteneur d’entreposage standard de 20 pi$/,
    included: 'Compris',
    lockBox: 'Boîte à cadenas',
    footNote: /^Les formats sont des longueurs extérieures\./,
    cta: 'Configurer une location standard',
    next: 'Image suivante',
    choose: 'Choisissez une unité',
    units: ['Standard de 20 pi', 'À trois cames de 20 pi'],
    compared: 'Point de comparaison',
    locking: ['Points de verrouillage par porte', '1', '3'],
    useCases: 'Lequel pour votre chantier?',
    overnight: ['Outils laissés sur le chantier la nuit', 'Ajoutez un cadenas haute sécurité', 'Le meilleur choix'],
  },
} as const

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]
  const path = `/${locale}/storage-containers`

  onlyIn(locale, 'en')(`unit configurator tabs in ${path}: pills, a standard tab's checklists and gallery, a fresh preview per tab, the comparison, with the keyboard alone`, async ({ page }) => {
    await page.goto(path)
    const section = page.getByRole('region', { name: t.section, exact: true })
    await section.scrollIntoViewIfNeeded()
    const tabs = section.getByRole('tablist', { name: t.section }).getByRole('tab')
    await expect(tabs).toHaveText([...t.tabs])
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    // Wider than a phone: pills, no dropdown.
    await expect(section.getByRole('combobox', { name: t.choose })).toBeHidden()

    const panel = section.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { level: 3, name: t.standard })).toBeVisible()
    await expect(panel.getByRole('heading', { level: 4, name: t.included })).toBeVisible()
    await expect(panel.getByRole('listitem').filter({ hasText: t.lockBox })).toBeVisible()
    await expect(panel.getByText(t.footNote)).toBeVisible()
    await expect(panel.getByRole('link', { name: t.cta })).toHaveAttribute('href', `/${locale}/products/storage-containers?product_category=standard`)
    const gallery = panel.getByRole('region', { name: t.standardImages })
    await expectSlideShown(gallery, 1, 3)
    await expectNoAxeViolations(page, `${path} (unit configurator, standard tab)`)

    // The keyboard alone: the gallery's next arrow, then the tabs' arrow keys.
    await gallery.getByRole('button', { name: t.next }).focus()
    await page.keyboard.press('Enter')
    await expectSlideShown(gallery, 2, 3)
    await tabs.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(section.getByRole('tabpanel').getByRole('heading', { level: 3, name: t.premium })).toBeVisible()
    await expect(section.getByRole('heading', { name: t.standard })).toHaveCount(0)
    await page.keyboard.press('ArrowLeft')
    // Back on the standard tab, its preview starts again on the first image.
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await expectSlideShown(section.getByRole('tabpanel').getByRole('region', { name: t.standardImages }), 1, 3)

    await page.keyboard.press('End')
    await expect(tabs.nth(3)).toBeFocused()
    const comparison = section.getByRole('tabpanel')
    for (const unit of t.units) await expect(comparison.getByRole('figure', { name: unit })).toBeVisible()
    const rows = comparison.getByRole('table').first()
    await expect(rows.getByRole('columnheader')).toHaveText([t.compared, ...t.units])
    await expect(rows.getByRole('row', { name: t.locking[0] }).getByRole('cell')).toHaveText([t.locking[1], t.locking[2]])
    await expect(comparison.getByRole('heading', { level: 3, name: t.useCases })).toBeVisible()
    const uses = comparison.getByRole('table', { name: t.useCases })
    const overnight = uses.getByRole('row', { name: t.overnight[0] })
    await expect(overnight.getByRole('cell')).toHaveText([t.overnight[1], t.overnight[2]])
    // The markers: blue for the standard's workaround, yellow for the tri-cam's best fit.
    await expect(overnight.locator('[data-marker]')).toHaveCount(2)
    expect(await overnight.locator('[data-marker]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-marker')))).toEqual(['blue', 'yellow'])
    const colours = await overnight.locator('[data-marker] > span[aria-hidden]').evaluateAll((dots) => dots.map((dot) => getComputedStyle(dot).backgroundColor))
    expect(colours[0]).not.toEqual(colours[1])
    await expectNoAxeViolations(page, `${path} (unit configurator, comparison tab)`)
  })

  onlyIn(locale, 'fr')(`@responsive unit configurator tabs in ${path} on a phone: a dropdown instead of 4 pills`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    const section = page.getByRole('region', { name: t.section, exact: true })
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('tablist')).toBeHidden()
    const dropdown = section.getByRole('combobox', { name: t.choose })
    await expect(dropdown).toBeVisible()
    await expect(dropdown.getByRole('option')).toHaveText([...t.tabs])
    await dropdown.selectOption({ label: t.tabs[2] })
    await expect(section.getByRole('tabpanel').getByRole('heading', { level: 3, name: t.triCam })).toBeVisible()
    await dropdown.selectOption({ label: t.tabs[3] })
    const table = section.getByRole('tabpanel').getByRole('table').first()
    await expect(table).toBeVisible()
    const box = await table.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page, `${path} (unit configurator) at 390 px`)
  })
}
