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
