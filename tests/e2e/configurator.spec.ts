// The container configurator (issue 3, spec 1 §2.1, §4, §5): state rules, every date and
// quantity message in both languages, continue to the cart, the saved configuration, the
// dialogs, keyboard use and the phone layout; axe on each state. Dates are computed from today
// with the app's own rules (tests/e2e/configurator/dates.ts), so the suite passes on any day.
import { expect, test, type Page } from './test'
import { format } from 'date-fns'
import { fr as frLocale } from 'date-fns/locale'
import { categories } from '../../seed/catalog/data/categories'
import { kits } from '../../seed/catalog/data/kits'
import { isoToLocalDate } from '../../src/lib/calendarDate'
import { expectNoAxeViolationsWithCalendarOpen } from './configurator/axe'
import * as d from './configurator/dates'
import { messages, validation, type Locale } from './configurator/messages'
import { configurator, configuratorPath, waitForHydration } from './configurator/page'
import { expectNoAxeViolations, holdScripts, onlyIn } from './support'

const mdy = d.isoToMdy
const locales: Locale[] = ['en', 'fr']
const kitLabel = (description: string, locale: Locale = 'en') => kits.find((k) => k.description === description)!.label[locale]
const categoryName = (code: string, locale: Locale = 'en') => categories.find((c) => c.code === code)!.name[locale]
const size = (length: number, locale: Locale = 'en') => messages(locale).configurator.form.sizeOption.replace('{length}', String(length))

/** Fills both dates with valid values. */
async function fillValidDates(c: ReturnType<typeof configurator>) {
  await c.typeDate(c.startDate, mdy(d.validStart))
  await c.typeDate(c.endDate, mdy(d.validEnd))
  await c.expectNoFieldError(c.startDate)
  await c.expectNoFieldError(c.endDate)
}

const dataLayerEvents = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[])

test.describe('configurator tabs', () => {
  for (const locale of locales) {
    onlyIn(locale, 'fr')(`?product_category=Tri_cam preselects the tri-cam tab (${locale})`, async ({ page }) => {
      const c = configurator(page, locale)
      await c.open('?product_category=Tri_cam')
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(c.tab(categoryName('tri-cam', locale))).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toContainText(size(20, locale))
      await expectNoAxeViolations(page, `configurator default state (${locale})`)
    })
  }

  test('other spellings of product_category, and the first tab without one', async ({ page }) => {
    const c = configurator(page)
    await c.open('?product_category=tri-cam')
    await expect(c.tab('Tri-cam')).toHaveAttribute('aria-selected', 'true')
    await c.open('?product_category=Premium')
    await expect(c.tab('Premium')).toHaveAttribute('aria-selected', 'true')
    await c.open()
    await expect(c.tab('Standard')).toHaveAttribute('aria-selected', 'true')
  })

  test('choosing a tab shows its containers and sends an analytics event', async ({ page }) => {
    const c = configurator(page)
    await c.open()
    await c.tab('Premium').click()
    await expect(c.tab('Premium')).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText(categoryName('premium'))
    await c.choose(c.containerSize, size(40))
    // The cached page holds the first container's markup only: this one's heading, gallery and details came after load.
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(/40 ft Premium/)
    await expect(page.getByRole('region', { name: /40 ft Premium/ }).getByRole('img').first()).toBeVisible()
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: messages('en').configurator.details.specifications })).toBeVisible()
    const events = await dataLayerEvents(page)
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'configurator_change', field: 'tab', category: 'premium' }),
        expect.objectContaining({ event: 'configurator_change', field: 'containerSize', value: '40ZI' }),
      ]),
    )
  })
})

