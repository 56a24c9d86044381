// The embedded payment gateway's hosted frame (issue 4 item 5; spec 2 §7): card and e-check forms
// filled by label, approval, decline and processing error, the window message the frame posts to
// its parent (exact origin), field errors (summary, aria-describedby, focus on the first error),
// the expired / altered session page, both languages, axe on each step. The frame is loaded in a
// tiny parent page served on the site's own origin (Playwright route), as the shop embeds it.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type FrameLocator, type Page } from './test'
import type enMessages from '../../messages/en.json'
import { newSession, SESSION_TTL_MS, signSession } from '../../src/integrations/payments/session'
import type { CreatePaymentSessionInput } from '../../src/integrations/payments/types'
import { TEST_PAYMENT_GATEWAY_SECRET } from '../../scripts/lib/server.mjs'
import { expectNoAxeViolations, onlyIn } from './support'

type Locale = 'en' | 'fr'
type Frames = (typeof enMessages)['paymentFrame']
const text: Record<Locale, Frames> = Object.fromEntries(
  (['en', 'fr'] as const).map((l) => [l, JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../messages/${l}.json`), 'utf8')).paymentFrame]),
) as Record<Locale, Frames>

const SECRET = process.env.PAYMENT_GATEWAY_SECRET ?? TEST_PAYMENT_GATEWAY_SECRET
const PARENT_PATH = '/__payment-parent-test'

function frameUrl(baseURL: string, overrides: Partial<CreatePaymentSessionInput>, now = Date.now()) {
  const session = newSession(
    {
      reference: `WC-E2E-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      amountCents: 123450,
      currency: 'USD',
      method: 'card',
      locale: 'en',
      parentOrigin: new URL(baseURL).origin,
      billTo: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '+1 212 555 0100', street: '1 Main St', city: 'Albany', state: 'NY', zipCode: '12207', country: 'US' },
      ...overrides,
    },
    now,
  )
  return `/gateway/frame?iframeEcommKey=${signSession(session, SECRET)}`
}

/**
 * A minimal shop page on our own origin that embeds the frame and records the messages it receives:
 * the payment results, and apart from them the frame's content-height messages. axe's own messages
 * (in legacy mode it runs in the frame and reports to the page by postMessage, as JSON text with a
 * channelId and a messageId) are not the frame's and are left out.
 */
async function openInParent(
  page: Page,
  baseURL: string,
  src: string,
  waitUntil: 'load' | 'domcontentloaded' = 'load',
): Promise<{ frame: FrameLocator; messages: () => Promise<unknown[]>; heights: () => Promise<{ origin: string; height: number }[]> }> {
  await page.route(`${new URL(baseURL).origin}${PARENT_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout payment</title></head><body><main aria-label="Checkout"><h1>Checkout payment</h1>
<iframe title="Payment" src="${src}" style="width:100%;height:900px;border:0"></iframe></main>
<script>window.received=[];window.heights=[];window.addEventListener('message',function(e){if(typeof e.data==='string'&&/^\{"channelId":.*"messageId":/.test(e.data))return;if(e.data&&e.data.type==='boxline:payment-frame-height')window.heights.push({origin:e.origin,height:e.data.height});else window.received.push({origin:e.origin,data:e.data})})</script></body></html>`,
    }),
  )
  await page.goto(PARENT_PATH, { waitUntil })
  const frame = page.frameLocator('iframe[title="Payment"]')
  return {
    frame,
    messages: () => page.evaluate(() => (window as unknown as { received: unknown[] }).received),
    heights: () => page.evaluate(() => (window as unknown as { heights: { origin: string; height: number }[] }).heights),
  }
}

/** The form answers once its script runs: the pay button is enabled then. */
const hydrated = (scope: FrameLocator | Page) => expect(scope.getByRole('button', { name: /^(Pay|Payer) / })).toBeEnabled()

async function fillCard(frame: FrameLocator, m: Frames, card: { number: string; expiry?: string; cvv?: string }) {
  await hydrated(frame)
  await frame.getByRole('textbox', { name: m.firstName, exact: true }).fill('Jane')
  await frame.getByRole('textbox', { name: m.lastName, exact: true }).fill('Doe')
  await frame.getByRole('textbox', { name: m.cardNumber, exact: true }).pressSequentially(card.number)
  await frame.getByRole('textbox', { name: m.expiry, exact: true }).fill(card.expiry ?? '04/39')
  await frame.getByRole('textbox', { name: m.cvv, exact: true }).fill(card.cvv ?? '123')
}

