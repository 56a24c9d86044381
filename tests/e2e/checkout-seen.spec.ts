// What a payer sees, not only what the DOM holds (issue 11): each step's primary button in the
// viewport, the payment frame sized to its content (no Pay button hidden below it, no scrolling
// inside it), the confirmation headline readable, the line items and dates before paying, focus
// on each step's heading, and the contact step's ZIP checked as it is typed.
import { expect, test, type Locator, type Page, type TestInfo } from './test'
import { isoToMdy, validEnd, validStart } from './configurator/dates'
import { configurator } from './configurator/page'
import type { Locale } from './configurator/messages'
import { chooseMethod, m, orderCapturePath, paymentFrame, paymentPath, payByCard, waitForFrame } from './checkout/payment'
import { cartReadyForPayment, fillCartSummaryStep, fillContactStep, US_SITE } from './checkout/steps'
import { expectNoAxeViolations, expectNoAxeViolationsAroundFrame, apiPost, onlyIn } from './support'

test.describe.configure({ timeout: 240_000 })

/** Scrolls the page to the element and checks all of it is inside the viewport. */
async function expectInViewAfterScroll(locator: Locator, label: string) {
  await locator.scrollIntoViewIfNeeded()
  await expect(locator, label).toBeInViewport({ ratio: 1 })
}

/** How many lines of text `part` takes inside the element showing it. */
async function linesTakenBy(element: Locator, part: string) {
  return element.evaluate((node, part) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const at = text.textContent!.indexOf(part)
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(text, at)
      range.setEnd(text, at + part.length)
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
    }
    return 0
  }, part)
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/**
 * The frame fits its content (nothing scrolls inside it), and once the page — not the frame — is
 * scrolled to the frame's end, the Pay button is wholly inside the viewport.
 */
async function expectPayButtonVisible(page: Page, locale: Locale) {
  const t = m(locale)
  const frame = paymentFrame(page, locale)
  const pay = frame.getByRole('button', { name: new RegExp(`^${t.paymentFrame.pay.split(' {')[0]}`) })
  await expect(pay).toBeVisible()
  await expect
    .poll(() => frame.locator('body').evaluate(() => document.documentElement.scrollHeight - window.innerHeight), { message: 'the frame scrolls inside', timeout: 10_000 })
    .toBeLessThanOrEqual(1)
  await page.locator(`iframe[title="${t.checkoutPayment.frameTitle}"]`).evaluate((el) => el.scrollIntoView({ block: 'end' }))
  const box = (await pay.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.y, 'Pay button top in the viewport').toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, 'Pay button bottom in the viewport').toBeLessThanOrEqual(viewport.height)
}

/** WCAG contrast ratio of an element's text against the first opaque background behind it. */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
    }
    let node: Element | null = el
    let background = [255, 255, 255]
    while (node) {
      const parts = rgb(getComputedStyle(node).backgroundColor)
      if (parts.length >= 3 && (parts.length === 3 || parts[3]! > 0.5)) {
        background = parts.slice(0, 3)
        break
      }
      node = node.parentElement
    }
    const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(background)]
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  })
}

test('the whole checkout on a phone in French: every primary button visible, the confirmation readable @responsive', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const locale: Locale = 'fr'
  const t = m(locale)

  // The configurator's Continue.
  const c = configurator(page, locale)
  await c.open()
  await c.typeDate(c.startDate, isoToMdy(validStart))
  await c.typeDate(c.endDate, isoToMdy(validEnd))
  await c.expectNoFieldError(c.endDate)
  await expectInViewAfterScroll(c.continueButton, 'Continue')
  await screenshot(page, testInfo, '1-configurator')
  await c.continueButton.click()
  await expect(page).toHaveURL(/\/fr\/cart-summary/, { timeout: 90_000 })

  // Step 1 opens on its heading; Next is reachable.
  const contactHeading = page.getByRole('heading', { level: 1, name: t.checkoutContact.heading })
  await expect(contactHeading).toBeFocused()
  await expectInViewAfterScroll(page.getByRole('button', { name: t.checkoutContact.next }), 'contact Next')
  await screenshot(page, testInfo, '2-contact')
  await fillContactStep(page, locale, US_SITE)

  // Step 2 opens on its heading; Next is reachable.
  await expect(page.getByRole('heading', { level: 1, name: t.cart.checkout.heading })).toBeFocused()
  await expectInViewAfterScroll(page.getByRole('button', { name: t.cart.checkout.next, exact: true }), 'cart summary Next')
  await screenshot(page, testInfo, '3-cart-summary')
  await fillCartSummaryStep(page, locale, US_SITE)

  // The payment page lists what is paid for, with the rental dates.
  await expect(page.getByRole('heading', { level: 1, name: t.checkoutPayment.heading })).toBeFocused()
  const lines = page.getByTestId('order-lines')
  await expect(lines.getByRole('heading', { level: 3 })).toHaveCount(1)
  await expect(lines.getByText(t.orderConfirmation.labels.rentalPeriod)).toBeVisible()
  await expect(lines.getByText(/^Du .+ au .+/)).toBeVisible()

  // E-check: the debit authorization before Pay, and Pay in view without scrolling the frame.
  await chooseMethod(page, locale, 'echeck')
  const frame = await waitForFrame(page, locale)
  await expect(frame.getByText(t.paymentFrame.echeckAuthorization.split(' {')[0]!, { exact: false })).toBeVisible()
  await expectPayButtonVisible(page, locale)
  await screenshot(page, testInfo, '4-payment-echeck')

  // Card: the same, then pay.
  await chooseMethod(page, locale, 'card')
  await waitForFrame(page, locale)
  await expectPayButtonVisible(page, locale)
  await screenshot(page, testInfo, '5-payment-card')
  await payByCard(page, locale)

  // The confirmation: a headline a person can read, and the line items with their dates.
  await expect(page).toHaveURL(new RegExp(`${orderCapturePath(locale)}$`), { timeout: 30_000 })
  const headline = page.getByRole('heading', { level: 1, name: t.orderConfirmation.heading })
  await expect(headline).toBeInViewport()
  expect(await contrastOf(headline), 'headline contrast').toBeGreaterThanOrEqual(4.5)
  expect(await contrastOf(page.getByText(t.orderConfirmation.subheading.split(' {')[0]!, { exact: false }))).toBeGreaterThanOrEqual(4.5)
  await expect(page.getByTestId('order-lines').getByText(/^Du .+ au .+/)).toBeVisible()
  // The site's state and ZIP code held together, on one line of the narrow address card (issue 43).
  const address = page.getByText(`${US_SITE.street}, ${US_SITE.city}`)
  await expect(address).toBeVisible()
  expect(await linesTakenBy(address, `${US_SITE.state}\u00a0${US_SITE.zipCode}`), 'lines taken by "OR 97204", unbreakable').toBe(1)
  await screenshot(page, testInfo, '6-confirmation')
  await expectNoAxeViolations(page, 'order confirmation on a phone (fr)')
})

