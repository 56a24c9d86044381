// The payment page, the hosted frame and the confirmation as a visitor sees them; staff look-ups
// in the admin REST API. Texts come from the message files, so assertions follow the copy.
import { expect, type APIRequestContext, type Page } from '../test'
import { messages, type Locale } from '../configurator/messages'

export const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }
export const TEST_CARDS = { visa: '4111111111111111', decline: '4000000000000002' } as const
export const TEST_ECHECK = { routingNumber: '021000021', account: '123456789' } as const

export const m = messages

export const paymentPath = (locale: Locale) => `/${locale}/cart-summary/checkout-payment`
export const orderCapturePath = (locale: Locale) => `${paymentPath(locale)}/order-capture`

/** The hosted frame (embedded gateway) inside the payment page. */
export function paymentFrame(page: Page, locale: Locale) {
  return page.frameLocator(`iframe[title="${m(locale).checkoutPayment.frameTitle}"]`)
}

/** Waits until the payment island is interactive (the overlay is gone and the frame is there). */
export async function waitForFrame(page: Page, locale: Locale) {
  const frame = paymentFrame(page, locale)
  await expect(page.getByTestId('payment-overlay')).toHaveCount(0, { timeout: 30_000 })
  return frame
}

export async function chooseMethod(page: Page, locale: Locale, method: 'card' | 'echeck') {
  await page.getByRole('radio', { name: m(locale).checkoutPayment.method[method] }).check()
}

/** Fills and submits the frame's card form. */
export async function payByCard(page: Page, locale: Locale, cardNumber: string = TEST_CARDS.visa) {
  const f = m(locale).paymentFrame
  const frame = await waitForFrame(page, locale)
  await frame.getByRole('textbox', { name: f.firstName, exact: true }).fill('Ada')
  await frame.getByRole('textbox', { name: f.lastName, exact: true }).fill('Lovelace')
  await frame.getByRole('textbox', { name: f.cardNumber, exact: true }).fill(cardNumber)
  await frame.getByRole('textbox', { name: f.expiry, exact: true }).fill('12/30')
  await frame.getByRole('textbox', { name: f.cvv, exact: true }).fill('123')
  await frame.getByRole('button', { name: new RegExp(`^${f.pay.split(' {')[0]}`) }).click()
}

/** Fills and submits the frame's e-check form. */
export async function payByEcheck(page: Page, locale: Locale) {
  const f = m(locale).paymentFrame
  const frame = await waitForFrame(page, locale)
  await frame.getByRole('textbox', { name: f.accountHolderName, exact: true }).fill('Amélie Gagnon')
  await frame.getByRole('textbox', { name: f.routingNumber, exact: true }).fill(TEST_ECHECK.routingNumber)
  await frame.getByRole('textbox', { name: f.accountNumber, exact: true }).fill(TEST_ECHECK.account)
  await frame.getByRole('radio', { name: f.checking }).check()
  await frame.getByRole('button', { name: new RegExp(`^${f.pay.split(' {')[0]}`) }).click()
}

/**
 * A call on the admin REST API as staff. A login running at the same time elsewhere can drop this
 * one's session: sign in again and retry when refused. A kept-alive connection the server closed
 * just as it was reused (ECONNRESET) is retried the same way.
 */
export async function staffCall<T>(request: APIRequestContext, method: 'get' | 'patch', path: string, data?: unknown): Promise<T> {
  let answer = ''
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const login = await request.post('/cms-api/users/login', { data: ADMIN })
      if (login.ok()) {
        const { token } = (await login.json()) as { token: string }
        const res = await request[method](`/cms-api${path}`, { headers: { Authorization: `JWT ${token}` }, ...(data === undefined ? {} : { data }) })
        if (res.ok()) return (await res.json()) as T
        answer = `${res.status()} ${await res.text()}`
      } else answer = `login ${login.status()} ${await login.text()}`
    } catch (error) {
      if (!/ECONNRESET|socket hang up/.test(String(error))) throw error
      answer = String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)))
  }
  throw new Error(`staff ${method.toUpperCase()} ${path} failed: ${answer}`)
}

export const staffGet = <T>(request: APIRequestContext, path: string) => staffCall<T>(request, 'get', path)

/** The visitor's cart id (httpOnly cookie of the browser context). */
export async function webCartIdOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'boxline_cart')
  expect(cookie, 'cart cookie').toBeDefined()
  return cookie!.value
}

export type OrderDoc = { orderNumber: string; currency: string; payment: { method: string; brand: string; lastFour: string } }

export async function ordersOfCart(request: APIRequestContext, webCartId: string) {
  return (await staffGet<{ docs: OrderDoc[] }>(request, `/orders?where[webCartId][equals]=${webCartId}&depth=0`)).docs
}

/** Signs into /admin with its login form as staff (English or French admin). */
export async function adminLogin(page: Page) {
  await page.getByLabel(/^(email|courriel)/i).fill(ADMIN.email)
  await page.getByLabel(/^(password|mot de passe)/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /^(log ?in|connexion|se connecter)$/i }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 })
}

/**
 * Signs the page's browser context in as staff by the REST login (its cookie lands in the
 * context's jar), for tests whose subject is not the login form: one admin page load less, the
 * heaviest page of the site. The form itself is signed into by the French admin's test.
 */
export async function adminSignIn(page: Page) {
  let answer = ''
  for (let attempt = 0; attempt < 3; attempt++) {
    const login = await page.request.post('/cms-api/users/login', { data: ADMIN })
    if (login.ok()) return
    answer = `${login.status()} ${await login.text()}`
  }
  throw new Error(`staff login refused: ${answer}`)
}

/**
 * Opens an admin page as staff. Payload keeps one list of sessions per user, so a staff login
 * of a test running at the same time can end this one: sign in again when sent back to the
 * login page.
 */
export async function adminPage(page: Page, path: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    if (!new URL(page.url()).pathname.endsWith('/login')) return
    await adminSignIn(page)
  }
}

/** Opens the orders list in /admin as staff and finds the order. */
export async function findOrderInAdmin(page: Page, orderNumber: string) {
  await adminSignIn(page)
  await adminPage(page, `/admin/collections/orders?search=${encodeURIComponent(orderNumber)}`)
  await expect(page.getByRole('link', { name: orderNumber })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('link', { name: orderNumber }).click()
  await expect(page.getByText(orderNumber).first()).toBeVisible()
}

/** Finds the confirmation e-mail of the order in the outbox (admin), in the visitor's language. */
export async function findConfirmationInOutbox(page: Page, orderNumber: string, locale: Locale) {
  await adminPage(page, `/admin/collections/outbox?search=${encodeURIComponent(orderNumber)}`)
  const subject = m(locale).orderConfirmation.email.subject.replace('{brand}', 'Boxline').replace('{orderNumber}', orderNumber)
  await expect(page.getByText(subject).first()).toBeVisible({ timeout: 30_000 })
}

