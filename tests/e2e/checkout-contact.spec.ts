// Checkout step 1, contact and delivery (issue 4 item 1; spec 2 §2–§5, §7, §8): every rule of the
// contact form with its message in both languages, the ZIP auto-spacing and paste clean-up, the
// existing-customer toggle and the account check, Next's disabled states, Back, the error summary,
// and a valid submit that lands on step 2 (/cart-summary) with the cart in the delivery currency.
// axe on each state. Each test makes its own cart (POST /api/cart in the page's cookie jar).
import { randomUUID } from 'node:crypto'
import { text } from './configurator/messages'
import { expect, test, type Locator, type Page } from './test'
import { isoToMdy, validEnd, validStart } from './configurator/dates'
import { expectNoAxeViolations, apiPost } from './support'

type Locale = 'en' | 'fr'


/** Where step 1 is shown: the cart summary route, while the cart has no submitted contact. */
const stepPath = (locale: Locale) => `/${locale}/cart-summary`

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A field's inline error is part of its accessible description. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)))
}

/** Step 1 as a visitor sees it: fields by their label, buttons by their name. */
function contactStep(page: Page, locale: Locale) {
  const m = text[locale]
  const f = m.checkoutContact.fields
  const form = page.locator('main form')
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true })
  return {
    m,
    form,
    firstName: field(f.firstName),
    lastName: field(f.lastName),
    companyName: field(f.companyName),
    email: field(f.email),
    phone: field(f.phone),
    country: form.getByRole('combobox', { name: f.country }),
    zipCode: field(f.zipCode),
    yes: form.getByRole('radio', { name: f.yes, exact: true }),
    no: form.getByRole('radio', { name: f.no, exact: true }),
    accountNumber: field(f.accountNumber),
    next: form.getByRole('button', { name: m.checkoutContact.next }),
    back: form.getByRole('link', { name: m.checkoutContact.back }),

    /** A new cart in this page's cookie jar, then step 1. */
    async open() {
      const res = await apiPost(page.request, '/api/cart', {
        data: { categoryId: 'standard', containerId: '20WS', containerQuantity: 1, kitId: 'Protect', kitQuantity: 1, startDate: isoToMdy(validStart), endDate: isoToMdy(validEnd), locale },
      })
      expect(res.status(), 'cart created').toBe(200)
      await page.goto(stepPath(locale))
      await page.waitForFunction(() => {
        const element = document.querySelector('main form')
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
      })
    },

    async chooseCountry(code: 'US' | 'CA') {
      await this.country.click()
      await page.getByRole('option', { name: m.checkoutContact.countries[code] }).click()
    },

    async fillValid(country: 'US' | 'CA') {
      await this.firstName.fill(locale === 'en' ? 'Dana' : 'Émilie')
      await this.lastName.fill(locale === 'en' ? 'Whitfield' : 'Gagnon')
      await this.companyName.fill(locale === 'en' ? 'Whitfield Farms' : 'Construction Gagnon inc.')
      await this.email.fill(`e2e.contact.${randomUUID().slice(0, 8)}@example.com`)
      await this.phone.fill(country === 'US' ? '(713) 555-0142' : '514 555 0163')
      await this.chooseCountry(country)
      await this.zipCode.fill(country === 'US' ? '77002' : 'h3a 3g4')
    },

    /** Clicks the ALTCHA checkbox's label, as a visitor does, and waits until it is solved. */
    async solveCaptcha() {
      const widget = form.locator('altcha-widget')
      await widget.getByText(m.captcha.widget.label).click()
      await expect(widget.getByText(m.captcha.widget.verified)).toBeVisible({ timeout: 30_000 })
    },
  }
}