test.describe('payment frame — cards', () => {
  test('what is typed before the form’s script runs is kept and paid, not refused as empty', async ({ page, baseURL }) => {
    const m = text.en
    // The scripts wait until the visitor (or the browser's autofill) has filled the form.
    let release!: () => void
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/chunks\/.+\.js(\?|$)/, async (route) => {
      await scriptsHeld
      await route.continue()
    })
    // The page's load waits for the frame's scripts: held, so only its HTML is awaited.
    const { frame, messages } = await openInParent(page, baseURL!, frameUrl(baseURL!, {}), 'domcontentloaded')
    await frame.getByRole('textbox', { name: m.firstName, exact: true }).fill('Jane')
    await frame.getByRole('textbox', { name: m.lastName, exact: true }).fill('Doe')
    await frame.getByRole('textbox', { name: m.cardNumber, exact: true }).fill('4111111111111111')
    await frame.getByRole('textbox', { name: m.expiry, exact: true }).fill('04/39')
    await frame.getByRole('textbox', { name: m.cvv, exact: true }).fill('123')
    await expect(frame.getByRole('button', { name: 'Pay $1,234.50' })).toBeDisabled()
    release()
    await hydrated(frame)
    await expect(frame.getByRole('textbox', { name: m.cardNumber, exact: true })).toHaveValue('4111 1111 1111 1111')
    await frame.getByRole('button', { name: 'Pay $1,234.50' }).click()
    await expect(frame.getByRole('heading', { name: m.approvedHeading })).toBeVisible()
    await expect.poll(messages).toHaveLength(1)
  })

  test('approves an American Express card, shows the brand as typed, and posts the checkout message to the parent', async ({ page, baseURL }) => {
    const m = text.en
    const { frame, messages, heights } = await openInParent(page, baseURL!, frameUrl(baseURL!, {}))
    // The frame tells its parent how tall its content is, at the parent's exact origin.
    await expect.poll(async () => (await heights()).length).toBeGreaterThan(0)
    const [first] = await heights()
    expect(first!.origin).toBe(new URL(baseURL!).origin)
    expect(first!.height).toBeGreaterThan(300)
    await expect(frame.getByRole('heading', { level: 1, name: m.cardHeading })).toBeVisible()
    await expect(frame.getByTestId('frame-amount')).toHaveText('$1,234.50')
    await expectNoAxeViolations(page, 'card frame (en)')
    await hydrated(frame)
    await frame.getByRole('textbox', { name: m.cardNumber, exact: true }).pressSequentially('3782')
    await expect(frame.getByText('Card type: American Express')).toBeVisible()
    await expect(frame.getByText(m.cvvHintAmex)).toBeVisible()
    await frame.getByRole('textbox', { name: m.cardNumber, exact: true }).fill('')
    await fillCard(frame, m, { number: '378282246310005', cvv: '1234' })
    await expect(frame.getByRole('textbox', { name: m.cardNumber, exact: true })).toHaveValue('3782 822463 10005')
    await frame.getByRole('button', { name: 'Pay $1,234.50' }).click()
    await expect(frame.getByRole('heading', { name: m.approvedHeading })).toBeVisible()
    await expectNoAxeViolations(page, 'approved (en)')
    await expect.poll(messages).toHaveLength(1)
    const [received] = (await messages()) as { origin: string; data: { status: string; response_data: Record<string, string> } }[]
    expect(received!.origin).toBe(new URL(baseURL!).origin)
    expect(received!.data.status).toBe('success')
    expect(received!.data.response_data).toMatchObject({
      req_payment_method: 'card',
      auth_amount: '1234.50',
      req_currency: 'USD',
      card_type_name: 'AmericanExpress',
      req_card_number: 'xxxxxxxxxxxx0005',
      req_card_expiry_date: '04-2039',
      req_bill_to_forename: 'Jane',
      req_bill_to_surname: 'Doe',
    })
  })

  test('in French: a declined card shows the reason, posts a failure, and the form stays to try again', async ({ page, baseURL }) => {
    const m = text.fr
    const { frame, messages } = await openInParent(page, baseURL!, frameUrl(baseURL!, { locale: 'fr', currency: 'CAD', amountCents: 9995 }))
    await expect(frame.getByRole('heading', { level: 1, name: m.cardHeading })).toBeVisible()
    await expect(frame.getByText(m.amountLabel.replace('{currency}', 'CAD'))).toBeVisible()
    await fillCard(frame, m, { number: '4000000000000002' })
    await frame.getByRole('button', { name: 'Payer 99,95\u00a0$' }).click()
    await expect(frame.getByRole('alert').filter({ hasText: m.declined })).toBeVisible()
    await expect.poll(messages).toHaveLength(1)
    expect(((await messages())[0] as { data: { status: string } }).data.status).toBe('failure')
    await expectNoAxeViolations(page, 'declined (fr)')
    // A processing error next, then an approval with the same session.
    await frame.getByRole('textbox', { name: m.cardNumber, exact: true }).fill('4000 0000 0000 0119')
    await frame.getByRole('textbox', { name: m.cvv, exact: true }).fill('123')
    await frame.getByRole('button', { name: 'Payer 99,95\u00a0$' }).click()
    await expect(frame.getByRole('alert').filter({ hasText: m.processingError })).toBeVisible()
    await frame.getByRole('textbox', { name: m.cardNumber, exact: true }).fill('5555 5555 5555 4444')
    await frame.getByRole('textbox', { name: m.cvv, exact: true }).fill('123')
    await frame.getByRole('button', { name: 'Payer 99,95\u00a0$' }).click()
    await expect(frame.getByRole('heading', { name: m.approvedHeading })).toBeVisible()
    await expect.poll(messages).toHaveLength(3)
    expect(((await messages())[2] as { data: { status: string; response_data: { card_type_name: string } } }).data).toMatchObject({
      status: 'success',
      response_data: { card_type_name: 'MasterCard' },
    })
  })

  test('shows each error by its field, linked with aria-describedby, and focuses the first', async ({ page, baseURL }) => {
    const m = text.en
    await page.goto(frameUrl(baseURL!, {}))
    await hydrated(page)
    await page.getByRole('textbox', { name: m.firstName, exact: true }).fill('Jane')
    await page.getByRole('textbox', { name: m.cardNumber, exact: true }).fill('4111 1111 1111 1112')
    await page.getByRole('textbox', { name: m.expiry, exact: true }).fill('01/20')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('textbox', { name: m.lastName, exact: true })).toBeFocused()
    const lastName = page.getByRole('textbox', { name: m.lastName, exact: true })
    await expect(lastName).toHaveAttribute('aria-invalid', 'true')
    await expect(lastName).toHaveAccessibleDescription(`Error: ${m.errors.lastNameRequired}`)
    await expect(page.getByRole('textbox', { name: m.cardNumber, exact: true })).toHaveAccessibleDescription(new RegExp(m.errors.cardNumberInvalid))
    await expect(page.getByRole('textbox', { name: m.expiry, exact: true })).toHaveAccessibleDescription(new RegExp(m.errors.expiryPast))
    await expect(page.getByRole('link', { name: m.errors.cvvRequired })).toBeVisible()
    await expectNoAxeViolations(page, 'card errors (en)')
    await page.getByRole('link', { name: m.errors.cvvRequired }).click()
    await expect(page.getByRole('textbox', { name: m.cvv, exact: true })).toBeFocused()
  })
})

