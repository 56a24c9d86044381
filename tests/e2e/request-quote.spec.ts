// Rental quote (issue 5 items 3, 5, 6, 8; spec 1 §2.3, §4 quote submit, §5, §8; spec 3 §3–§5):
// the form block of the CMS page /request-quote in both languages, submitted to the thank-you
// page with its lead and both e-mails stored; the other-industry rules, the option cards, the ZIP
// rules, the address chosen from the suggestions, the error summary and the error toasts. axe on
// each step.
import { randomUUID } from 'node:crypto'
import { expect, test } from './test'
import { expectNoAxeViolations, refuseCaptchaWidget, refuseSubmission } from './support'
import { expectFieldError, leadAndMails, quoteForm, text, US_SITE } from './rentalQuotePage'

const en = text.en
const fr = text.fr

test.describe('rental quote: sending', () => {
  test.setTimeout(150_000)

  test('a complete request lands on the thank-you page and stores the lead and both e-mails (en) @smoke', async ({ page, request }) => {
    const q = quoteForm(page, 'en')
    const email = `e2e.rq.en.${randomUUID().slice(0, 8)}@example.com`
    await q.open('/en/request-quote')
    await expect(page.getByRole('heading', { level: 1, name: 'Request a rental quote' })).toBeVisible()
    await expectNoAxeViolations(page, 'request-quote (en)')
    await q.fillContact(email)
    await q.containerSize.selectOption({ label: q.s.size40 })
    await q.comments.fill('Delivery next month.')
    await q.fillSite(US_SITE)
    await expect(q.form.getByText('Delivery area: Houston, TX')).toBeVisible()
    await q.industry.selectOption({ label: q.s.construction })
    await q.card(q.s.storage).check()
    await q.card(q.s.office).check()
    await expect(q.phone).toHaveValue('+1 713 555 0142') // typed "(713) 555-0142", normalized when left
    await q.solveCaptcha()
    await expectNoAxeViolations(page, 'form filled (en)')
    // Analytics: the form's steps so far are on the dataLayer.
    const steps = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; step?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'quote_form').map((e) => e.step))
    expect(steps).toEqual(['start', 'address_chosen'])

    await page.route('**/api/request-quote', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    await q.submit.click()
    await expect(q.form.getByRole('button', { name: en.ui.button.submitting })).toBeDisabled()
    await expect(page).toHaveURL(/\/en\/request-quote\/thank-you$/, { timeout: 60_000 })
    await expect(page.getByRole('heading', { level: 1, name: en.rentalQuote.thankYou.heading })).toBeVisible()
    await page.waitForLoadState('load')
    await expectNoAxeViolations(page, 'thank-you (en)')

    const { lead, mails } = await leadAndMails(request, email)
    // The page says which request it was: the lead's reference (issue 43).
    await expect(page.getByText(en.requests.thankYou.reference.replace('{reference}', lead.reference), { exact: true })).toBeVisible()
    expect(lead).toMatchObject({
      kind: 'rental-quote',
      status: 'new',
      locale: 'en',
      page: '/en/request-quote',
      phone: '+1 713 555 0142',
      site: { country: 'us', state: 'TX', zip: '77002', city: 'Houston', address: '123 Main St' },
      rentalQuote: { industry: 'construction', options: ['storage', 'office'] },
    })
    expect(mails).toEqual([
      ['lead-alert', 'sales@boxline.example', 'en'],
      ['lead-acknowledgement', email, 'en'],
    ])
  })

  test('a complete request with a Canadian site and another industry (fr)', async ({ page, request }) => {
    const q = quoteForm(page, 'fr')
    const email = `e2e.rq.fr.${randomUUID().slice(0, 8)}@example.com`
    await q.open('/fr/request-quote')
    await expect(page.getByRole('heading', { level: 1, name: 'Demander une soumission de location' })).toBeVisible()
    await q.fillContact(email)
    await q.fillSite({ country: 'Canada', state: 'Ontario', zip: 'm5v2t6', city: 'Toronto', street: '100 King St W', suggestion: '100 King St W, Toronto, ON M5V' })
    await expect(q.zip).toHaveValue('M5V 2T6')
    await q.industry.selectOption({ label: fr.rentalQuote.otherIndustryOption })
    await q.otherIndustry.fill('Cinéma')
    await q.card(q.s.modular).check()
    await q.solveCaptcha()
    await expectNoAxeViolations(page, 'form filled (fr)')
    await q.submit.click()
    await expect(page).toHaveURL(/\/fr\/request-quote\/thank-you$/, { timeout: 60_000 })
    await expect(page.getByRole('heading', { level: 1, name: fr.rentalQuote.thankYou.heading })).toBeVisible()
    await page.waitForLoadState('load')
    await expectNoAxeViolations(page, 'thank-you (fr)')

    const { lead, mails } = await leadAndMails(request, email)
    // The page says which request it was: the lead's reference (issue 43).
    await expect(page.getByText(fr.requests.thankYou.reference.replace('{reference}', lead.reference), { exact: true })).toBeVisible()
    expect(lead).toMatchObject({
      kind: 'rental-quote',
      locale: 'fr',
      site: { country: 'ca', state: 'ON', zip: 'M5V 2T6', city: 'Toronto', address: '100 King St W' },
      rentalQuote: { industry: 'other', otherIndustry: 'Cinéma', options: ['modular'] },
    })
    expect(mails).toEqual([
      ['lead-alert', 'sales@boxline.example', 'en'],
      ['lead-acknowledgement', email, 'fr'],
    ])
  })

  test('a refused request returns the button to idle with the server message in a toast (en)', async ({ page }) => {
    const q = quoteForm(page, 'en')
    await q.open('/en/request-quote')
    await q.fillContact(`e2e.rq.refused.${randomUUID().slice(0, 8)}@example.com`)
    await q.fillSite(US_SITE)
    await q.industry.selectOption({ label: q.s.construction })
    await q.card(q.s.storage).check()
    await q.solveCaptcha()

    await page.route('**/api/request-quote', (route) => route.fulfill({ status: 409, json: { error: 'This request was already sent with different details.' } }))
    await q.submit.click()
    await expect(page.getByRole('alert').filter({ hasText: 'This request was already sent with different details.' })).toBeVisible()
    await expect(q.submit).toBeEnabled()
    await expectNoAxeViolations(page, 'error toast (en)')

    // Without a message from the server: 'Error submitting request'.
    await page.unroute('**/api/request-quote')
    await page.route('**/api/request-quote', (route) => route.fulfill({ status: 502, body: 'oops' }))
    await q.solveCaptcha() // the failed attempt reset the captcha
    await q.submit.click()
    await expect(page.getByRole('alert').filter({ hasText: en.rentalQuote.errors.submitFailed })).toBeVisible()
    await expect(q.submit).toBeEnabled()

    // The request never reaches the server: the rental failure message with the phone number.
    await page.unroute('**/api/request-quote')
    await page.route('**/api/request-quote', (route) => route.abort())
    await q.solveCaptcha()
    await q.submit.click()
    await expect(page.getByRole('alert').filter({ hasText: en.rentalQuote.errors.failure.replace('{phone}', '1-800-555-0199') })).toBeVisible()
    await expect(q.submit).toBeEnabled()
    await expect(page).toHaveURL(/\/en\/request-quote$/)
  })

  test('a captcha the server does not accept stops the submit with its toast (fr)', async ({ page }) => {
    const q = quoteForm(page, 'fr')
    await q.open('/fr/request-quote')
    await q.fillContact(`e2e.rq.captcha.${randomUUID().slice(0, 8)}@example.com`)
    await q.fillSite({ ...US_SITE, country: 'États-Unis' })
    await q.industry.selectOption({ label: q.s.construction })
    await q.card(q.s.office).check()
    await q.solveCaptcha()
    await page.route('**/api/recaptcha', (route) => route.fulfill({ json: { success: false, error: 'Verification failed. Please confirm again that you are not a robot.' } }))
    const submission = await refuseSubmission(page, '**/api/request-quote')
    await q.submit.click()
    await expect(page.getByRole('alert').filter({ hasText: fr.captcha.embedded.verificationFailed })).toBeVisible()
    await expect(q.submit).toBeEnabled()
    expect(submission.sent).toBe(false)
  })

  test('a captcha whose code never loads stops the submit with its toast (fr)', async ({ page }) => {
    const q = quoteForm(page, 'fr')
    await page.addInitScript(refuseCaptchaWidget)
    await q.open('/fr/request-quote')
    await q.fillContact(`e2e.rq.captcha-missing.${randomUUID().slice(0, 8)}@example.com`)
    await q.fillSite({ ...US_SITE, country: 'États-Unis' })
    await q.industry.selectOption({ label: q.s.construction })
    await q.card(q.s.office).check()
    const submission = await refuseSubmission(page, '**/api/request-quote')
    await q.submit.click()
    await expect(page.getByRole('alert').filter({ hasText: fr.captcha.embedded.notLoaded })).toBeVisible()
    await expect(q.submit).toBeEnabled()
    await expectNoAxeViolations(page, 'captcha not loaded (fr)')
    expect(submission.sent).toBe(false)
  })
})

