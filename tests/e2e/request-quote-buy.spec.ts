// Quote to buy a used unit (issue 5 items 1, 2, 5, 6; spec 1 §2.2, §4 quote submit, §5 ZIP, §8;
// spec 3 §4–§5): the wrong slug, obo on and off, the ZIP rules with the debounced server check,
// the error summary, the captcha, the submit spinner, the error toasts, and a submission in each
// language that lands on the thank-you page with its lead and both e-mails stored. axe on each
// step. Seeded units: BX104233 (obo, Houston), BX104518 (no obo, Toronto).
import { randomUUID } from 'node:crypto'
import { text } from './configurator/messages'
import { expect, test, type APIRequestContext, type Locator, type Page } from './test'
import { expectNoAxeViolations, refuseCaptchaWidget, refuseSubmission, onlyIn } from './support'

type Locale = 'en' | 'fr'

const fr = text.fr
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }

/** The quote page as a visitor sees it: fields by their label, buttons by their name. */
function quotePage(page: Page, locale: Locale) {
  const m = text[locale]
  const f = m.requests.buyQuote.fields
  const form = page.locator('main form')
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true })
  return {
    m,
    form,
    firstName: field(f.firstName),
    lastName: field(f.lastName),
    company: field(f.company),
    email: field(f.email),
    phone: field(f.phone),
    zip: field(f.zip),
    bestOffer: field(f.yourBestOffer),
    comments: field(f.comments),
    submit: form.getByRole('button', { name: m.requests.buyQuote.submit }),

    async open(unitNumber: string) {
      await page.goto(`/${locale}/request-quote-buy/${unitNumber}`)
      await page.waitForFunction(() => {
        const element = document.querySelector('main form')
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
      })
    },

    async fillContact(email: string) {
      await this.firstName.fill(locale === 'en' ? 'Dana' : 'Émilie')
      await this.lastName.fill(locale === 'en' ? 'Whitfield' : 'Gagnon')
      await this.company.fill(locale === 'en' ? 'Whitfield Farms' : 'Construction Gagnon inc.')
      await this.email.fill(email)
      await this.phone.fill('(713) 555-0142')
    },

    /** Clicks the ALTCHA checkbox's label, as a visitor does, and waits until it is solved. */
    async solveCaptcha() {
      const widget = form.locator('altcha-widget')
      await widget.getByText(m.captcha.widget.label).click()
      await expect(widget.getByText(m.captcha.widget.verified)).toBeVisible({ timeout: 30_000 })
    },
  }
}

/** A field's inline error is part of its accessible description. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

/**
 * GET on the admin REST API as staff. Payload keeps one list of sessions per user, so a login
 * running at the same time elsewhere (another test) can drop this one's session: sign in again
 * and retry when refused.
 */
async function staffGet<T>(request: APIRequestContext, path: string): Promise<T> {
  let answer = ''
  for (let attempt = 0; attempt < 4; attempt++) {
    const login = await request.post('/cms-api/users/login', { data: ADMIN })
    if (login.ok()) {
      const { token } = (await login.json()) as { token: string }
      const res = await request.get(`/cms-api${path}`, { headers: { Authorization: `JWT ${token}` } })
      if (res.ok()) return (await res.json()) as T
      answer = `${res.status()} ${await res.text()}`
    } else answer = `login ${login.status()} ${await login.text()}`
    await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)))
  }
  throw new Error(`staff GET ${path} failed: ${answer}`)
}

test.describe('quote to buy: the route', () => {
  for (const [locale, path, heading] of [
    ['en', '/en/request-quote-buy/BX-1', 'Page not found'],
    ['fr', '/fr/request-quote-buy/BX104233/photos', 'Page introuvable'],
  ] as const) {
    test(`a wrong unit slug goes to the 404 page (${locale})`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`/${locale}/404$`))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expectNoAxeViolations(page, `${path} → 404`)
    })
  }

  test('a unit sold "or best offer" shows its badge and the best-offer field (en)', async ({ page }) => {
    const q = quotePage(page, 'en')
    await q.open('BX104233')
    await expect(page.getByRole('heading', { level: 1, name: 'Storage container, unit BX104233' })).toBeVisible()
    await expect(page.getByText('$3,150', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('Or best offer', { exact: true })).toBeVisible()
    await expect(q.bestOffer).toBeVisible()
    await expect(q.bestOffer).toHaveAccessibleDescription('Listed at $3,150. Leave blank to ask for the listed price.')
    await expectNoAxeViolations(page, 'obo unit (en)')
  })

  test('a unit at its listed price has no best-offer field (fr)', async ({ page }) => {
    const q = quotePage(page, 'fr')
    await q.open('BX104518')
    await expect(page.getByRole('heading', { level: 1, name: 'Conteneur d’entreposage, unité BX104518' })).toBeVisible()
    await expect(page.getByText('4\u00a0950\u00a0$\u00a0US', { exact: true }).first()).toBeVisible()
    await expect(q.zip).toBeVisible()
    await expect(q.form.getByRole('textbox', { name: q.m.requests.buyQuote.fields.yourBestOffer })).toHaveCount(0)
    await expect(page.getByText('Ou meilleure offre')).toHaveCount(0)
    await expectNoAxeViolations(page, 'unit without obo (fr)')
  })
})

