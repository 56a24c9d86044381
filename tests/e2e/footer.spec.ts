import { expect, test } from './test'
import { expectNoAxeViolations } from './support'

// The footer is every page's map of the site: each of its links must open a page, in both
// languages, including the resources hub and the delivery page (seed/content.ts).
for (const { locale, hub, delivery } of [
  { locale: 'en', hub: 'All resources', delivery: 'Delivery' },
  { locale: 'fr', hub: 'Toutes les ressources', delivery: 'Livraison' },
] as const) {
  test(`every footer link opens a page in /${locale}`, async ({ page, request }) => {
    await page.goto(`/${locale}`)
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    // A desktop footer does not wrap (issue 43, item 11): the brand and every column on one row,
    // from 1024 px (French, the longer words) to 1920 px, with no word running out of its column.
    for (const width of [1024, 1920]) {
      await page.setViewportSize({ width, height: 800 })
      const columns = footer.getByRole('navigation').filter({ has: page.getByRole('heading', { level: 2 }) })
      const tops = await columns.evaluateAll((navs) => navs.map((nav) => Math.round(nav.getBoundingClientRect().top)))
      expect(tops.length, `${width} px: columns`).toBeGreaterThanOrEqual(4)
      expect(new Set(tops).size, `${width} px: column rows (${tops.join(', ')})`).toBe(1)
      const overflowing = await columns.locator('a').evaluateAll((links) => links.filter((link) => link.scrollWidth > link.parentElement!.clientWidth + 1).map((link) => link.textContent))
      expect(overflowing, `${width} px: links wider than their column`).toEqual([])
    }
    await page.setViewportSize({ width: 1280, height: 720 })
    await expect(footer.getByRole('link', { name: hub, exact: true })).toHaveAttribute('href', `/${locale}/resources`)
    await expect(footer.getByRole('link', { name: delivery, exact: true })).toHaveAttribute('href', `/${locale}/delivery`)
    await expect(footer.getByRole('link', { name: hub, exact: true })).toBeVisible()
    await expectNoAxeViolations(page, `/${locale} with its footer in view`)
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const pages = [...new Set(hrefs.filter((href) => href.startsWith(`/${locale}`)))]
    expect(pages.length).toBeGreaterThan(10)
    for (const href of pages) {
      const response = await request.get(href, { maxRedirects: 0 })
      expect(response.status(), href).toBe(200)
    }
  })
}

test('the footer link opens the resources hub', async ({ page }) => {
  await page.goto('/fr')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Toutes les ressources', exact: true }).click()
  await expect(page).toHaveURL(/\/fr\/resources$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations(page, '/fr/resources from the footer')
})
