// The one form layer (issue 10): what a person types into a form's first field the moment it
// appears — before the page's script has taken over (held back here, on a CPU slowed 4×) — is kept
// once the form is interactive, in every form; and checkout step 1's account number shows its error on leaving
// the field, like every other field.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from './test'
import type enMessages from '../../messages/en.json'
import { cartReadyForPayment } from './checkout/steps'
import { isoToMdy, validEnd, validStart } from './configurator/dates'
import { seeded } from './rentalQuotePage'
import { apiPost, holdScripts, isInteractive } from './support'

type Messages = typeof enMessages
const en = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../messages/en.json'), 'utf8')) as Messages

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** True once React has attached its handlers to the element (the form is interactive). */
async function waitUntilInteractive(field: Locator) {
  await expect
    .poll(() => field.evaluate(isInteractive), { timeout: 60_000 })
    .toBe(true)
}

/**
 * Opens `url` on a slowed CPU with the page's scripts held back, types into `field` as soon as it
 * is in the page (so, certainly before the form is interactive), lets the scripts run, and checks
 * that the text is still there — with no error — once the form is interactive and has re-rendered.
 */
async function typeOnArrival(page: Page, url: string, field: Locator, typed: string, how: 'type' | 'autofill' = 'type') {
  await slowCpu(page)
  const release = await holdScripts(page)
  await page.goto(url, { waitUntil: 'commit' })
  await field.waitFor({ state: 'visible', timeout: 60_000 })
  if (how === 'type') await field.pressSequentially(typed)
  else await field.fill(typed)
  expect(await field.evaluate(isInteractive), 'typed before the form is interactive').toBe(false)
  release()
  await waitUntilInteractive(field)
  // Leaving the field re-renders the form (touched, captcha loading): the text must survive it.
  await page.keyboard.press('Tab')
  await expect(field).toHaveValue(typed)
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
}

async function newCart(page: Page, withContact: boolean) {
  if (withContact) {
    await cartReadyForPayment(page, 'en')
    return
  }
  const res = await apiPost(page.request, '/api/cart', {
    data: { categoryId: 'standard', containerId: '20WS', containerQuantity: 1, kitId: 'Protect', kitQuantity: 1, startDate: isoToMdy(validStart), endDate: isoToMdy(validEnd), locale: 'en' },
  })
  expect(res.status()).toBe(200)
}

test.describe('typing before a form is interactive (CPU slowed 4×)', () => {
  test('checkout step 1 keeps the first name typed at once', async ({ page }) => {
    await newCart(page, false)
    const field = page.locator('main form').getByRole('textbox', { name: en.checkoutContact.fields.firstName, exact: true })
    await typeOnArrival(page, '/en/cart-summary', field, 'Dana')
  })

  test('the cart summary keeps the street address typed at once', async ({ page }) => {
    await newCart(page, true)
    const form = page.getByRole('form', { name: en.cart.checkout.addressHeading })
    const field = form.getByRole('textbox', { name: en.cart.checkout.street, exact: true }).first()
    // The saved street is prefilled: a new one replaces it at once, as the browser's autofill does.
    await typeOnArrival(page, '/en/cart-summary', field, '350 Fifth Avenue', 'autofill')
  })

  test('the quote-to-buy form keeps the first name typed at once', async ({ page }) => {
    const field = page.locator('main form').getByRole('textbox', { name: en.requests.buyQuote.fields.firstName, exact: true })
    await typeOnArrival(page, '/en/request-quote-buy/BX104233', field, 'Dana')
  })

  test('the rental quote form keeps the first name typed at once', async ({ page }) => {
    const field = page.locator('main form').getByRole('textbox', { name: seeded.en.firstName, exact: true })
    await typeOnArrival(page, '/en/request-quote', field, 'Dana')
  })

  test('the rental quote form keeps every letter typed while its code arrives, and a box ticked before it', async ({ page }) => {
    await slowCpu(page)
    const release = await holdScripts(page)
    await page.goto('/en/request-quote', { waitUntil: 'commit' })
    const form = page.locator('main form')
    const storage = form.getByRole('checkbox', { name: new RegExp(`^${escape(seeded.en.storage)}`) })
    await storage.waitFor({ state: 'visible', timeout: 60_000 })
    await storage.check()
    const field = form.getByRole('textbox', { name: seeded.en.firstName, exact: true })
    await field.pressSequentially('A')
    // The scripts arrive, the page hydrates and the form's own code replaces its stand-in while the
    // visitor goes on typing: no letter may fall between the stand-in being read and replaced.
    release()
    await field.pressSequentially('mélie', { delay: 40 })
    await waitUntilInteractive(field)
    await page.keyboard.press('Tab')
    await expect(field).toHaveValue('Amélie')
    await expect(storage).toBeChecked()
  })

  test('the support request keeps the first name typed as soon as step 2 appears', async ({ page }) => {
    await slowCpu(page)
    await page.goto('/en/request-service')
    const card = page.locator('main').getByRole('button', { name: new RegExp(`^${escape(en.supportRequest.services.pickup.title)}`) })
    await waitUntilInteractive(card)
    await card.click()
    const field = page.locator('main').getByRole('textbox', { name: en.supportRequest.fields.firstName, exact: true })
    await field.waitFor({ state: 'visible', timeout: 60_000 })
    await field.pressSequentially('Dana')
    await page.keyboard.press('Tab')
    await expect(field).toHaveValue('Dana')
  })
})

test('checkout step 1: an incomplete account number shows its error on leaving the field', async ({ page }) => {
  await newCart(page, false)
  await page.goto('/en/cart-summary')
  const form = page.locator('main form')
  await waitUntilInteractive(form.getByRole('textbox', { name: en.checkoutContact.fields.firstName, exact: true }))
  await form.getByRole('radio', { name: en.checkoutContact.fields.yes, exact: true }).check()
  const account = form.getByRole('textbox', { name: en.checkoutContact.fields.accountNumber, exact: true })
  await account.fill('123')
  await account.blur()
  await expect(account).toHaveAttribute('aria-invalid', 'true')
  await expect(account).toHaveAccessibleDescription(new RegExp(escape(en.validation.accountNumberMin)))
  // Corrected, it clears as typed.
  await account.fill(`1${randomUUID().replace(/\D/g, '').slice(0, 9).padEnd(9, '0')}`)
  await expect(account).not.toHaveAttribute('aria-invalid', 'true')
})
