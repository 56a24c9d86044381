// Checkout step 2, the cart summary (spec 2 §2–§5, §8, §9; issue 4 item 2), in both languages,
// clicking as a visitor would. Each test makes its own cart (POST /api/cart through page.request,
// which shares the page's cookie) and submits step 1 through POST /api/cart-contact.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { expect, test, type APIRequestContext, type Locator, type Page } from './test'
import { addBusinessDays, earliestStartDate, isBusinessDay } from '@/lib/businessDays'
import { addDays, isoToMdy, todayInZone, type IsoDate } from '@/lib/calendarDate'
import { expectNoAxeViolations, apiPost, onlyIn } from './support'
import { messages, type Locale } from './configurator/messages'

const CLOSURES = ['2026-12-24', '2026-12-31']
const nextBusinessDay = (date: IsoDate): IsoDate => (isBusinessDay(date, CLOSURES) ? date : nextBusinessDay(addDays(date, 1)))
// Two business days past the earliest start: still allowed when the run crosses the business's
// midnight after this file was loaded (a start computed the day before became too soon).
const start = addBusinessDays(earliestStartDate(todayInZone(), CLOSURES), 2, CLOSURES)
const end = nextBusinessDay(addDays(start, 29))

type Line = [category: string, productCode: string, kit: string, containerQuantity?: number]

async function captchaToken(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

/** A cart with these lines and a submitted step 1 (site ZIP and country), in the page's cookie jar. */
async function cartAtStep2(page: Page, lines: Line[], site: { zipCode: string; country: 'US' | 'CA' } = { zipCode: '10118', country: 'US' }) {
  for (const [categoryId, containerId, kitId, containerQuantity = 2] of lines) {
    const res = await apiPost(page.request, '/api/cart', {
      data: { categoryId, containerId, containerQuantity, kitId, kitQuantity: kitId === 'None' ? 0 : 1, startDate: isoToMdy(start), endDate: isoToMdy(end) },
    })
    expect(res.status(), 'line added').toBe(200)
  }
  const contact = await apiPost(page.request, '/api/cart-contact', {
    data: {
      firstName: 'Jeanne',
      lastName: 'Tremblay',
      companyName: 'Construction Tremblay inc.',
      email: 'jeanne.tremblay@example.com',
      phone: '(514) 555-0163',
      existingCustomer: false,
      accountNumber: null,
      captchaToken: await captchaToken(page.request),
      locale: 'en',
      ...site,
    },
  })
  expect(contact.status(), 'step 1 submitted').toBe(200)
}

function summary(page: Page, locale: Locale) {
  const m = messages(locale).cart
  const c = m.checkout
  const form = page.getByRole('form', { name: c.addressHeading })
  const lines = page.getByRole('article')
  return {
    m,
    c,
    form,
    lines,
    line: (name: string) => lines.filter({ has: page.getByRole('heading', { level: 3, name }) }),
    combobox: (scope: Locator, name: string) => scope.getByRole('combobox', { name, exact: true }),
    field: (name: string, nth = 0) => form.getByRole('textbox', { name, exact: true }).nth(nth),
    totals: page.getByRole('region', { name: c.totalsHeading }),
    next: page.getByRole('button', { name: c.next, exact: true }),
    terms: page.getByRole('checkbox', { name: c.termsAccept }),
    /** Opens the rental terms (which unlocks their box) and accepts them. */
    async acceptTerms() {
      const [terms] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: new RegExp(c.termsLink) }).click()])
      await terms.close()
      await page.getByRole('checkbox', { name: c.termsAccept }).check()
    },
    async open() {
      await page.goto(`/${locale}/cart-summary`)
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible()
      await page.waitForFunction(() => Object.keys(document.querySelector('main form') ?? {}).some((k) => k.startsWith('__reactProps')))
    },
    async choose(select: Locator, option: string) {
      await select.click()
      await page.getByRole('option', { name: option, exact: true }).click()
      await expect(select).toHaveText(option)
    },
  }
}

const v = (locale: Locale, key: keyof ReturnType<typeof messages>['validation']) => messages(locale).validation[key]