test.describe('payment frame — e-check', () => {
  for (const locale of ['en', 'fr'] as const) {
    onlyIn(locale, 'en')(`${locale}: validates, then approves with routing 021000021 and posts the masked account`, async ({ page, baseURL }) => {
      const m = text[locale]
      const { frame, messages } = await openInParent(page, baseURL!, frameUrl(baseURL!, { method: 'echeck', locale }))
      await expect(frame.getByRole('heading', { level: 1, name: m.echeckHeading })).toBeVisible()
      await hydrated(frame)
      await frame.getByRole('textbox', { name: m.routingNumber, exact: true }).fill('021000022')
      await frame.getByRole('button', { name: locale === 'en' ? /^Pay / : /^Payer / }).click()
      await expect(frame.getByRole('textbox', { name: m.accountHolderName, exact: true })).toBeFocused()
      await expect(frame.getByRole('textbox', { name: m.routingNumber, exact: true })).toHaveAccessibleDescription(new RegExp(m.errors.routingNumberInvalid))
      await expect(frame.getByRole('link', { name: m.errors.accountTypeRequired })).toBeVisible()
      await expectNoAxeViolations(page, `e-check errors (${locale})`)
      await frame.getByRole('textbox', { name: m.accountHolderName, exact: true }).fill('Jane Doe')
      await frame.getByRole('textbox', { name: m.routingNumber, exact: true }).fill('021000021')
      await frame.getByRole('textbox', { name: m.accountNumber, exact: true }).fill('987654321')
      await frame.getByRole('radio', { name: m.savings }).check()
      await frame.getByRole('button', { name: locale === 'en' ? /^Pay / : /^Payer / }).click()
      await expect(frame.getByRole('heading', { name: m.approvedHeading })).toBeVisible()
      await expect.poll(messages).toHaveLength(1)
      expect(((await messages())[0] as { data: unknown }).data).toMatchObject({
        status: 'success',
        response_data: { req_payment_method: 'check', req_echeck_account_number: 'xxxxxx4321', card_type_name: 'echeck' },
      })
      await expectNoAxeViolations(page, `e-check approved (${locale})`)
    })
  }

  test('declines account 4000000002 with a failure message', async ({ page, baseURL }) => {
    const m = text.en
    const { frame, messages } = await openInParent(page, baseURL!, frameUrl(baseURL!, { method: 'echeck' }))
    await hydrated(frame)
    await frame.getByRole('textbox', { name: m.accountHolderName, exact: true }).fill('Jane Doe')
    await frame.getByRole('textbox', { name: m.routingNumber, exact: true }).fill('021000021')
    await frame.getByRole('textbox', { name: m.accountNumber, exact: true }).fill('4000000002')
    await frame.getByRole('radio', { name: m.checking }).check()
    await frame.getByRole('button', { name: /^Pay / }).click()
    await expect(frame.getByRole('alert').filter({ hasText: m.declined })).toBeVisible()
    await expect.poll(messages).toHaveLength(1)
    expect(((await messages())[0] as { data: unknown }).data).toMatchObject({ status: 'failure', response_data: { req_echeck_account_number: 'xxxxxx0002' } })
  })
})

