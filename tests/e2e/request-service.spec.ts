// The three-step support request (issue 5 items 4, 5, 6, 8; spec 1 §2.4, §3 support request,
// §4 support flow, §5, §8): step 1's service cards and 'Please select a service.', Back (data
// kept) and Start over (cleared), focus on each step's heading, the ZIP rules with the debounced
// server check, the address-from-suggestions rule, each service's own rules, the error toasts,
// and a request in each language that lands on the thank-you page with its lead and both e-mails
// stored. axe on each step.
import { randomUUID } from 'node:crypto'
import { text } from './configurator/messages'
import { expect, test, type APIRequestContext, type Locator, type Page } from './test'
import { expectNoAxeViolations, refuseSubmission } from './support'

type Locale = 'en' | 'fr'

const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }

type ServiceKey = keyof (typeof text)['en']['supportRequest']['services']

/** The wizard as a visitor sees it: fields by their label, buttons by their name. */
function wizard(page: Page, locale: Locale) {
  const m = text[locale]
  const s = m.supportRequest
  const main = page.locator('main')
  const field = (label: string) => main.getByRole('textbox', { name: label, exact: true })
  const w = {
    m,
    s,
    main,
    field,
    heading: (name: string) => main.getByRole('heading', { level: 2, name, exact: true }),
    card: (service: ServiceKey) => main.getByRole('button', { name: new RegExp(`^${s.services[service].title}`) }),
    button: (name: string) => main.getByRole('button', { name, exact: true }),
    firstName: field(s.fields.firstName),
    lastName: field(s.fields.lastName),
    company: field(s.fields.company),
    email: field(s.fields.email),
    phone: field(s.fields.phone),
    accountNumber: field(s.fields.accountNumber),
    country: main.getByRole('combobox', { name: s.fields.country }).first(),
    state: main.getByRole('combobox', { name: s.fields.state }).first(),
    zip: field(s.fields.zip).first(),
    city: field(s.fields.city).first(),
    street: main.getByRole('combobox', { name: s.fields.address }).first(),
    summary: page.getByRole('alert').filter({ hasText: m.ui.errorSummary.title }),

    async open() {
      await page.goto(`/${locale}/request-service`)
      await page.waitForFunction(() => {
        const element = document.querySelector('main [aria-pressed]')
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
      })
    },

    async fillContact(email: string) {
      await w.firstName.fill(locale === 'en' ? 'Dana' : 'Émilie')
      await w.lastName.fill(locale === 'en' ? 'Whitfield' : 'Gagnon')
      await w.company.fill(locale === 'en' ? 'Whitfield Farms' : 'Construction Gagnon inc.')
      await w.email.fill(email)
      await w.phone.fill('(713) 555-0142')
    },

    /** Types an address in the street combobox and picks the suggestion whose label is `label`. */
    async pickAddress(street: Locator, typed: string, label: string) {
      await street.pressSequentially(typed, { delay: 15 })
      const option = main.getByRole('listbox').getByRole('option', { name: label, exact: true })
      await expect(option).toBeVisible({ timeout: 15_000 })
      await option.click()
    },

    async fillRequestedSite() {
      if (locale === 'en') {
        await w.pickAddress(w.street, '100 Main St, Houston, TX 77002', '100 Main St, Houston, TX 77002')
      } else {
        await w.pickAddress(w.street, '1000 rue Sherbrooke Ouest, Montréal, QC H3A', '1000 rue Sherbrooke Ouest, Montréal, QC H3A')
      }
    },

    /** Clicks the ALTCHA checkbox's label, as a visitor does, and waits until it is solved. */
    async solveCaptcha() {
      const widget = main.locator('altcha-widget')
      await widget.getByText(m.captcha.widget.label).click()
      await expect(widget.getByText(m.captcha.widget.verified)).toBeVisible({ timeout: 60_000 })
    },
  }
  return w
}

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