test.describe('configurator state rules (spec 1 §4)', () => {
  test('a size change resets the kit to the second entry of the kit list', async ({ page }) => {
    const c = configurator(page)
    await c.open('?product_category=Tri_cam')
    await expect(c.accessoryKit).toHaveText(kitLabel('Protect'))
    await c.choose(c.accessoryKit, kitLabel('Protect Pro'))
    await c.choose(c.containerSize, size(40))
    await expect(c.accessoryKit).toHaveText(kitLabel('Protect'))
    // The gallery now shows the 40 ft container's images.
    await expect(page.getByRole('region', { name: /40/ })).toBeVisible()
  })

  test('None forces kit quantity 0 and disables it; leaving None restores 1', async ({ page }) => {
    const c = configurator(page)
    await c.open()
    await c.choose(c.accessoryKitQuantity, '1')
    await c.choose(c.accessoryKit, kitLabel('None'))
    await expect(c.accessoryKitQuantity).toHaveText('0')
    await expect(c.accessoryKitQuantity).toBeDisabled()
    await expect(page.getByRole('heading', { name: c.m.accessories.noneTitle })).toBeVisible()
    await c.choose(c.accessoryKit, kitLabel('Protect + Load'))
    await expect(c.accessoryKitQuantity).toHaveText('1')
    await expect(c.accessoryKitQuantity).toBeEnabled()
  })

  for (const locale of locales) {
    onlyIn(locale, 'en')(`a kit quantity above the container quantity shows the message and disables continue (${locale})`, async ({ page }) => {
      const c = configurator(page, locale)
      const message = validation(locale, 'kitQuantityExceedsContainer')
      await c.open()
      await fillValidDates(c)
      await expect(c.continueButton).toBeEnabled()
      await c.choose(c.accessoryKitQuantity, '3')
      await c.expectFieldError(c.accessoryKitQuantity, message)
      await expect(page.getByRole('status').filter({ hasText: message })).toHaveCount(1) // live region
      await expect(c.continueButton).toBeDisabled()
      await expectNoAxeViolations(page, `quantity error (${locale})`)
      await c.choose(c.containerQuantity, '3')
      await c.expectNoFieldError(c.accessoryKitQuantity)
      await expect(c.continueButton).toBeEnabled()
    })
  }

  test('continue is enabled only with both dates valid, a kit, and no quantity error', async ({ page }) => {
    const c = configurator(page)
    await c.open()
    await expect(c.continueButton).toBeDisabled()
    await expect(c.continueButton).toHaveAccessibleDescription(c.m.form.continueHint)
    await c.typeDate(c.startDate, mdy(d.validStart))
    await expect(c.continueButton).toBeDisabled()
    await c.typeDate(c.endDate, mdy(d.weekendEnd))
    await expect(c.continueButton).toBeDisabled()
    await c.typeDate(c.endDate, mdy(d.validEnd))
    await expect(c.continueButton).toBeEnabled()
    // A kit is always chosen (the dropdown has no empty entry); None is a kit too.
    await c.choose(c.accessoryKit, kitLabel('None'))
    await expect(c.continueButton).toBeEnabled()
    await c.choose(c.accessoryKit, kitLabel('Protect'))
    await c.choose(c.accessoryKitQuantity, '2')
    await expect(c.continueButton).toBeDisabled()
    await expect(c.continueButton).toHaveAccessibleDescription(c.m.form.quantityHint)
  })
})

