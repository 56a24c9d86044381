import { expect, type Locator, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// The featured article with list (/resources) and the media header (/delivery) of spec 3 §2
// "Heroes and media blocks" (issue 14): the list beside the featured article on a desktop and below
// it on a phone, the media beside the text and below it; nothing moves while the page loads; the
// keyboard reaches every link in reading order; no axe violation. Both locales.

const texts = {
  en: { hub: 'Resources', more: 'More from the blog', read: /^Read the article: /, delivery: 'Container delivery, start to finish', configure: 'Configure a rental', quote: 'Request a quote' },
  fr: { hub: 'Ressources', more: 'Plus d’articles du blogue', read: /^Lire l’article\s: /, delivery: 'La livraison d’un conteneur, du début à la fin', configure: 'Configurer une location', quote: 'Demander une soumission' },
} as const

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const

/** The sum of the page's layout shifts so far (none caused by a person). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  expect(b).not.toBeNull()
  return b!
}

/** Presses Tab from the top of the page until `target` has the focus (at most 80 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]
  for (const [layout, size] of Object.entries(viewports)) {
    onlyIn(locale, layout === 'desktop' ? 'en' : 'fr')(`/${locale}/resources on a ${layout}: the featured article with its list ${layout === 'desktop' ? 'beside it' : 'below it'}, reached by the keyboard`, async ({ page }) => {
      await page.setViewportSize(size)
      await page.goto(`/${locale}/resources`)
      const h1 = page.getByRole('heading', { level: 1, name: t.hub })
      await expect(h1).toBeVisible()
      const hero = page.locator('section', { has: h1 })
      const featured = hero.getByRole('article')
      const title = featured.getByRole('heading', { level: 2 }).getByRole('link')
      await expect(title).toBeVisible()
      const read = featured.getByRole('link', { name: t.read })
      await expect(read).toHaveAttribute('href', (await title.getAttribute('href'))!)
      await expect(featured.locator('img')).toBeVisible()
      const more = hero.getByRole('heading', { level: 2, name: t.more })
      const items = hero.getByRole('listitem')
      await expect(items).toHaveCount(4)
      const featuredBox = await box(featured)
      const moreBox = await box(more)
      if (layout === 'desktop') {
        expect(moreBox.x).toBeGreaterThanOrEqual(featuredBox.x + featuredBox.width)
        expect(Math.abs(moreBox.y - featuredBox.y)).toBeLessThan(40)
      } else {
        expect(moreBox.y).toBeGreaterThanOrEqual(featuredBox.y + featuredBox.height)
      }
      expect(await layoutShift(page)).toBeLessThan(0.02)

      // The keyboard reaches the title, the article's button, then each listed title, in that order.
      await page.locator('body').focus()
      await tabTo(page, title)
      await page.keyboard.press('Tab')
      await expect(read).toBeFocused()
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab')
        await expect(items.nth(i).getByRole('link')).toBeFocused()
      }
      await expectNoAxeViolations(page, `/${locale}/resources (${layout})`)
    })

    onlyIn(locale, layout === 'desktop' ? 'fr' : 'en')(`/${locale}/delivery on a ${layout}: the media header's player ${layout === 'desktop' ? 'beside' : 'below'} the text, its buttons reached by the keyboard`, async ({ page }) => {
      await page.setViewportSize(size)
      await page.goto(`/${locale}/delivery`)
      const h1 = page.getByRole('heading', { level: 1, name: t.delivery })
      await expect(h1).toBeVisible()
      const header = page.locator('section', { has: h1 })
      const video = header.locator('video')
      await expect(video).toBeVisible()
      expect(await video.evaluate((v: HTMLVideoElement) => v.controls && v.paused && !v.autoplay)).toBe(true)
      const headingBox = await box(h1)
      const videoBox = await box(video)
      // 16:9 whatever the width: nothing moves when the video's data arrives.
      expect(videoBox.width / videoBox.height).toBeCloseTo(16 / 9, 1)
      if (layout === 'desktop') expect(videoBox.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width)
      else expect(videoBox.y).toBeGreaterThan(headingBox.y + headingBox.height)
      expect(await layoutShift(page)).toBeLessThan(0.02)

      const configure = header.getByRole('link', { name: t.configure, exact: true })
      await page.locator('body').focus()
      await tabTo(page, configure)
      await expect(configure).toHaveAttribute('href', `/${locale}/products/storage-containers`)
      await page.keyboard.press('Tab')
      await expect(header.getByRole('link', { name: t.quote, exact: true })).toBeFocused()
      await expectNoAxeViolations(page, `/${locale}/delivery (${layout})`)
    })
  }
}