test.describe('rental quote: the form rules', () => {
  test.setTimeout(120_000)

  test('submitting an empty form lists every problem, linked to its field (fr)', async ({ page }) => {
    const q = quoteForm(page, 'fr')
    await q.open('/fr/request-quote')
    await q.submit.click()
    const summary = page.getByRole('alert').filter({ hasText: fr.ui.errorSummary.title })
    await expect(summary).toBeVisible()
    for (const message of [
      fr.validation.firstNameRequired,
      fr.validation.companyRequired,
      fr.validation.emailRequired,
      fr.validation.phoneRequired,
      fr.validation.countryRequired,
      fr.validation.stateRequired,
      fr.validation.cityRequired,
      fr.validation.addressRequired,
      fr.validation.selectAtLeastOneOption,
      fr.captcha.embedded.required,
    ]) {
      await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible()
    }
    await expectFieldError(q.email, fr.validation.emailRequired)
    await expectNoAxeViolations(page, 'error summary (fr)')
    await summary.getByRole('link', { name: fr.validation.cityRequired }).click()
    await expect(q.city).toBeFocused()
  })

  test('other industry: required once Other is chosen (after 500 ms), 2 to 50 characters (en)', async ({ page }) => {
    const q = quoteForm(page, 'en')
    await q.open('/en/request-quote')
    await expect(q.otherIndustry).toHaveCount(0)
    await q.industry.selectOption({ label: en.rentalQuote.otherIndustryOption })
    await expect(q.otherIndustry).toBeVisible()
    // The cross-field rule shows the message 500 ms after the choice, without leaving the field.
    await expectFieldError(q.otherIndustry, en.validation.otherIndustryRequired)
    await q.otherIndustry.fill('X')
    await expectFieldError(q.otherIndustry, en.validation.otherIndustryMin)
    await q.otherIndustry.fill('x'.repeat(51))
    await expectFieldError(q.otherIndustry, en.validation.otherIndustryMax)
    await expectNoAxeViolations(page, 'other industry error (en)')
    await q.otherIndustry.fill('Film production')
    await expect(q.otherIndustry).not.toHaveAttribute('aria-invalid', 'true')
    await q.industry.selectOption({ label: q.s.construction })
    await expect(q.otherIndustry).toHaveCount(0)
  })

  test('other industry: the French messages', async ({ page }) => {
    const q = quoteForm(page, 'fr')
    await q.open('/fr/request-quote')
    await q.industry.selectOption({ label: fr.rentalQuote.otherIndustryOption })
    await expectFieldError(q.otherIndustry, fr.validation.otherIndustryRequired)
    await q.otherIndustry.fill('X')
    await expectFieldError(q.otherIndustry, fr.validation.otherIndustryMin)
    await q.otherIndustry.fill('x'.repeat(51))
    await expectFieldError(q.otherIndustry, fr.validation.otherIndustryMax)
  })

  test('option cards: at least one selection (en)', async ({ page }) => {
    const q = quoteForm(page, 'en')
    await q.open('/en/request-quote')
    const cards = q.form.getByRole('group', { name: 'What do you need?' })
    await q.card(q.s.storage).check()
    await q.card(q.s.storage).uncheck()
    await expect(cards).toHaveAccessibleDescription(new RegExp(en.validation.selectAtLeastOneOption))
    await expectNoAxeViolations(page, 'option cards error (en)')
    await q.card(q.s.office).check()
    await q.card(q.s.modular).check()
    await expect(cards).not.toHaveAccessibleDescription(new RegExp(en.validation.selectAtLeastOneOption))
    await expect(q.card(q.s.office)).toBeChecked()
    await expect(q.card(q.s.modular)).toBeChecked()
  })

  test('ZIP: required, US 5 or 9 digits, Canadian, invalid, checked by the server (en)', async ({ page }) => {
    const q = quoteForm(page, 'en')
    const checks: string[] = []
    page.on('request', (request) => request.url().includes('/api/validate-zip') && checks.push(new URL(request.url()).search))
    await q.open('/en/request-quote')

    await q.zip.focus()
    await q.zip.blur()
    await expectFieldError(q.zip, 'Enter your ZIP or postal code')

    await q.zip.pressSequentially('1234')
    await expectFieldError(q.zip, en.validation.zipInvalid)
    await expectNoAxeViolations(page, 'ZIP invalid (en)')

    await q.zip.fill('')
    await q.zip.pressSequentially('00000', { delay: 60 })
    await expectFieldError(q.zip, en.validation.zipInvalid) // well formed, but no such ZIP: the server says so
    expect(checks).toEqual(['?country=us&code=00000'])

    await q.zip.fill('')
    await q.zip.pressSequentially('77002-1234', { delay: 60 })
    await expect(q.form.getByText('Delivery area: Houston, TX')).toBeVisible()
    await expect(q.zip).not.toHaveAttribute('aria-invalid', 'true')

    await q.zip.fill('')
    await q.zip.pressSequentially('770021234', { delay: 30 })
    await expect(q.zip).not.toHaveAttribute('aria-invalid', 'true')

    await q.zip.fill('')
    await q.zip.pressSequentially('m5v2t6', { delay: 60 })
    await expect(q.zip).toHaveValue('M5V 2T6')
    await expect(q.form.getByText('Delivery area: Toronto, ON')).toBeVisible()
    await expect(q.zip).not.toHaveAttribute('aria-invalid', 'true')
    expect(checks).toEqual(['?country=us&code=00000', '?country=us&code=77002', '?country=ca&code=M5V']) // one call per ZIP

    // A Canadian code with the United States chosen: re-checked 500 ms after the country changes.
    await q.country.selectOption({ label: 'United States' })
    await expectFieldError(q.zip, en.validation.zipInvalid)
    await q.country.selectOption({ label: 'Canada' })
    await expect(q.zip).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page, 'ZIP valid (en)')
  })

  test('the address must be chosen from the suggestions (en)', async ({ page }) => {
    const q = quoteForm(page, 'en')
    await q.open('/en/request-quote')
    await q.country.selectOption({ label: 'United States' })
    await q.state.selectOption({ label: 'Texas' })
    await q.zip.pressSequentially('77002', { delay: 30 })
    await q.city.fill('Houston')
    await q.address.pressSequentially('123 Main St', { delay: 20 })
    const option = q.form.getByRole('option', { name: US_SITE.suggestion })
    await expect(option).toBeVisible()
    await expect(q.address).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page, 'address suggestions open (en)')
    await q.address.press('Escape')
    await q.address.blur()
    await expectFieldError(q.address, en.validation.addressFromSuggestions)

    // Chosen with the keyboard: the error goes, city, state and ZIP follow the suggestion.
    await q.address.press('End')
    await q.address.press('Space')
    await q.address.press('Backspace')
    await expect(option).toBeVisible()
    await q.address.press('ArrowDown')
    await q.address.press('Enter')
    await expect(q.address).toHaveValue('123 Main St')
    await expect(q.address).not.toHaveAttribute('aria-invalid', 'true')

    // Typing again drops the choice.
    await q.address.pressSequentially('A')
    await q.address.blur()
    await expectFieldError(q.address, en.validation.addressFromSuggestions)
  })
})