test.describe('configurator dates (spec 1 §5)', () => {
  for (const locale of locales) {
    onlyIn(locale, 'fr')(`each start date rule shows its message (${locale})`, async ({ page }) => {
      const c = configurator(page, locale)
      // Typed as a person in Quebec types them (aaaa-mm-jj, issue 43): the same rules and messages.
      const cases: [text: string, key: Parameters<typeof validation>[1]][] = [
        ['2027-1-5', 'dateFormat'],
        ['2027-13-01', 'dateMonthRange'],
        ['2027-01-32', 'dateDayRange'],
        ['2101-01-05', 'dateYearRange'],
        ['2024-01-05', 'dateYearRange'],
        ['2027-02-30', 'dateInvalid'],
        [d.tooSoonStart, 'startDateTooSoon'],
        [d.weekendStart, 'startDateWeekend'],
        [d.holidayStart, 'startDateHoliday'],
      ]
      if (d.closureStart) cases.push([d.closureStart, 'startDateHoliday']) // seeded closure day
      await c.open()
      await expect(c.startDate).toHaveAttribute('placeholder', 'aaaa-mm-jj')
      for (const [text, key] of cases) {
        await c.typeDate(c.startDate, text)
        await expect(c.startDate).toHaveValue(text)
        await c.expectFieldError(c.startDate, validation(locale, key))
      }
      await expect(c.continueButton).toBeDisabled()
      await expectNoAxeViolations(page, `start date error (${locale})`)
      await c.typeDate(c.startDate, mdy(d.validStart))
      await c.expectNoFieldError(c.startDate)
    })

    onlyIn(locale, 'en')(`each end date rule shows its message (${locale})`, async ({ page }) => {
      const c = configurator(page, locale)
      await c.open()
      // An end without a start.
      await c.typeDate(c.endDate, mdy(d.validEnd))
      await c.expectFieldError(c.endDate, validation(locale, 'startDateFirst'))
      await c.typeDate(c.startDate, mdy(d.validStart))
      await c.expectNoFieldError(c.endDate)
      const cases: [text: string, key: Parameters<typeof validation>[1]][] = [
        [mdy(d.validStart), 'endDateAfterStart'],
        [mdy(d.weekendEnd), 'endDateWeekend'],
        [mdy(d.holidayEnd), 'endDateHoliday'],
        ['2/3/2027', 'dateFormat'],
      ]
      for (const [text, key] of cases) {
        await c.typeDate(c.endDate, text)
        await c.expectFieldError(c.endDate, validation(locale, key))
        await expect(c.continueButton).toBeDisabled()
      }
      await expectNoAxeViolations(page, `end date error (${locale})`)
    })

    onlyIn(locale, 'fr')(`a start on or after the end clears the end, with the format message (${locale})`, async ({ page }) => {
      const c = configurator(page, locale)
      await c.open()
      await fillValidDates(c)
      await c.typeDate(c.startDate, mdy(d.validEnd))
      await expect(c.endDate).toHaveValue('')
      await c.expectFieldError(c.endDate, validation(locale, 'dateFormat'))
      await expect(c.continueButton).toBeDisabled()
      // On or after: the same day clears it too, a day before keeps it.
      await c.typeDate(c.startDate, mdy(d.validStart))
      await c.typeDate(c.endDate, mdy(d.validEnd))
      await c.typeDate(c.startDate, mdy(d.nextBusinessDay(d.validStart)))
      await expect(c.endDate).toHaveValue(c.shown(mdy(d.validEnd)))
    })
  }

  test('the start picker disables weekend days and picks an allowed one', async ({ page }) => {
    const c = configurator(page)
    await c.open()
    await c.startCalendar.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('grid')).toBeVisible() // the calendar is loaded on first use
    const dayName = (iso: string) => format(isoToLocalDate(iso), 'EEEE, MMMM d, yyyy') // as the English day buttons name themselves (src/ui/DateCalendar.tsx)
    const weekend = dialog.getByRole('button', { name: dayName(d.weekendStart) })
    for (let i = 0; i < 3 && (await weekend.count()) === 0; i++) await dialog.getByRole('button', { name: /next month/i }).click()
    await expect(weekend).toBeDisabled()
    const allowed = dialog.getByRole('button', { name: dayName(d.nextBusinessDay(d.weekendStart)) })
    if ((await allowed.count()) === 0) await dialog.getByRole('button', { name: /next month/i }).click()
    await expect(allowed).toBeEnabled()
    await expectNoAxeViolationsWithCalendarOpen(page, 'start picker open')
    await allowed.click()
    await expect(dialog).toBeHidden()
    await expect(c.startDate).toHaveValue(mdy(d.nextBusinessDay(d.weekendStart)))
    await c.expectNoFieldError(c.startDate)
  })

  test('the French picker disables the same days', async ({ page }) => {
    const c = configurator(page, 'fr')
    await c.open()
    await c.typeDate(c.startDate, mdy(d.weekendStart))
    await c.startCalendar.click()
    const dialog = page.getByRole('dialog')
    const name = format(isoToLocalDate(d.weekendStart), 'PPPP', { locale: frLocale })
    await expect(dialog.getByRole('grid')).toBeVisible()
    await expect(dialog.getByRole('button', { name: new RegExp(name, 'i') })).toBeDisabled()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})

test.describe('continue (spec 1 §4)', () => {
  test('continue creates the cart, lands on the cart summary, and the returning visitor finds the configuration', async ({ page }) => {
    const c = configurator(page)
    await c.open('?product_category=Tri_cam')
    await c.choose(c.containerSize, size(40))
    await c.choose(c.containerQuantity, '2')
    await c.choose(c.accessoryKit, kitLabel('Protect Pro'))
    await c.choose(c.accessoryKitQuantity, '2')
    await fillValidDates(c)
    await page.evaluate(() => localStorage.setItem('boxline:cart:resize', '{"stale":true}'))
    await c.continueButton.click()
    await expect(page).toHaveURL(/\/en\/cart-summary$/, { timeout: 30_000 })
    const stored = await page.evaluate(() => ({ resize: localStorage.getItem('boxline:cart:resize'), tab: localStorage.getItem('boxline:configurator:tab') }))
    expect(stored).toEqual({ resize: null, tab: 'tri-cam' })

    // Back without ?product_category=: the remembered tab and its saved configuration.
    await page.goto(configuratorPath('en'))
    await waitForHydration(page)
    await expect(c.tab('Tri-cam')).toHaveAttribute('aria-selected', 'true')
    await expect(c.containerSize).toHaveText(size(40))
    await expect(c.containerQuantity).toHaveText('2')
    await expect(c.accessoryKit).toHaveText(kitLabel('Protect Pro'))
    await expect(c.accessoryKitQuantity).toHaveText('2')
    await expect(c.startDate).toHaveValue(mdy(d.validStart))
    await expect(c.endDate).toHaveValue(mdy(d.validEnd))
    await expect(c.continueButton).toBeEnabled()

    // The size rule: another size resets the kit; the saved size brings the saved kit back.
    await c.choose(c.containerSize, size(20))
    await expect(c.accessoryKit).toHaveText(kitLabel('Protect'))
    await c.choose(c.containerSize, size(40))
    await expect(c.accessoryKit).toHaveText(kitLabel('Protect Pro'))
    await expect(c.accessoryKitQuantity).toHaveText('2')
  })

  test('field errors from the server show inline and in an error summary', async ({ page }) => {
    const c = configurator(page, 'fr')
    await page.route('**/api/cart', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'invalid', fieldErrors: { startDate: ['validation.startDateHoliday'] } }),
      }),
    )
    await c.open()
    await fillValidDates(c)
    await c.continueButton.click()
    const message = validation('fr', 'startDateHoliday')
    const summary = page.getByRole('alert').filter({ hasText: messages('fr').ui.errorSummary.title })
    await expect(summary).toBeVisible()
    await c.expectFieldError(c.startDate, message)
    await expectNoAxeViolations(page, 'server field errors (fr)')
    await summary.getByRole('link', { name: message }).click()
    await expect(c.startDate).toBeFocused()
  })

  test('another failure shows a "Something went wrong!" toast', async ({ page }) => {
    const c = configurator(page)
    await page.route('**/api/cart', (route) => route.fulfill({ status: 500, body: 'boom' }))
    await c.open()
    await fillValidDates(c)
    await c.continueButton.click()
    await expect(page.getByRole('alert').filter({ hasText: c.m.errors.somethingWentWrong })).toBeVisible()
    await expect(c.continueButton).toBeEnabled()
    await expect(page).toHaveURL(/storage-containers/)
  })
})