test('the quote page on a phone: details first, then the form (fr) @responsive', async ({ page }) => {
  const q = quotePage(page, 'fr')
  await q.open('BX104233')
  const heading = page.getByRole('heading', { level: 1, name: 'Conteneur d’entreposage, unité BX104233' })
  await expect(heading).toBeInViewport()
  await q.firstName.scrollIntoViewIfNeeded()
  await expect(q.firstName).toBeInViewport()
  const [headingBox, formBox] = await Promise.all([heading.boundingBox(), q.form.boundingBox()])
  expect(formBox!.y).toBeGreaterThan(headingBox!.y)
  expect(formBox!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
  await expectNoAxeViolations(page, 'quote page on a phone (fr)')
})

test.describe('quote to buy: the form rules', () => {
  test.setTimeout(120_000)
  test('ZIP: required, invalid, checked once by the server after typing, valid US and Canadian (en)', async ({ page }) => {
    const q = quotePage(page, 'en')
    const checks: string[] = []
    page.on('request', (request) => request.url().includes('/api/validate-zip') && checks.push(new URL(request.url()).search))
    await q.open('BX104233')

    await q.zip.focus()
    await q.zip.blur()
    await expectFieldError(q.zip, 'Enter your site ZIP or postal code')

    await q.zip.pressSequentially('1234')
    await expectFieldError(q.zip, 'Invalid ZIP code')
    await expectNoAxeViolations(page, 'ZIP invalid (en)')

    await q.zip.fill('')
    await q.zip.pressSequentially('00000', { delay: 60 })
    await expectFieldError(q.zip, 'Invalid ZIP code') // format fine, but no such ZIP: the server says so
    expect(checks).toEqual(['?country=us&code=00000'])

    await q.zip.fill('')
    await q.zip.pressSequentially('77002-1234', { delay: 60 })
    await expect(q.form.getByText('Delivery area: Houston, TX')).toBeVisible()
    await expect(q.zip).not.toHaveAttribute('aria-invalid', 'true')
    expect(checks).toEqual(['?country=us&code=00000', '?country=us&code=77002']) // one call per ZIP, 500 ms after typing

    await q.zip.fill('')
    await q.zip.pressSequentially('m5v2t6', { delay: 60 })
    await expect(q.zip).toHaveValue('M5V 2T6')
    await expect(q.form.getByText('Delivery area: Toronto, ON')).toBeVisible()
    await expect(q.zip).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page, 'ZIP valid (en)')
  })

  test('ZIP: the French messages', async ({ page }) => {
    const q = quotePage(page, 'fr')
    await q.open('BX104518')
    await q.zip.focus()
    await q.zip.blur()
    await expectFieldError(q.zip, 'Veuillez remplir le champ « Code postal du chantier »')
    await q.zip.pressSequentially('D1A', { delay: 60 })
    await expectFieldError(q.zip, fr.validation.zipInvalid)
    await q.zip.fill('')
    await q.zip.pressSequentially('H3A 0G4', { delay: 60 })
    await expect(q.form.getByText('Zone de livraison : Montréal, QC')).toBeVisible()
  })

  test('submitting an empty form lists every problem, linked to its field (fr)', async ({ page }) => {
    const q = quotePage(page, 'fr')
    await q.open('BX104233')
    await q.submit.click()
    const summary = page.getByRole('alert').filter({ hasText: fr.ui.errorSummary.title })
    await expect(summary).toBeVisible()
    await expect(page.locator(':focus')).toContainText(fr.ui.errorSummary.title) // the summary takes focus
    for (const message of [
      fr.validation.firstNameRequired,
      fr.validation.lastNameRequired,
      fr.validation.companyRequired,
      fr.validation.emailRequired,
      fr.validation.phoneRequired,
      'Veuillez remplir le champ « Code postal du chantier »',
      fr.captcha.embedded.required,
    ]) {
      await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible()
    }
    await expectFieldError(q.email, fr.validation.emailRequired)
    await expectNoAxeViolations(page, 'error summary (fr)')
    await summary.getByRole('link', { name: fr.validation.phoneRequired }).click()
    await expect(q.phone).toBeFocused()

    await q.bestOffer.fill('beaucoup')
    await q.bestOffer.blur()
    await expectFieldError(q.bestOffer, fr.validation.amountInvalid)
  })
})