test.describe('desktop', () => {
  test('the confirmation headline is readable and the frame fits the e-check form (en)', async ({ page }) => {
    const t = m('en')
    await cartReadyForPayment(page, 'en')
    await page.goto(paymentPath('en'))
    await expect(page.getByTestId('order-lines').getByText(t.orderConfirmation.labels.rentalPeriod)).toBeVisible()
    await chooseMethod(page, 'en', 'echeck')
    const frame = await waitForFrame(page, 'en')
    await expectPayButtonVisible(page, 'en')
    // US English: a check, not a cheque; the debit is authorized before Pay.
    expect(await frame.locator('body').innerText()).not.toMatch(/cheque/i)
    await expect(frame.getByText(t.paymentFrame.echeckAuthorization.split(' {')[0]!, { exact: false })).toBeVisible()
    await expectNoAxeViolationsAroundFrame(page, 'payment e-check (en)')
    await chooseMethod(page, 'en', 'card')
    await waitForFrame(page, 'en')
    await expectPayButtonVisible(page, 'en')
    await payByCard(page, 'en')
    await expect(page).toHaveURL(new RegExp(`${orderCapturePath('en')}$`), { timeout: 30_000 })
    const headline = page.getByRole('heading', { level: 1, name: t.orderConfirmation.heading })
    expect(await contrastOf(headline)).toBeGreaterThanOrEqual(4.5)
    await expect(page.getByTestId('order-lines').getByText(t.orderConfirmation.labels.rentalPeriod)).toBeVisible()
    await expectNoAxeViolations(page, 'order confirmation (en)')
  })

  for (const locale of ['en', 'fr'] as const) {
    onlyIn(locale, 'en')(`the contact step opens on its heading and refuses a ZIP the postal data does not know (${locale})`, async ({ page }) => {
      const t = m(locale)
      const line = await apiPost(page.request, '/api/cart', {
        data: { categoryId: 'standard', containerId: '20WS', containerQuantity: 1, kitId: 'Protect', kitQuantity: 1, startDate: isoToMdy(validStart), endDate: isoToMdy(validEnd), locale },
      })
      expect(line.status()).toBe(200)
      await page.goto(`/${locale}/cart-summary`)
      await expect(page.getByRole('heading', { level: 1, name: t.checkoutContact.heading })).toBeFocused()
      const form = page.locator('main form').first()
      await page.waitForFunction(() => Object.keys(document.querySelector('main form') ?? {}).some((key) => key.startsWith('__reactProps')))
      await form.getByRole('combobox', { name: t.checkoutContact.fields.country }).click()
      await page.getByRole('option', { name: t.checkoutContact.countries.US }).click()
      const zip = form.getByRole('textbox', { name: t.checkoutContact.fields.zipCode, exact: true })
      const unknown = t.validation.zipInvalidForCountry.replace('{country}', t.checkoutContact.countries.US)
      for (const code of ['00000', '99999']) {
        await zip.fill(code)
        await expect(form.getByText(unknown)).toBeVisible()
        await expect(zip).toHaveAttribute('aria-invalid', 'true')
      }
      await zip.fill('97204')
      await expect(form.getByText(unknown)).toHaveCount(0)
      await expectNoAxeViolations(page, `contact step ZIP (${locale})`)
    })
  }
})
