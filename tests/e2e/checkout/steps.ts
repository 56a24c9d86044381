// Checkout steps 1 and 2 as a visitor goes through them (the configurator's Continue, the contact
// form with its captcha, the cart summary's address and terms), and the same steps through their
// HTTP calls for tests that start at the payment page.
import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '../test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { configurator, waitForHydration } from '../configurator/page'
import { isoToMdy, validEnd, validStart } from '../configurator/dates'
import type { Locale } from '../configurator/messages'
import { m } from './payment'
import { apiPost } from '../support'

export type Site = { country: 'US' | 'CA'; street: string; city: string; state: string; zipCode: string }
export const US_SITE: Site = { country: 'US', street: '1120 SW 5th Avenue', city: 'Portland', state: 'OR', zipCode: '97204' }
export const CA_SITE: Site = { country: 'CA', street: '290 Bremner Blvd', city: 'Toronto', state: 'ON', zipCode: 'M5V 3L9' }

const waitForForm = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.querySelector('main form') ?? {}).some((key) => key.startsWith('__reactProps')))

/** The configurator: the first tab's default container and kit, valid dates, Continue. */
export async function configureRental(page: Page, locale: Locale) {
  const c = configurator(page, locale)
  await c.open()
  await c.typeDate(c.startDate, isoToMdy(validStart))
  await c.typeDate(c.endDate, isoToMdy(validEnd))
  await c.expectNoFieldError(c.endDate)
  await c.continueButton.click()
  await expect(page).toHaveURL(new RegExp(`/${locale}/cart-summary`), { timeout: 90_000 })
}

/** Step 1: contact and delivery, captcha solved as a visitor does. */
export async function fillContactStep(page: Page, locale: Locale, site: Site, accountNumber?: string) {
  const t = m(locale)
  const f = t.checkoutContact.fields
  await expect(page.getByRole('heading', { level: 1, name: t.checkoutContact.heading })).toBeVisible()
  await waitForForm(page)
  const form = page.locator('main form').first()
  const field = (name: string) => form.getByRole('textbox', { name, exact: true })
  await field(f.firstName).fill(locale === 'en' ? 'Dana' : 'Émilie')
  await field(f.lastName).fill(locale === 'en' ? 'Whitfield' : 'Gagnon')
  await field(f.companyName).fill(locale === 'en' ? 'Whitfield Farms' : 'Construction Gagnon inc.')
  await field(f.email).fill(`e2e.checkout.${randomUUID().slice(0, 8)}@example.com`)
  await field(f.phone).fill(site.country === 'US' ? '(503) 555-0142' : '(416) 555-0163')
  await form.getByRole('combobox', { name: f.country }).click()
  await page.getByRole('option', { name: t.checkoutContact.countries[site.country] }).click()
  await field(f.zipCode).fill(site.zipCode)
  if (accountNumber) {
    await form.getByRole('radio', { name: f.yes, exact: true }).check()
    await field(f.accountNumber).fill(accountNumber)
  }
  const widget = form.locator('altcha-widget')
  await widget.getByText(t.captcha.widget.label).click()
  await expect(widget.getByText(t.captcha.widget.verified)).toBeVisible({ timeout: 30_000 })
  await form.getByRole('button', { name: t.checkoutContact.next }).click()
  await expect(page.getByRole('heading', { level: 1, name: t.cart.checkout.heading })).toBeVisible({ timeout: 30_000 })
}

/** Step 2: the rental terms opened and accepted, the site address filled, Next (which saves it). */
export async function fillCartSummaryStep(page: Page, locale: Locale, site: Site) {
  const c = m(locale).cart.checkout
  await waitForForm(page)
  const form = page.getByRole('form', { name: c.addressHeading })
  const field = (name: string) => form.getByRole('textbox', { name, exact: true }).first()
  const [terms] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: new RegExp(c.termsLink) }).click()])
  await terms.close()
  const accept = page.getByRole('checkbox', { name: c.termsAccept })
  await expect(accept).toBeEnabled()
  await accept.check()
  await field(c.street).fill(site.street)
  await field(c.city).fill(site.city)
  await field(c.state).fill(site.state)
  await field(c.zipCode).fill(site.zipCode)
  // Next saves the addresses on its way to the payment page (no separate save).
  const next = page.getByRole('button', { name: c.next, exact: true })
  await expect(next).toBeEnabled({ timeout: 15_000 })
  await next.click()
  await expect(page).toHaveURL(new RegExp(`/${locale}/cart-summary/checkout-payment$`), { timeout: 30_000 })
}

async function captchaToken(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

/** Steps 1 and 2 through their HTTP calls, in the page's cookie jar: a cart ready for payment. */
export async function cartReadyForPayment(page: Page, locale: Locale, site: Site = US_SITE, accountNumber: string | null = null) {
  const line = await apiPost(page.request, '/api/cart', {
    data: { categoryId: 'standard', containerId: '20WS', containerQuantity: 1, kitId: 'Protect', kitQuantity: 1, startDate: isoToMdy(validStart), endDate: isoToMdy(validEnd), locale },
  })
  expect(line.status(), 'cart created').toBe(200)
  const contact = await apiPost(page.request, '/api/cart-contact', {
    data: {
      firstName: 'Jeanne',
      lastName: 'Tremblay',
      companyName: 'Construction Tremblay inc.',
      email: `e2e.decline.${randomUUID().slice(0, 8)}@example.com`,
      phone: '(212) 555-0163',
      existingCustomer: accountNumber !== null,
      accountNumber,
      captchaToken: await captchaToken(page.request),
      locale,
      country: site.country,
      zipCode: site.zipCode,
    },
  })
  expect(contact.status(), 'step 1 submitted').toBe(200)
  const address = await apiPost(page.request, '/api/cart-address', {
    data: {
      locale,
      SC_CS_Street_Address: site.street,
      SC_CD_City: site.city,
      SC_CD_State: site.state,
      SC_CD_Zip_Code: site.zipCode,
      CD_Country: site.country,
      SC_CS_Billing_Address_Same: true,
      SC_DIF_Street_Address: '',
      SC_DIF_City: '',
      SC_DIF_State: '',
      SC_DIF_Zip_Code: '',
      SC_DIF_Country: '',
    },
  })
  expect(address.status(), 'address saved').toBe(200)
  const terms = await apiPost(page.request, '/api/cart-terms', { data: { locale, accepted: true } })
  expect(terms.status(), 'terms accepted').toBe(200)
}

export { waitForHydration }
