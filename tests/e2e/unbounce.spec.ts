// The landing pages /en/unbounce and /fr/unbounce (issue 5 item 7; spec 3 §2, §4, §5): a
// simplified header (logo to home, phone), the quote form whose submit stays disabled until the
// captcha is solved, radio option cards, and the block's own thank-you page. axe on each step.
import { randomUUID } from 'node:crypto'
import { expect, test } from './test'
import { expectNoAxeViolations, onlyIn } from './support'
import { leadAndMails, quoteForm, text, US_SITE } from './rentalQuotePage'

for (const locale of ['en', 'fr'] as const) {
  const m = text[locale]

  onlyIn(locale, 'en')(`the landing page has the simplified header and keeps submit disabled until the captcha is solved (${locale})`, async ({ page }) => {
    test.setTimeout(120_000)
    const q = quoteForm(page, locale)
    await q.open(`/${locale}/unbounce`)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: m.rentalQuote.landing.homeLink.replace('{brand}', 'Boxline') })).toHaveAttribute('href', `/${locale}`)
    await expect(header.getByText('1-800-555-0199')).toBeVisible()
    await expect(header.getByRole('navigation')).toHaveCount(0) // no site navigation, cart or language menu
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(q.submit).toBeDisabled()
    await expect(q.submit).toHaveAccessibleDescription(m.rentalQuote.captchaGate)
    await expectNoAxeViolations(page, `landing page (${locale})`)

    // Radio cards on this block: one choice at a time.
    await q.card(q.s.storage).check()
    await q.card(q.s.office).check()
    await expect(q.card(q.s.storage)).not.toBeChecked()

    await q.solveCaptcha()
    await expect(q.submit).toBeEnabled()
    await expectNoAxeViolations(page, `landing page, captcha solved (${locale})`)
  })
}

for (const locale of ['en', 'fr'] as const) {
  onlyIn(locale, 'en')(`a request from the landing page goes to the block’s own thank-you page with its lead and both e-mails (${locale})`, async ({ page, request }) => {
    test.setTimeout(150_000)
    const q = quoteForm(page, locale)
    const email = `e2e.landing.${locale}.${randomUUID().slice(0, 8)}@example.com`
    await q.open(`/${locale}/unbounce`)
    await q.fillContact(email)
    await q.fillSite(locale === 'en' ? US_SITE : { ...US_SITE, country: 'États-Unis' })
    await q.industry.selectOption({ label: q.s.construction })
    await q.card(q.s.modular).check()
    await q.solveCaptcha()
    await q.submit.click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/unbounce/thank-you$`), { timeout: 60_000 })
    await expect(page.getByRole('heading', { level: 1, name: text[locale].rentalQuote.thankYou.heading })).toBeVisible()
    await page.waitForLoadState('load')
    await expectNoAxeViolations(page, `landing thank-you (${locale})`)
    const { lead, mails } = await leadAndMails(request, email)
    expect(lead).toMatchObject({ kind: 'rental-quote', locale, page: `/${locale}/unbounce`, rentalQuote: { options: ['modular'] } })
    expect(mails).toEqual([
      ['lead-alert', 'sales@boxline.example', 'en'],
      ['lead-acknowledgement', email, locale],
    ])
  })
}

test('the landing page on a phone: header on one line, the form fits the screen (fr) @responsive', async ({ page }) => {
  const q = quoteForm(page, 'fr')
  await q.open('/fr/unbounce')
  const width = page.viewportSize()!.width
  const header = await page.getByRole('banner').boundingBox()
  expect(header!.height).toBeLessThan(100)
  await q.firstName.scrollIntoViewIfNeeded()
  await expect(q.firstName).toBeInViewport()
  expect((await q.form.boundingBox())!.width).toBeLessThanOrEqual(width)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await expectNoAxeViolations(page, 'landing page on a phone (fr)')
})