test.describe('quote to buy: sending', () => {
  test.setTimeout(150_000)
  for (const locale of ['en', 'fr'] as const) {
    onlyIn(locale, 'en')(`a complete request lands on the thank-you page and stores the lead and both e-mails (${locale})`, async ({ page, request }) => {
      const q = quotePage(page, locale)
      const unit = locale === 'en' ? 'BX104233' : 'BX104518'
      const email = `e2e.${locale}.${randomUUID().slice(0, 8)}@example.com`
      await q.open(unit)
      await q.fillContact(email)
      await q.zip.pressSequentially(locale === 'en' ? '77002' : 'H3A 0G4', { delay: 40 })
      if (locale === 'en') await q.bestOffer.fill('2800')
      await q.comments.fill(locale === 'en' ? 'Delivery next month.' : 'Livraison le mois prochain.')
      await expect(q.phone).toHaveValue('+1 713 555 0142') // typed "(713) 555-0142", normalized when left
      await q.solveCaptcha()
      await expectNoAxeViolations(page, `form filled (${locale})`)

      // Hold the answer a moment to see the button's submitting state.
      await page.route('**/api/request-quote-buy', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        await route.continue()
      })
      await q.submit.click()
      const busy = q.form.getByRole('button', { name: text[locale].ui.button.submitting })
      await expect(busy).toBeDisabled()

      await expect(page).toHaveURL(new RegExp(`/${locale}/request-quote-buy/thank-you$`), { timeout: 60_000 })
      await expect(page.getByRole('heading', { level: 1, name: text[locale].requests.thankYou.heading })).toBeVisible()
      await page.waitForLoadState('load') // its styles applied (the check counts touch-target sizes)
      await expectNoAxeViolations(page, `thank-you (${locale})`)

      const leads = await staffGet<{ docs: { emails: number[]; reference: string }[] }>(request, `/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
      expect(leads.docs).toHaveLength(1)
      const lead = leads.docs[0]
      // The page says which request it was: the lead's reference (issue 43).
      await expect(page.getByText(text[locale].requests.thankYou.reference.replace('{reference}', lead!.reference), { exact: true })).toBeVisible()
      expect(lead).toMatchObject({
        kind: 'buy-quote',
        status: 'new',
        locale,
        page: `/${locale}/request-quote-buy/${unit}`,
        phone: '+1 713 555 0142',
        buyQuote: { unitNumber: unit, bestOffer: locale === 'en' ? 280000 : null },
      })
      const mails = await staffGet<{ docs: { kind: string; to: string; locale: string }[] }>(request, `/outbox?where[id][in]=${lead.emails.join(',')}&sort=id&depth=0`)
      expect(mails.docs.map((m) => [m.kind, m.to, m.locale])).toEqual([
        ['lead-alert', 'sales@boxline.example', 'en'],
        ['lead-acknowledgement', email, locale],
      ])
    })
  }

  test('a refused request returns the button to idle with the server message in a toast (en)', async ({ page }) => {
    const q = quotePage(page, 'en')
    await q.open('BX104233')
    await q.fillContact(`e2e.refused.${randomUUID().slice(0, 8)}@example.com`)
    await q.zip.fill('77002')
    await q.solveCaptcha()

    await page.route('**/api/request-quote-buy', (route) => route.fulfill({ status: 409, json: { error: 'This unit is no longer available.' } }))
    await q.submit.click()
    await expect(page.getByRole('alert').filter({ hasText: 'This unit is no longer available.' })).toBeVisible()
    await expect(q.submit).toBeEnabled()
    await expectNoAxeViolations(page, 'error toast (en)')

    // Without a message from the server: 'Error submitting request'.
    await page.unroute('**/api/request-quote-buy')
    await page.route('**/api/request-quote-buy', (route) => route.fulfill({ status: 500, body: 'oops' }))
    await q.solveCaptcha() // the failed attempt reset the captcha
    await q.submit.click()
    await expect(page.getByRole('alert').filter({ hasText: 'Error submitting request' })).toBeVisible()
    await expect(q.submit).toBeEnabled()
    await expect(page).toHaveURL(/\/en\/request-quote-buy\/BX104233$/)
  })

  test('a captcha the server does not accept stops the submit with its toast (fr)', async ({ page }) => {
    const q = quotePage(page, 'fr')
    await q.open('BX104518')
    await q.fillContact(`e2e.captcha.${randomUUID().slice(0, 8)}@example.com`)
    await q.zip.fill('K1A 0B1')
    await q.solveCaptcha()
    await page.route('**/api/recaptcha', (route) => route.fulfill({ json: { success: false, error: 'Verification failed. Please confirm again that you are not a robot.' } }))
    const submission = await refuseSubmission(page, '**/api/request-quote-buy')
    await q.submit.click()
    await expect(page.getByRole('alert').filter({ hasText: fr.captcha.embedded.verificationFailed })).toBeVisible()
    await expect(q.submit).toBeEnabled()
    expect(submission.sent).toBe(false)
  })
  test('a captcha whose code never loads stops the submit with its toast (en)', async ({ page }) => {
    const q = quotePage(page, 'en')
    await page.addInitScript(refuseCaptchaWidget)
    await q.open('BX104518')
    await q.fillContact(`e2e.captcha-missing.${randomUUID().slice(0, 8)}@example.com`)
    await q.zip.fill('K1A 0B1')
    const submission = await refuseSubmission(page, '**/api/request-quote-buy')
    await q.submit.click()
    await expect(page.getByRole('alert').filter({ hasText: text.en.captcha.embedded.notLoaded })).toBeVisible()
    await expect(q.submit).toBeEnabled()
    await expectNoAxeViolations(page, 'captcha not loaded (en)')
    expect(submission.sent).toBe(false)
  })
})
