import { expect, test, type Page } from './test'

/** Number of lines the visible text of each header link, button and menu summary takes. */
async function headerItemLines(page: Page) {
  return page.locator('header').evaluate((header) => {
    const items = [...header.querySelectorAll<HTMLElement>('a, button, summary')].filter((el) => el.checkVisibility() && el.innerText.trim() !== '')
    return items.map((el) => {
      // One client rect per line of each text node; the visually hidden "Call us" (1 px, clipped) is not a line.
      const tops: number[] = []
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const r of range.getClientRects()) if (r.width > 1 && r.height > 1) tops.push(Math.round(r.top))
      }
      const lines = tops.filter((top, i) => tops.findIndex((other) => Math.abs(other - top) <= 2) === i).length
      return { text: el.innerText.trim(), lines }
    })
  })
}

for (const width of [1024, 1280, 1440]) {
  for (const locale of ['en', 'fr'] as const) {
    test(`header items stay on one line at ${width} px in /${locale}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 })
      // The first page of a session paints in the fallback font, later pages in Inter: check both.
      for (const visit of ['first page', 'second page']) {
        await page.goto(`/${locale}`)
        const header = page.locator('header')
        const items = await headerItemLines(page)
        const labels = items.map((item) => item.text)
        expect(labels.length, `${visit}: header items`).toBeGreaterThanOrEqual(7) // five CMS links, phone, language
        expect(labels).toContain(locale === 'fr' ? 'Demander une soumission' : 'Request a quote')
        expect(labels.some((label) => /\d{3}-\d{4}$/.test(label)), `${visit}: the phone is shown`).toBe(true)
        expect(items.filter((item) => item.lines !== 1), `${visit}: items wrapping at ${width} px`).toEqual([])
        expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the header does not overflow').toBe(true)
        await testInfo.attach(`header-${locale}-${width}-${visit.replace(' ', '-')}.png`, { body: await header.screenshot(), contentType: 'image/png' })
      }
    })
  }
}