test.describe('checkout step 1: contact and delivery', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`shows step 1 of 2 with every field, Next disabled, and Back to the containers (${locale})`, async ({ page }) => {
      const s = contactStep(page, locale)
      await s.open()
      await expect(page.getByRole('heading', { level: 1, name: s.m.checkoutContact.heading })).toBeVisible()
      await expect(page.getByText(s.m.ui.stepper.stepOf.replace('{current}', '1').replace('{total}', '2'))).toBeVisible()
      for (const control of [s.firstName, s.lastName, s.companyName, s.email, s.phone, s.country, s.zipCode, s.yes, s.no]) await expect(control).toBeVisible()
      await expect(s.no).toBeChecked()
      await expect(s.accountNumber).toHaveCount(0)
      await expect(s.next).toBeDisabled()
      await expect(s.next).toHaveAccessibleDescription(s.m.checkoutContact.nextHint)
      await expect(s.back).toHaveAttribute('href', `/${locale}/products/storage-containers`)
      await expectNoAxeViolations(page, `step 1 empty (${locale})`)
      await s.back.click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/storage-containers$`))
    })
  }

  test('on a phone the step reads in one column and passes axe (fr) @responsive', async ({ page }) => {
    const s = contactStep(page, 'fr')
    await s.open()
    const [first, last] = [await s.firstName.boundingBox(), await s.lastName.boundingBox()]
    expect(last!.y).toBeGreaterThan(first!.y + first!.height)
    await s.yes.check()
    await expect(s.accountNumber).toBeVisible()
    await expectNoAxeViolations(page, 'step 1 on a phone (fr)')
  })

  test('every field rule shows its message once the field is left (en)', async ({ page }) => {
    const s = contactStep(page, 'en')
    const v = s.m.validation
    await s.open()

    // Typed digits are refused; pasted ones are removed.
    await s.firstName.pressSequentially('D4a5n6a')
    await expect(s.firstName).toHaveValue('Dana')
    await s.firstName.fill('J')
    await s.firstName.blur()
    await expectFieldError(s.firstName, v.firstNameMin)
    await s.lastName.fill('Wh1tf1eld')
    await expect(s.lastName).toHaveValue('Whtfeld')
    await s.lastName.fill('W'.repeat(41))
    await s.lastName.blur()
    await expectFieldError(s.lastName, v.lastNameMax)

    await s.companyName.fill('A')
    await s.companyName.blur()
    await expectFieldError(s.companyName, v.companyMin)
    await s.email.fill('dana@')
    await s.email.blur()
    await expectFieldError(s.email, v.emailInvalid)
    await s.phone.fill('555-0142')
    await s.phone.blur()
    await expectFieldError(s.phone, v.phoneInvalid)

    await s.chooseCountry('US')
    await s.zipCode.fill('7700')
    await s.zipCode.blur()
    await expectFieldError(s.zipCode, v.zipInvalidUs)
    await s.chooseCountry('CA')
    await s.zipCode.fill('77002')
    await s.zipCode.blur()
    await expectFieldError(s.zipCode, v.postalCodeInvalidCa)
    await expectNoAxeViolations(page, 'step 1 with field errors (en)')

    // Fixing a field removes its message.
    await s.firstName.fill('Dana')
    await expect(s.firstName).not.toHaveAttribute('aria-invalid', 'true')
    await s.email.fill('dana@example.com')
    await expect(s.email).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('existing customer: Yes asks for the account number, checked with the server; No clears it (en)', async ({ page }) => {
    const s = contactStep(page, 'en')
    await s.open()
    await s.chooseCountry('US')
    await s.yes.check()
    await expect(s.accountNumber).toBeVisible()
    await s.accountNumber.fill('Acct 123-4567-8901')
    await expect(s.accountNumber).toHaveValue('1234567890')
    await s.accountNumber.fill('12345')
    await s.accountNumber.blur()
    await expectFieldError(s.accountNumber, s.m.validation.accountNumberMin)
    await s.accountNumber.fill('9999999')
    await s.accountNumber.blur()
    await expectFieldError(s.accountNumber, 'Invalid Account Number')
    await s.accountNumber.fill('1100345')
    await s.accountNumber.blur()
    await expectFieldError(s.accountNumber, 'Country Mismatched with Account Number')
    await expectNoAxeViolations(page, 'account number refused (en)')
    await s.chooseCountry('CA')
    await expect(s.accountNumber).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(s.m.checkoutContact.accountConfirmed)).toBeVisible()

    await s.no.check()
    await expect(s.accountNumber).toHaveCount(0)
    await s.yes.check()
    await expect(s.accountNumber).toHaveValue('')
  })

  test('ZIP: Canadian codes are auto-spaced after 3 characters and pasted spaces are removed (en)', async ({ page }) => {
    const s = contactStep(page, 'en')
    await s.open()
    await s.chooseCountry('CA')
    await s.zipCode.pressSequentially('k1a0b1')
    await expect(s.zipCode).toHaveValue('K1A 0B1')
    await s.zipCode.fill(' m 5v  2t6 ')
    await expect(s.zipCode).toHaveValue('M5V 2T6')
    await s.chooseCountry('US')
    await s.zipCode.fill(' 10 001 ')
    await expect(s.zipCode).toHaveValue('10001')
    await s.zipCode.pressSequentially('-12a34')
    await expect(s.zipCode).toHaveValue('10001-1234')
    await expect(s.zipCode).toHaveAccessibleDescription(s.m.checkoutContact.fields.zipHintUS)
  })

  test('Next stays disabled until every field is filled and the captcha is solved (en)', async ({ page }) => {
    const s = contactStep(page, 'en')
    await s.open()
    await s.fillValid('US')
    await expect(s.next).toBeDisabled()
    await s.solveCaptcha()
    await expect(s.next).toBeEnabled()
    await s.yes.check()
    await expect(s.next).toBeDisabled()
    await s.accountNumber.fill('1000234')
    await expect(s.next).toBeEnabled()
    await s.email.fill('')
    await expect(s.next).toBeDisabled()
    await expectNoAxeViolations(page, 'Next disabled (en)')
  })

  test('Next with invalid fields shows the error summary, whose links focus the fields (fr)', async ({ page }) => {
    const s = contactStep(page, 'fr')
    const v = s.m.validation
    await s.open()
    await s.fillValid('CA')
    await s.firstName.fill('É')
    await s.email.fill('emilie@exemple')
    await s.zipCode.fill('12345')
    await s.solveCaptcha()
    await s.next.click()
    const summary = page.getByRole('alert').filter({ hasText: s.m.ui.errorSummary.title })
    await expect(summary).toBeVisible()
    for (const message of [v.firstNameMin, v.emailInvalid, v.postalCodeInvalidCa]) await expect(summary.getByRole('link', { name: message })).toBeVisible()
    await expectFieldError(s.firstName, v.firstNameMin)
    await expectNoAxeViolations(page, 'error summary (fr)')
    await summary.getByRole('link', { name: v.emailInvalid }).click()
    await expect(s.email).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`${escape(stepPath('fr'))}$`))
  })

  test('the server refuses an existing customer of the other country with its message (fr)', async ({ page }) => {
    const s = contactStep(page, 'fr')
    await s.open()
    await s.fillValid('US')
    await s.zipCode.fill('10001')
    await s.yes.check()
    await s.accountNumber.fill('1100789')
    // Straight to Next without leaving the field: the submission's own account check answers.
    await s.solveCaptcha()
    await s.next.click()
    await expectFieldError(s.accountNumber, s.m.checkoutContact.errors.countryMismatch)
    await expect(page.getByRole('alert').filter({ hasText: s.m.checkoutContact.errors.countryMismatch })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${escape(stepPath('fr'))}$`))
  })

  test('a valid step lands on step 2 with the cart in US dollars (en)', async ({ page }) => {
    const s = contactStep(page, 'en')
    await s.open()
    await s.fillValid('US')
    await s.solveCaptcha()
    await expectNoAxeViolations(page, 'step 1 ready (en)')
    await s.next.click()
    await expect(page).toHaveURL(/\/en\/cart-summary$/)
    await expect(page.getByRole('heading', { level: 1, name: s.m.cart.checkout.heading })).toBeVisible({ timeout: 30_000 })
    const { cart } = (await (await page.request.get('/api/cart?locale=en')).json()) as { cart: { currency: string } }
    expect(cart.currency).toBe('USD')
  })

  test('an existing Canadian customer lands on step 2 with the cart in Canadian dollars, and Back from step 2 shows the step prefilled (fr)', async ({ page }) => {
    const s = contactStep(page, 'fr')
    await s.open()
    await s.fillValid('CA')
    await s.yes.check()
    await s.accountNumber.fill('1100345')
    await s.solveCaptcha()
    await s.next.click()
    await expect(page).toHaveURL(/\/fr\/cart-summary$/)
    // Step 1 is served at the same address: wait for step 2 before reading the cart.
    await expect(page.getByRole('heading', { level: 1, name: s.m.cart.checkout.heading })).toBeVisible({ timeout: 30_000 })
    const { cart } = (await (await page.request.get('/api/cart?locale=fr')).json()) as { cart: { currency: string } }
    expect(cart.currency).toBe('CAD')

    await page.goto('/fr/cart-summary?step=contact')
    await expect(page.getByRole('heading', { level: 1, name: s.m.checkoutContact.heading })).toBeVisible()
    await expect(s.lastName).toHaveValue('Gagnon')
    await expect(s.zipCode).toHaveValue('H3A 3G4')
    await expect(s.country).toContainText(s.m.checkoutContact.countries.CA)
    await expect(s.yes).toBeChecked()
    await expect(s.accountNumber).toHaveValue('1100345')
    await expectNoAxeViolations(page, 'step 1 prefilled (fr)')
  })
})