for (const locale of ['en', 'fr'] as const) {
  test.describe(`cart summary (${locale})`, () => {
    test('shows step 2 of 2 with the lines, the totals with tax (T), the add-ons; Back returns to step 1', async ({ page }) => {
      await cartAtStep2(page, [['standard', '20WS', 'Protect']])
      const s = summary(page, locale)
      await s.open()
      await expect(page.getByRole('navigation', { name: s.c.stepperLabel })).toContainText(s.c.stepCart)
      await expect(s.lines).toHaveCount(1)
      await expect(s.totals.getByRole('rowheader', { name: s.c.totalContainerRental })).toBeVisible()
      await expect(s.totals.getByRole('rowheader', { name: s.c.deliveryAndReturnFee })).toBeVisible()
      // New York: 4 % state sales tax, from the ZIP of step 1.
      const tax = locale === 'en' ? 'State sales tax (4%) (T)' : 'Taxe de vente de l’État (4\u00a0%) (T)'
      await expect(s.totals.getByRole('rowheader', { name: tax })).toBeVisible()
      await expect(s.totals.getByRole('heading', { name: s.c.recurringHeading.replace('{days}', '28') })).toBeVisible()
      await expect(page.getByTestId('cart-total')).toHaveText(locale === 'en' ? /^\$[\d,]+\.\d{2}$/ : /^[\d\u00a0]+,\d{2}\u00a0\$\u00a0US$/)
      const addOns = page.getByRole('region', { name: s.c.addOnsHeading })
      await expect(addOns.getByRole('link')).toHaveCount(2)
      await expect(addOns.getByRole('link').first()).toHaveAttribute('href', `/${locale}/products/storage-containers?product_category=premium`)
      await expect(s.next).toBeDisabled()
      await expectNoAxeViolations(page, `/${locale}/cart-summary step 2`)

      await page.getByRole('link', { name: s.c.back, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart-summary\\?step=contact$`))
      await expect(page.getByRole('heading', { level: 1, name: s.c.heading })).toHaveCount(0)
      await expectNoAxeViolations(page, `/${locale}/cart-summary?step=contact`)
    })

    onlyIn(locale, 'en')('a line edit is recalculated by the server, with the configurator’s quantity rule', async ({ page }) => {
      await cartAtStep2(page, [['premium', '20ZI', 'Protect', 2]])
      const s = summary(page, locale)
      await s.open()
      const line = s.lines.first()
      const lineTotal = line.getByTestId('line-total')
      const before = await lineTotal.textContent()
      const total = await page.getByTestId('cart-total').textContent()

      await s.choose(s.combobox(line, s.m.fields.kitQuantity), '3')
      await expect(line.getByText(v(locale, 'kitQuantityExceedsContainer')).first()).toBeVisible()
      await expect(lineTotal).toHaveText(before!)

      await s.choose(s.combobox(line, s.m.fields.containerQuantity), '4')
      await expect(line.getByText(v(locale, 'kitQuantityExceedsContainer'))).toHaveCount(0)
      await expect(lineTotal).not.toHaveText(before!)
      await expect(page.getByTestId('cart-total')).not.toHaveText(total!)

      await s.choose(s.combobox(line, s.m.fields.kit), locale === 'en' ? 'None' : 'Aucune')
      await expect(s.combobox(line, s.m.fields.kitQuantity)).toHaveText('0')
      await expect(s.combobox(line, s.m.fields.kitQuantity)).toBeDisabled()

      const startDate = line.getByRole('textbox', { name: s.m.fields.startDate })
      await startDate.fill('')
      await startDate.pressSequentially(locale === 'fr' ? todayInZone() : isoToMdy(todayInZone()))
      await expect(line.getByText(v(locale, 'startDateTooSoon'))).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}/cart-summary line errors`)

      await s.choose(s.combobox(line, s.c.containerSize), s.c.sizeOption.replace('{length}', '40'))
      await expect(line.getByRole('heading', { level: 3 })).toContainText('40')
      // The size change resets the kit to the container's second kit (spec 1 §4).
      await expect(s.combobox(s.lines.first(), s.m.fields.kit)).toHaveText(locale === 'en' ? 'Protect' : 'Protection')
    })

    onlyIn(locale, 'fr')('deleting a line asks first; the last line empties the cart', async ({ page }) => {
      await cartAtStep2(page, [
        ['standard', '20WS', 'Protect'],
        ['tri-cam', '20ZS', 'None'],
      ])
      const s = summary(page, locale)
      await s.open()
      await expect(s.lines).toHaveCount(2)
      const name = (await s.lines.nth(1).getByRole('heading', { level: 3 }).textContent())!
      await s.lines.nth(1).getByRole('button', { name: s.c.deleteLine.replace('{name}', name) }).click()
      const dialog = page.getByRole('alertdialog', { name: s.c.deleteTitle })
      await expect(dialog).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}/cart-summary delete modal`)
      await dialog.getByRole('button', { name: s.c.deleteCancel }).click()
      await expect(dialog).toBeHidden()
      await expect(s.lines).toHaveCount(2)

      await s.lines.nth(1).getByRole('button', { name: s.c.deleteLine.replace('{name}', name) }).click()
      await dialog.getByRole('button', { name: s.c.deleteConfirm }).click()
      await expect(s.lines).toHaveCount(1)
      await expect(page.getByRole('region', { name: s.c.addOnsHeading }).getByRole('link')).toHaveCount(2)

      const last = (await s.lines.first().getByRole('heading', { level: 3 }).textContent())!
      await s.lines.first().getByRole('button', { name: s.c.deleteLine.replace('{name}', last) }).click()
      await dialog.getByRole('button', { name: s.c.deleteConfirm }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/empty-cart$`))
      await expect(page.getByRole('heading', { level: 1, name: s.m.empty })).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}/empty-cart`)
    })

    onlyIn(locale, 'en')('every cart-form rule shows its message; billing can differ from the site', async ({ page }) => {
      await cartAtStep2(page, [['standard', '20WS', 'Protect']])
      const s = summary(page, locale)
      await s.open()
      // Step 1's ZIP prefills the site's ZIP (and the state and city the postal data gives).
      await expect(s.field(s.c.zipCode)).toHaveValue('10118')
      await s.field(s.c.city).fill('')
      await s.field(s.c.state).fill('')
      await s.acceptTerms()
      // Next saves the addresses: with errors it stays and lists them.
      await s.next.click()
      const alert = s.form.getByRole('alert')
      await expect(alert.getByRole('link', { name: v(locale, 'addressRequired') })).toBeVisible()
      await expect(alert.getByRole('link', { name: v(locale, 'cityRequired') })).toBeVisible()
      await expect(alert.getByRole('link', { name: v(locale, 'stateRequired') })).toBeVisible()

      await s.field(s.c.street).fill('x'.repeat(257))
      await s.field(s.c.city).fill('y'.repeat(51))
      await s.field(s.c.state).fill('z'.repeat(51))
      await s.field(s.c.zipCode).fill('1'.repeat(21))
      await s.field(s.c.street).click()
      await expect(s.form.getByText(v(locale, 'addressMax'))).toBeVisible()
      await expect(s.form.getByText(v(locale, 'cityMax'))).toBeVisible()
      await expect(s.form.getByText(v(locale, 'stateMax'))).toBeVisible()
      await expect(s.form.getByText(v(locale, 'zipCodeMax'))).toBeVisible()

      await s.field(s.c.zipCode).fill('')
      await s.field(s.c.street).click()
      await expect(s.form.getByText(v(locale, 'zipCodeRequired'))).toBeVisible()
      await s.field(s.c.zipCode).fill('K1A 0B1')
      await s.field(s.c.street).click()
      await expect(s.form.getByText(v(locale, 'zipInvalidForCountry').replace('{country}', s.c.countries.US))).toBeVisible()

      await page.getByRole('checkbox', { name: s.c.billingSame }).uncheck()
      await expect(s.form.getByRole('group', { name: s.c.billingAddress })).toBeVisible()
      await s.next.click()
      // The site street is too long; the billing street is missing.
      await expect(alert.getByRole('link', { name: v(locale, 'addressMax') })).toHaveCount(1)
      await expect(alert.getByRole('link', { name: v(locale, 'addressRequired') })).toHaveCount(1)
      await expect(alert.getByRole('link', { name: v(locale, 'cityRequired') })).toHaveCount(1)
      await expectNoAxeViolations(page, `/${locale}/cart-summary address errors`)
      await page.getByRole('checkbox', { name: s.c.billingSame }).check()
      await expect(s.form.getByRole('group', { name: s.c.billingAddress })).toHaveCount(0)
    })

    onlyIn(locale, 'fr')('a postal-code change recalculates the tax; an unknown code shows the banner', async ({ page }) => {
      await cartAtStep2(page, [['standard', '20WS', 'Protect']])
      const s = summary(page, locale)
      await s.open()
      const stateTax = (rate: string) => (locale === 'en' ? `State sales tax (${rate}%) (T)` : `Taxe de vente de l’État (${rate}\u00a0%) (T)`)
      await expect(s.totals.getByRole('rowheader', { name: stateTax('4') })).toBeVisible()

      await s.field(s.c.zipCode).fill('90210')
      await s.field(s.c.street).click()
      await expect(s.totals.getByRole('rowheader', { name: stateTax(locale === 'en' ? '7.25' : '7,25') })).toBeVisible()
      await expect(s.field(s.c.state)).toHaveValue('CA')

      await s.field(s.c.zipCode).fill('00000')
      await s.field(s.c.street).click()
      await expect(s.form.getByRole('alert').filter({ hasText: s.c.zipBanner })).toBeVisible()
      await expect(s.totals.getByRole('rowheader', { name: stateTax(locale === 'en' ? '7.25' : '7,25') })).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}/cart-summary zip banner`)

      // Canada: the currency follows the country, Quebec has GST + QST and the French terms.
      await s.choose(s.combobox(s.form, s.c.country), s.c.countries.CA)
      await s.field(s.c.zipCode).fill('H2X 1Y4')
      await s.field(s.c.street).click()
      await expect(s.totals.getByRole('rowheader', { name: locale === 'en' ? 'QST (9.975%) (T)' : 'TVQ (9,975\u00a0%) (T)' })).toBeVisible()
      await expect(s.totals.getByRole('rowheader', { name: locale === 'en' ? 'GST (5%) (T)' : 'TPS (5\u00a0%) (T)' })).toBeVisible()
      await expect(s.form.getByRole('alert').filter({ hasText: s.c.zipBanner })).toHaveCount(0)
      await expect(page.getByTestId('cart-total')).toHaveText(locale === 'en' ? /^CA\$[\d,]+\.\d{2}$/ : /^[\d\u00a0]+,\d{2}\u00a0\$$/)
      await expect(page.getByRole('link', { name: new RegExp(s.c.termsLink) })).toHaveAttribute('href', '/fr/legal/rental-terms')
    })

    onlyIn(locale, 'en')('Next needs the terms, which unlock once their link is opened, and saves the address on its way', async ({ page }) => {
      await cartAtStep2(page, [['standard', '20WS', 'Protect']])
      const s = summary(page, locale)
      await s.open()
      await expect(s.terms).toBeDisabled()
      await expect(page.getByText(s.c.termsHint)).toBeVisible()
      const [terms] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: new RegExp(s.c.termsLink) }).click()])
      await expect(terms).toHaveURL(new RegExp(`/${locale}/legal/rental-terms$`))
      await expect(terms.getByRole('heading', { level: 1, name: s.m.termsPage.title })).toBeVisible()
      await terms.close()

      await expect(s.terms).toBeEnabled()
      await s.terms.check()
      await expect(s.next).toBeEnabled()

      // An incomplete address is not saved: Next stays on the page and lists what is missing.
      await s.field(s.c.city).fill('')
      await s.next.click()
      await expect(s.form.getByRole('alert').getByRole('link', { name: v(locale, 'addressRequired') })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart-summary$`))

      // A suggestion for the street, completed with the ZIP of step 1, fills the address.
      await s.field(s.c.city).fill('')
      await s.field(s.c.street).fill('350 Fifth Avenue')
      const suggestion = page.getByRole('list', { name: s.c.suggestions })
      await suggestion.getByRole('button', { name: s.c.useSuggestion.replace('{address}', '350 Fifth Avenue, New York, NY 10118') }).click()
      await expect(suggestion).toHaveCount(0)
      await expect(s.field(s.c.city)).toHaveValue('New York')
      await expect(s.field(s.c.state)).toHaveValue('NY')
      await expect(s.next).toBeEnabled()
      await expectNoAxeViolations(page, `/${locale}/cart-summary ready`)
      await s.next.click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart-summary/checkout-payment`))
      // Saved on the way: the payment page bills the address typed on the summary.
      await expect(page.getByText('350 Fifth Avenue', { exact: false }).first()).toBeVisible()
    })
  })
}