test.describe('payment frame — sessions', () => {
  test('an expired session shows a localized error page (404), axe clean', async ({ page, baseURL }) => {
    const res = await page.goto(frameUrl(baseURL!, { locale: 'fr' }, Date.now() - SESSION_TTL_MS - 1000))
    expect(res!.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: text.fr.invalidSession.heading })).toBeVisible()
    await expect(page.getByText(text.fr.invalidSession.expired)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    await expectNoAxeViolations(page, 'expired session (fr)')
  })

  test('an altered session shows the invalid-link page (404)', async ({ page, baseURL }) => {
    const res = await page.goto(`${frameUrl(baseURL!, {})}x`)
    expect(res!.status()).toBe(404)
    await expect(page.getByText(text.en.invalidSession.invalid)).toBeVisible()
    await expectNoAxeViolations(page, 'invalid session (en)')
  })

  test('the frame is usable on a phone @responsive', async ({ page, baseURL }) => {
    const m = text.en
    await page.goto(frameUrl(baseURL!, {}))
    await hydrated(page)
    await page.getByRole('textbox', { name: m.firstName, exact: true }).fill('Jane')
    await page.getByRole('textbox', { name: m.lastName, exact: true }).fill('Doe')
    await page.getByRole('textbox', { name: m.cardNumber, exact: true }).fill('4111111111111111')
    await page.getByRole('textbox', { name: m.expiry, exact: true }).fill('04/39')
    await page.getByRole('textbox', { name: m.cvv, exact: true }).fill('123')
    await page.getByRole('button', { name: 'Pay $1,234.50' }).click()
    await expect(page.getByRole('heading', { name: m.approvedHeading })).toBeVisible()
    await expectNoAxeViolations(page, 'approved on a phone')
  })
})