/** GET on the admin REST API as staff (signs in again when a parallel login dropped the session). */
async function staffGet<T>(request: APIRequestContext, apiPath: string): Promise<T> {
  let answer = ''
  for (let attempt = 0; attempt < 4; attempt++) {
    const login = await request.post('/cms-api/users/login', { data: ADMIN })
    if (login.ok()) {
      const { token } = (await login.json()) as { token: string }
      const res = await request.get(`/cms-api${apiPath}`, { headers: { Authorization: `JWT ${token}` } })
      if (res.ok()) return (await res.json()) as T
      answer = `${res.status()} ${await res.text()}`
    } else answer = `login ${login.status()} ${await login.text()}`
    await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)))
  }
  throw new Error(`staff GET ${apiPath} failed: ${answer}`)
}

test.describe('support request: the steps', () => {
  test.setTimeout(120_000)

  test('step 1 needs a service; picking a card moves on; the step indicator and focus follow (en)', async ({ page }) => {
    const w = wizard(page, 'en')
    const events: unknown[] = []
    await w.open()
    await expect(page.getByRole('heading', { level: 1, name: 'Request service' })).toBeVisible()
    await expect(w.main.getByText('Step 1 of 3')).toBeVisible()
    await expectNoAxeViolations(page, 'step 1 (en)')

    await w.button('Continue').click()
    await expect(w.summary.getByRole('link', { name: 'Please select a service.' })).toBeVisible()
    await expect(w.main.getByRole('group').filter({ hasText: 'Move units to a new site' })).toHaveAccessibleDescription(/Please select a service\./)
    await expectNoAxeViolations(page, 'step 1 error (en)')
    await w.summary.getByRole('link', { name: 'Please select a service.' }).click()
    await expect(w.card('relocation')).toBeFocused()

    await w.card('pickup').click()
    await expect(w.main.getByText('Step 2 of 3')).toBeVisible()
    await expect(w.heading('Your information and the site')).toBeFocused()
    await expect(w.main.getByRole('listitem').filter({ hasText: 'Your information' })).toHaveAttribute('aria-current', 'step')
    events.push(...(await page.evaluate(() => (window.dataLayer ?? []).map((e) => (e as { event: string; step?: number }).event + ':' + ((e as { step?: number }).step ?? '')))))
    expect(events).toEqual(expect.arrayContaining(['support_request_step:1', 'support_request_service:', 'support_request_step:2']))
    await expectNoAxeViolations(page, 'step 2 (en)')
  })

  test('Back keeps the data, the step indicator goes back, Start over clears everything (fr)', async ({ page }) => {
    const w = wizard(page, 'fr')
    const s = w.s
    await w.open()
    await w.card('repair').click()
    await w.fillContact('retour@example.com')
    await w.accountNumber.fill('123-456-78999')
    await expect(w.accountNumber).toHaveValue('1234567899') // digits only, at most 10
    await w.button(s.back).click()
    await expect(w.heading(s.stepHeadings.service)).toBeFocused()
    await expect(w.card('repair')).toHaveAttribute('aria-pressed', 'true')
    await w.button(s.continue).click()
    await expect(w.firstName).toHaveValue('Émilie')
    await expect(w.accountNumber).toHaveValue('1234567899')

    // Another service keeps the general information too.
    await w.main.getByRole('button', { name: /Revenir à l’étape 1/ }).click()
    await w.card('billing').click()
    await expect(w.email).toHaveValue('retour@example.com')
    await w.fillRequestedSite()
    await expect(w.city).toHaveValue('Montréal')
    await expect(w.state).toHaveValue('QC')
    await expect(w.zip).toHaveValue('H3A')
    await w.button(s.continue).click()
    await expect(w.heading('Détails : Question de facturation')).toBeFocused()
    await w.field(s.fields.invoiceNumber).fill('90001234')
    await expectNoAxeViolations(page, 'step 3 billing (fr)')
    await w.button(s.back).click()
    await expect(w.street).toHaveValue('1000 rue Sherbrooke Ouest')
    await w.button(s.continue).click()
    await expect(w.field(s.fields.invoiceNumber)).toHaveValue('90001234')

    await w.button(s.reset).click()
    await expect(w.heading(s.stepHeadings.service)).toBeFocused()
    await expect(w.main.getByText('Étape 1 sur 3')).toBeVisible()
    await expect(w.main.locator('[aria-pressed="true"]')).toHaveCount(0)
    await w.card('billing').click()
    await expect(w.firstName).toHaveValue('')
    await expect(w.email).toHaveValue('')
    await expect(w.street).toHaveValue('')
  })
})