test('with every category in the cart, no add-on is recommended', async ({ page }) => {
  await cartAtStep2(page, [
    ['standard', '20WS', 'Protect'],
    ['premium', '20ZI', 'Protect'],
    ['tri-cam', '20ZS', 'Protect'],
  ])
  const s = summary(page, 'en')
  await s.open()
  await expect(page.getByRole('region', { name: s.c.addOnsHeading })).toContainText(s.c.noAddOns)
})

test('without a cart, the cart summary goes to the empty cart (noindex)', async ({ page }) => {
  await page.goto('/fr/cart-summary')
  await expect(page).toHaveURL(/\/fr\/empty-cart$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Panier vide' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('link', { name: messages('fr').cart.configureLink })).toHaveAttribute('href', '/fr/products/storage-containers')
  await expectNoAxeViolations(page, '/fr/empty-cart')
})

test('the rental terms page, in both languages', async ({ page }) => {
  for (const locale of ['en', 'fr'] as const) {
    await page.goto(`/${locale}/legal/rental-terms`)
    await expect(page.getByRole('heading', { level: 1, name: messages(locale).cart.termsPage.title })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: '28' }).first()).toBeVisible()
    await expectNoAxeViolations(page, `/${locale}/legal/rental-terms`)
  }
})

test('a cart without step 1 shows step 1 first', async ({ page }) => {
  const res = await apiPost(page.request, '/api/cart', {
    data: { categoryId: 'standard', containerId: '20WS', containerQuantity: 1, kitId: 'Protect', kitQuantity: 1, startDate: isoToMdy(start), endDate: isoToMdy(end) },
  })
  expect(res.status()).toBe(200)
  await page.goto('/en/cart-summary')
  await expect(page.getByRole('heading', { level: 1, name: messages('en').cart.checkout.heading })).toHaveCount(0)
  await expect(page.getByRole('article')).toHaveCount(0)
})
