import { expect, test } from './test'
import { expectNoAxeViolations } from './support'

for (const { locale, from, link, heading } of [
  { locale: 'en', from: '/en/request-quote', link: 'Privacy', heading: 'Privacy policy' },
  { locale: 'fr', from: '/fr/products', link: 'Confidentialité', heading: 'Politique de confidentialité' },
]) {
  test(`the footer's privacy link opens the privacy policy in /${locale}`, async ({ page }) => {
    await page.goto(from)
    const legal = page.getByRole('contentinfo').getByRole('link', { name: link, exact: true })
    await expect(legal).toHaveAttribute('href', `/${locale}/legal/privacy`)
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/${locale}/legal/privacy`)), legal.click()])
    expect(response.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`/${locale}/legal/privacy$`))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // Every form's data, card data and the rights are covered.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10)
    await expect(page.getByRole('link', { name: 'privacy@boxline.example' })).toHaveAttribute('href', 'mailto:privacy@boxline.example')
    await expectNoAxeViolations(page, `/${locale}/legal/privacy`)
  })
}