test.describe('configurator dialogs and details', () => {
  test('compare accessory kits: an accessible table in a dialog', async ({ page }) => {
    const c = configurator(page)
    await c.open()
    const open = page.getByRole('button', { name: c.m.compareKits.open })
    await open.click()
    const dialog = page.getByRole('dialog', { name: c.m.compareKits.title })
    await expect(dialog).toBeVisible()
    const table = dialog.getByRole('table')
    for (const description of ['Protect', 'Protect + Organize', 'Protect + Load', 'Protect Pro'])
      await expect(table.getByRole('columnheader', { name: kitLabel(description), exact: true })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: c.m.compareKits.pricePerCycle })).toBeVisible()
    await expect(table.getByRole('cell', { name: c.m.compareKits.included }).first()).toBeAttached()
    await expectNoAxeViolations(page, 'compare kits dialog open')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })

  test('accessories: details on hover and on keyboard focus, and a detail dialog', async ({ page }) => {
    const c = configurator(page)
    await c.open()
    const first = page.locator('main li > button[aria-describedby]').first()
    const tooltip = page.getByRole('tooltip').first()
    await first.hover()
    await expect(tooltip).toBeVisible()
    await expectNoAxeViolations(page, 'accessory tooltip open (hover)')
    await page.mouse.move(0, 0)
    await expect(tooltip).toBeHidden()
    await first.focus()
    await expect(tooltip).toBeVisible()
    const name = (await tooltip.locator('p').first().textContent())!
    await page.keyboard.press('Escape')
    await expect(tooltip).toBeHidden()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img')).toBeVisible()
    await expectNoAxeViolations(page, 'accessory detail dialog open')
    await dialog.getByRole('button', { name: messages('en').ui.modal.close }).click()
    await expect(first).toBeFocused()
  })

  test('specifications, uses, product sheet and compare-products link', async ({ page }) => {
    const c = configurator(page)
    await c.open()
    await expect(page.getByRole('heading', { name: c.m.details.specifications })).toBeVisible()
    await expect(page.getByRole('heading', { name: c.m.details.uses })).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(c.m.details.productSheet) })).toHaveAttribute('href', /\.pdf/)
    await expect(page.getByRole('link', { name: c.m.intro.compareProducts }).first()).toHaveAttribute('href', '/en/products')
  })
})

