// The API token in the browser (spec 3 §7 "Token handling", §8; issue 15 item 6), on the rental
// quote form in both languages: the first call that changes data fetches a token and keeps it in
// the wsc_token cookie (path /, SameSite Strict, expiring with the token); the next call reuses
// it; a cookie about to expire, or that cannot be read, is replaced; when GET /api/tokenApi fails
// the form shows its localized failure message and sends nothing. axe on the form with the error.
import { randomUUID } from 'node:crypto'
import { expect, test, type BrowserContext, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'
import { quoteForm, US_SITE, type Locale } from './rentalQuotePage'

const COOKIE = 'wsc_token'

/** A JWT-shaped token expiring at `exp` (unsigned: the browser only reads exp). */
const tokenExpiringAt = (exp: number) => `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.c2lnbmF0dXJl`
const expOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number
const nowS = () => Math.floor(Date.now() / 1000)

const tokenCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === COOKIE)

/** Counts GET /api/tokenApi and records the token each quote submission carried. */
function watch(page: Page) {
  const seen = { tokenCalls: 0, sentTokens: [] as (string | undefined)[] }
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/api/tokenApi') seen.tokenCalls++
    if (path === '/api/request-quote') seen.sentTokens.push(request.headers()['x-wsc-token'])
  })
  return seen
}

/** The form filled, its captcha solved. */
async function filledForm(page: Page, locale: Locale) {
  const q = quoteForm(page, locale)
  await q.open(`/${locale}/request-quote`)
  await q.fillContact(`e2e.token.${locale}.${randomUUID().slice(0, 8)}@example.com`)
  await q.fillSite(locale === 'en' ? US_SITE : { ...US_SITE, country: 'États-Unis' })
  await q.industry.selectOption({ label: q.s.construction })
  await q.card(q.s.storage).check()
  await q.solveCaptcha()
  return q
}

const refusal = { en: 'This request was already sent with different details.', fr: 'Cette demande a déjà été envoyée avec d’autres détails.' }

for (const locale of ['en', 'fr'] as const) {
  test.describe(`the API token (${locale})`, () => {
    test.setTimeout(150_000)

    onlyIn(locale, 'en')('the first submission keeps a token in the wsc_token cookie; the next reuses it', async ({ page, context }) => {
      const seen = watch(page)
      const q = await filledForm(page, locale)
      expect(seen.tokenCalls, 'no token before a call needs one').toBe(0)
      expect(await tokenCookie(context)).toBeUndefined()

      // First submission: refused by a stand-in server, so the form stays for a second one.
      await page.route('**/api/request-quote', (route) => route.fulfill({ status: 409, json: { error: refusal[locale] } }))
      await q.submit.click()
      await expect(page.getByRole('alert').filter({ hasText: refusal[locale] })).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}/request-quote refused, token kept`)
      expect(seen.tokenCalls).toBe(1)
      const cookie = await tokenCookie(context)
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict', secure: false, httpOnly: false })
      expect(seen.sentTokens).toEqual([cookie!.value])
      expect(Math.abs(cookie!.expires - expOf(cookie!.value))).toBeLessThanOrEqual(1)
      expect(expOf(cookie!.value) - nowS()).toBeGreaterThan(3500)

      // Second submission, to the real server: the same token, no new request for one, and accepted.
      await page.unroute('**/api/request-quote')
      await q.solveCaptcha()
      await q.submit.click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/request-quote/thank-you$`), { timeout: 60_000 })
      expect(seen.tokenCalls).toBe(1)
      expect(seen.sentTokens).toEqual([cookie!.value, cookie!.value])
    })

    onlyIn(locale, 'en')('a cookie expiring within 10 s, or one that cannot be read, is replaced', async ({ page, context, baseURL }) => {
      const seen = watch(page)
      const q = await filledForm(page, locale)
      await page.route('**/api/request-quote', (route) => route.fulfill({ status: 409, json: { error: refusal[locale] } }))
      // Kept by the browser for an hour, but the token inside expires in 5 s.
      const almostExpired = tokenExpiringAt(nowS() + 5)
      await context.addCookies([{ name: COOKIE, value: almostExpired, url: baseURL!, sameSite: 'Strict', expires: nowS() + 3600 }])
      await q.submit.click()
      await expect(page.getByRole('alert').filter({ hasText: refusal[locale] })).toBeVisible()
      expect(seen.tokenCalls).toBe(1)
      const fresh = (await tokenCookie(context))!.value
      expect(fresh).not.toBe(almostExpired)
      expect(expOf(fresh) - nowS()).toBeGreaterThan(3500)
      expect(seen.sentTokens).toEqual([fresh])

      await context.addCookies([{ name: COOKIE, value: 'not-a-token', url: baseURL!, sameSite: 'Strict' }])
      await q.solveCaptcha()
      await q.submit.click()
      await expect.poll(() => seen.sentTokens.length).toBe(2)
      expect(seen.tokenCalls).toBe(2)
      const replaced = (await tokenCookie(context))!.value
      expect(replaced).not.toBe('not-a-token')
      expect(seen.sentTokens[1]).toBe(replaced)
    })

    onlyIn(locale, 'fr')('when no token can be had, the form shows its localized failure message and sends nothing', async ({ page }) => {
      const seen = watch(page)
      const q = await filledForm(page, locale)
      await page.route('**/api/tokenApi', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong!"}' }))
      await q.submit.click()
      const failure = q.m.rentalQuote.errors.failure.replace('{phone}', '1-800-555-0199')
      await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible()
      await expect(page.getByText('Unable to retrieve a valid token')).toHaveCount(0)
      await expect(q.submit).toBeEnabled()
      expect(seen.sentTokens).toEqual([])
      await expect(page).toHaveURL(new RegExp(`/${locale}/request-quote$`))
      await expectNoAxeViolations(page, `token failure (${locale})`)
    })
  })
}