test.describe('support request: general information rules', () => {
  test.setTimeout(120_000)

  test('ZIP: required, format, checked by the server after typing, of the chosen country (en)', async ({ page }) => {
    const w = wizard(page, 'en')
    const checks: string[] = []
    page.on('request', (request) => request.url().includes('/api/validate-zip') && checks.push(new URL(request.url()).search))
    await w.open()
    await w.card('pickup').click()

    await w.zip.focus()
    await w.zip.blur()
    await expectFieldError(w.zip, 'Enter your ZIP or postal code')
    await w.zip.pressSequentially('1234')
    await expectFieldError(w.zip, 'Invalid ZIP code')

    await w.zip.fill('')
    await w.zip.pressSequentially('00000', { delay: 60 })
    await expectFieldError(w.zip, 'Invalid ZIP code') // the right shape, but no such ZIP: the server says so
    expect(checks).toEqual(['?country=us&code=00000'])

    await w.zip.fill('')
    await w.zip.pressSequentially('m5v2t6', { delay: 60 })
    await expect(w.zip).toHaveValue('M5V 2T6')
    await expect(w.main.getByText('Area: Toronto, ON')).toBeVisible()
    await expect(w.zip).not.toHaveAttribute('aria-invalid', 'true')

    // The country maps the ZIP: a Canadian code with the United States chosen is refused 500 ms later.
    await w.country.selectOption({ label: 'United States' })
    await expectFieldError(w.zip, 'Invalid ZIP code')
    await w.country.selectOption({ label: 'Canada' })
    await expect(w.zip).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page, 'ZIP rules (en)')
  })

  test('the address must be picked from the suggestions; every field is listed on Continue (fr)', async ({ page }) => {
    const w = wizard(page, 'fr')
    const v = w.m.validation
    await w.open()
    await w.card('addUnits').click()
    await w.button(w.s.continue).click()
    await expect(w.summary).toBeVisible()
    for (const message of [v.firstNameRequired, v.lastNameRequired, v.companyRequired, v.emailRequired, v.phoneRequired, v.countryRequired, v.stateRequired, 'Veuillez remplir le champ « Code postal »', v.cityRequired, v.addressRequired]) {
      await expect(w.summary.getByRole('link', { name: message, exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page, 'step 2 errors (fr)')

    await w.fillContact('adresse@example.com')
    await w.country.selectOption({ label: 'Canada' })
    await w.state.selectOption({ label: 'Québec' })
    await w.zip.fill('H3A')
    await w.city.fill('Montréal')
    await w.street.fill('1000 rue Sherbrooke Ouest')
    await w.street.blur()
    await expectFieldError(w.street, v.addressFromSuggestions)
    await w.button(w.s.continue).click()
    await expect(w.summary.getByRole('link', { name: v.addressFromSuggestions })).toBeVisible()
    await expect(w.heading(w.s.stepHeadings.general)).toBeVisible()

    // Typing asks the suggestions with what the form knows; picking one confirms the address.
    await w.street.fill('')
    await w.pickAddress(w.street, '1000 rue Sherbrooke Ouest', '1000 rue Sherbrooke Ouest, Montréal, QC H3A')
    await expect(w.street).not.toHaveAttribute('aria-invalid', 'true')
    await expect(w.main.getByText('Adresse confirmée : 1000 rue Sherbrooke Ouest, Montréal, QC H3A', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'address picked (fr)')
    // Changing the city afterwards makes it an address the suggestions did not give.
    await w.city.fill('Laval')
    await expectFieldError(w.street, v.addressFromSuggestions)
    await w.city.fill('Montréal')
    await expect(w.street).not.toHaveAttribute('aria-invalid', 'true')
    // Completing the postal code keeps the address: the address service verifies the parts agree.
    const verified = page.waitForResponse((response) => response.url().endsWith('/api/address/verify'))
    await w.zip.fill('H3A 0G4')
    expect(await (await verified).json()).toMatchObject({ valid: true })
    await expect(w.street).not.toHaveAttribute('aria-invalid', 'true')
    await w.button(w.s.continue).click()
    await expect(w.heading('Détails : Ajouter des unités')).toBeFocused()
  })

  test('the suggestions list works with the keyboard (en)', async ({ page }) => {
    const w = wizard(page, 'en')
    await w.open()
    await w.card('repair').click()
    await w.street.pressSequentially('100 King St W, Toronto', { delay: 15 })
    const suggestions = w.main.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option')
    await expect(suggestions.first()).toBeVisible({ timeout: 15_000 })
    await expect(w.street).toHaveAttribute('aria-expanded', 'true')
    await w.street.press('ArrowDown')
    await expect(suggestions.first()).toHaveAttribute('aria-selected', 'true')
    await expect(w.street).toHaveAttribute('aria-activedescendant', (await suggestions.first().getAttribute('id'))!)
    await expectNoAxeViolations(page, 'suggestions open (en)')
    await w.street.press('Enter')
    await expect(w.street).toHaveValue('100 King St W')
    await expect(w.city).toHaveValue('Toronto')
    await expect(w.country).toHaveValue('ca')
    await expect(w.state).toHaveValue('ON')
    await expect(w.main.getByText(/^Address confirmed: 100 King St W, Toronto, ON M\d[A-Z]$/)).toBeVisible()
  })
})

/** Fills steps 1 and 2 and arrives on step 3 of `service`. */
async function toDetails(w: ReturnType<typeof wizard>, service: ServiceKey, email = `rules.${randomUUID().slice(0, 8)}@example.com`) {
  await w.open()
  await w.card(service).click()
  await w.fillContact(email)
  await w.fillRequestedSite()
  await w.button(w.s.continue).click()
  await expect(w.heading(w.s.stepHeadings.details.replace('{service}', w.s.services[service].title))).toBeFocused()
}

test.describe('support request: each service’s rules', () => {
  test.setTimeout(150_000)

  test('relocation: contract, units, the new site (from the suggestions, another place) and its contact (en)', async ({ page }) => {
    const w = wizard(page, 'en')
    const e = w.s.errors
    await toDetails(w, 'relocation')
    await w.button(w.s.submit).click()
    for (const message of [e.contractNumberRequired, e.unitsRequired, 'Country is required', 'State or province is required', 'Enter your ZIP or postal code', 'City is required', 'Address is required', e.newSiteContactRequired, 'Please confirm you are not a robot']) {
      await expect(w.summary.getByRole('link', { name: message, exact: true })).toBeVisible()
    }
    await expectNoAxeViolations(page, 'relocation errors (en)')

    const contract = w.field('Contract number')
    await contract.fill('rc')
    await contract.blur()
    await expectFieldError(contract, e.contractNumberInvalid)
    await contract.fill('rc-2024118')
    await expect(contract).toHaveValue('RC-2024118')
    const units = w.field('Number of units')
    await units.pressSequentially('0')
    await units.blur()
    await expectFieldError(units, e.unitsInvalid)
    await units.fill('2x')
    await expect(units).toHaveValue('2')

    // The same address as the service address is not a move.
    const newStreet = w.street // step 2's address is no longer on the page
    await w.pickAddress(newStreet, '100 Main St, Houston, TX 77002', '100 Main St, Houston, TX 77002')
    await expectFieldError(newStreet, e.sameSite)
    await newStreet.fill('')
    await w.pickAddress(newStreet, '2500 Post Oak Blvd, Houston, TX 77056', '2500 Post Oak Blvd, Houston, TX 77056')
    await expect(newStreet).not.toHaveAttribute('aria-invalid', 'true')
    const contact = w.field('Contact on the new site')
    await contact.fill('L')
    await contact.blur()
    await expectFieldError(contact, e.newSiteContactMin)
    await expectNoAxeViolations(page, 'relocation filled (en)')
  })

  test('add units and pick-up need the contract number and the units; repair the problem (fr)', async ({ page }) => {
    const w = wizard(page, 'fr')
    const e = w.s.errors
    await toDetails(w, 'pickup')
    await w.button(w.s.submit).click()
    await expect(w.summary.getByRole('link', { name: e.contractNumberRequired })).toBeVisible()
    await expect(w.summary.getByRole('link', { name: e.unitsRequired })).toBeVisible()
    await expect(w.summary.getByRole('link')).toHaveCount(3) // and the captcha
    await expectNoAxeViolations(page, 'pick-up errors (fr)')

    await w.button(w.s.back).click()
    await w.main.getByRole('button', { name: /Revenir à l’étape 1/ }).click()
    await w.card('repair').click()
    await w.button(w.s.continue).click()
    await w.button(w.s.submit).click()
    await expect(w.summary.getByRole('link', { name: e.problemRequired })).toBeVisible()
    await expect(w.summary.getByRole('link', { name: e.contractNumberRequired })).toHaveCount(0) // optional for a repair
    await expect(w.field(w.s.fields.contractNumber)).toHaveAccessibleDescription(w.s.fields.contractNumberOptionalHint)
  })

  test('billing: the invoice number is digits and the question is required (en)', async ({ page }) => {
    const w = wizard(page, 'en')
    await toDetails(w, 'billing')
    await w.button(w.s.submit).click()
    await expect(w.summary.getByRole('link', { name: 'Invoice number is required' })).toBeVisible()
    await expect(w.summary.getByRole('link', { name: w.s.errors.questionRequired })).toBeVisible()
    const invoice = w.field('Invoice number')
    await invoice.fill('INV-12')
    await expectFieldError(invoice, 'Please enter numbers only')
    await expectNoAxeViolations(page, 'billing errors (en)')
  })
})

test.describe('support request: sending', () => {
  test.setTimeout(180_000)

  for (const [locale, service] of [
    ['en', 'relocation'],
    ['fr', 'billing'],
  ] as const) {
    test(`a complete ${service} request lands on the thank-you page and stores the lead and both e-mails (${locale})`, async ({ page, request }) => {
      const w = wizard(page, locale)
      const s = w.s
      const email = `e2e.support.${locale}.${randomUUID().slice(0, 8)}@example.com`
      await toDetails(w, service, email)
      if (service === 'relocation') {
        await w.field(s.fields.contractNumber).fill('RC-2024118')
        await w.field(s.fields.units).fill('2')
        await w.pickAddress(w.street, '2500 Post Oak Blvd, Houston, TX 77056', '2500 Post Oak Blvd, Houston, TX 77056')
        await w.field(s.fields.newSiteContact).fill('Luc Gagnon, 713 555 0100')
        await w.field(s.fields.comments).fill('Next Monday, please.')
      } else {
        await w.field(s.fields.invoiceNumber).fill('90001234')
        await w.field(s.fields.question).fill('Pourquoi deux frais de livraison?')
      }
      await w.solveCaptcha()
      await expectNoAxeViolations(page, `step 3 filled (${locale})`)

      await page.route('**/api/request-support', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        await route.continue()
      })
      await w.button(s.submit).click()
      await expect(w.main.getByRole('button', { name: text[locale].ui.button.submitting })).toBeDisabled()
      await expect(page).toHaveURL(new RegExp(`/${locale}/request-service/thank-you$`), { timeout: 60_000 })
      await expect(page.getByRole('heading', { level: 1, name: s.thankYou.heading })).toBeVisible()
      await page.waitForLoadState('load')
      await expectNoAxeViolations(page, `thank-you (${locale})`)

      const leads = await staffGet<{ docs: { emails: number[]; support: Record<string, unknown>; reference: string }[] }>(request, `/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
      expect(leads.docs).toHaveLength(1)
      const lead = leads.docs[0]
      // The page says which request it was: the lead's reference (issue 43).
      await expect(page.getByText(text[locale].requests.thankYou.reference.replace('{reference}', lead!.reference), { exact: true })).toBeVisible()
      expect(lead).toMatchObject({
        kind: 'support',
        status: 'new',
        locale,
        page: `/${locale}/request-service`,
        phone: '+1 713 555 0142',
        site: locale === 'en' ? { country: 'us', state: 'TX', zip: '77002', city: 'Houston', address: '100 Main St' } : { country: 'ca', state: 'QC', zip: 'H3A', city: 'Montréal' },
        support:
          service === 'relocation'
            ? { serviceType: 'relocation', contractNumber: 'RC-2024118', units: 2, newSite: { zip: '77056', city: 'Houston', state: 'TX', address: '2500 Post Oak Blvd', contact: 'Luc Gagnon, 713 555 0100' } }
            : { serviceType: 'billing', invoiceNumber: '90001234', contractNumber: null },
      })
      const mails = await staffGet<{ docs: { kind: string; to: string; locale: string }[] }>(request, `/outbox?where[id][in]=${lead.emails.join(',')}&sort=id&depth=0`)
      expect(mails.docs.map((mail) => [mail.kind, mail.to, mail.locale])).toEqual([
        ['lead-alert', 'service@boxline.example', 'en'],
        ['lead-acknowledgement', email, locale],
      ])
    })
  }

  test('the error toasts: the server’s message, else "Error submitting request"; the button returns to idle (en)', async ({ page }) => {
    const w = wizard(page, 'en')
    await toDetails(w, 'repair')
    await w.field(w.s.fields.problem).fill('The door of unit BX104233 does not close.')
    await w.solveCaptcha()
    await page.route('**/api/request-support', (route) => route.fulfill({ status: 409, json: { error: 'This request was already sent with different details.' } }))
    await w.button(w.s.submit).click()
    await expect(page.getByRole('alert').filter({ hasText: 'This request was already sent with different details.' })).toBeVisible()
    await expect(w.button(w.s.submit)).toBeEnabled()
    await expectNoAxeViolations(page, 'error toast (en)')

    await page.unroute('**/api/request-support')
    await page.route('**/api/request-support', (route) => route.fulfill({ status: 500, body: 'oops' }))
    await w.solveCaptcha() // the failed attempt reset the captcha
    await w.button(w.s.submit).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Error submitting request' })).toBeVisible()
    await expect(w.button(w.s.submit)).toBeEnabled()
    await expect(page).toHaveURL(/\/en\/request-service$/)
  })

  test('a captcha the server does not accept stops the submit with its toast (fr)', async ({ page }) => {
    const w = wizard(page, 'fr')
    await toDetails(w, 'addUnits')
    await w.field(w.s.fields.contractNumber).fill('RC2024118')
    await w.field(w.s.fields.units).fill('3')
    await w.solveCaptcha()
    await page.route('**/api/recaptcha', (route) => route.fulfill({ json: { success: false } }))
    const submission = await refuseSubmission(page, '**/api/request-support')
    await w.button(w.s.submit).click()
    await expect(page.getByRole('alert').filter({ hasText: text.fr.captcha.embedded.verificationFailed })).toBeVisible()
    await expect(w.button(w.s.submit)).toBeEnabled()
    expect(submission.sent).toBe(false)
  })
})

test('the support request on a phone: the cards stack and the form fits (fr) @responsive', async ({ page }) => {
  const w = wizard(page, 'fr')
  await w.open()
  const width = page.viewportSize()!.width
  const [first, second] = await Promise.all([w.card('relocation').boundingBox(), w.card('addUnits').boundingBox()])
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
  expect(first!.width).toBeLessThanOrEqual(width)
  await expectNoAxeViolations(page, 'step 1 on a phone (fr)')
  await w.card('relocation').click()
  await expect(w.heading(w.s.stepHeadings.general)).toBeFocused()
  await expectNoAxeViolations(page, 'step 2 on a phone (fr)')
})