test('a click on Container size made before the page’s script ran opens its list once it has (issue 46)', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto(configuratorPath('en'), { waitUntil: 'commit' })
  const c = configurator(page, 'en')
  await c.containerSize.waitFor({ state: 'visible' })
  await c.containerSize.click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
  release()
  await expect(page.getByRole('listbox')).toBeVisible()
  await expect(c.containerSize).toBeFocused()
  await expect(c.containerSize).toHaveAttribute('aria-expanded', 'true')
})

test('keyboard only: tabs, dropdowns, dates and continue', async ({ page }) => {
  const c = configurator(page)
  await c.open()
  const tab = c.tab('Standard')
  await tab.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(c.tab('Tri-cam')).toBeFocused()
  await expect(c.tab('Tri-cam')).toHaveAttribute('aria-selected', 'true')

  const tabTo = async (target: ReturnType<typeof page.locator>) => {
    for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    await expect(target).toBeFocused()
  }
  await tabTo(c.containerSize)
  await page.keyboard.press('ArrowDown') // opens
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(c.containerSize).toHaveText(size(40))
  await page.keyboard.press('Tab')
  await expect(c.containerQuantity).toBeFocused()
  await page.keyboard.press('2')
  await page.keyboard.press('Enter')
  await expect(c.containerQuantity).toHaveText('2')
  await page.keyboard.press('Tab')
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await expect(c.accessoryKit).toHaveText(kitLabel('Protect Pro'))
  await page.keyboard.press('Tab')
  await expect(c.accessoryKitQuantity).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(c.startDate).toBeFocused()
  await page.keyboard.type(mdy(d.validStart))
  await page.keyboard.press('Tab')
  // The calendar button opens the picker; Escape closes it and focus comes back.
  await expect(c.startCalendar).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(c.startCalendar).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(c.endDate).toBeFocused()
  await page.keyboard.type(mdy(d.validEnd))
  await tabTo(c.continueButton)
  await expect(c.continueButton).toBeEnabled()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/cart-summary$/, { timeout: 30_000 })
})

test('phone: a dropdown replaces the tabs @responsive', async ({ page }) => {
  const c = configurator(page)
  await c.open()
  await expect(page.getByRole('tablist')).toBeHidden()
  const category = page.getByRole('combobox', { name: c.m.categories.select })
  await expect(category).toHaveText('Standard')
  await c.choose(category, 'Tri-cam')
  await expect(page.getByRole('tabpanel')).toContainText(categoryName('tri-cam'))
  await fillValidDates(c)
  await expect(c.continueButton).toBeEnabled()
  await expectNoAxeViolations(page, 'configurator on a phone')
  await page.getByRole('button', { name: c.m.compareKits.open }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page, 'compare kits dialog on a phone')
})
