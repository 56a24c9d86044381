// The configurator page as a visitor sees it: controls found by their role and label.
import { expect, type Locator, type Page } from '../test'
import { dateFieldText } from '../../../src/lib/calendarDate'
import { messages, type Locale } from './messages'

export const configuratorPath = (locale: Locale, query = '') => `/${locale}/products/storage-containers${query}`

export function configurator(page: Page, locale: Locale = 'en') {
  const m = messages(locale).configurator
  const form = page.getByRole('form', { name: m.form.title })
  const combobox = (name: string) => form.getByRole('combobox', { name, exact: true })
  const self = {
    m,
    form,
    containerSize: combobox(m.form.containerSize),
    containerQuantity: combobox(m.form.containerQuantity),
    accessoryKit: combobox(m.form.accessoryKit),
    accessoryKitQuantity: combobox(m.form.accessoryKitQuantity),
    startDate: form.getByRole('textbox', { name: m.form.startDate }),
    endDate: form.getByRole('textbox', { name: m.form.endDate }),
    startCalendar: form.getByRole('button', { name: new RegExp(`^${m.form.startDate}`) }),
    continueButton: form.getByRole('button', { name: m.form.continue, exact: true }),
    tab: (name: string) => page.getByRole('tab', { name }),

    async open(query = '') {
      await page.goto(configuratorPath(locale, query))
      await expect(form).toBeVisible()
      await waitForHydration(page)
    },

    /** Opens a dropdown and picks an option by its visible name. */
    async choose(select: Locator, option: string) {
      await select.click()
      await page.getByRole('option', { name: option, exact: true }).click()
      await expect(select).toHaveText(option)
    },

    /** Types a date as a visitor would (replacing what is there) and leaves the field. */
    /** A date as its field shows it: `mm/dd/yyyy` in English, the Quebec `aaaa-mm-jj` in French (a complete `mm/dd/yyyy` given is rewritten). */
    shown: (text: string) => dateFieldText(text, locale === 'fr' ? 'iso' : 'mdy'),

    /** Types a date as a person in this language does (`mm/dd/yyyy` text given is typed `aaaa-mm-jj` in French), then leaves the field. */
    async typeDate(field: Locator, text: string) {
      await field.fill('')
      await field.pressSequentially(dateFieldText(text, locale === 'fr' ? 'iso' : 'mdy'))
      await field.press('Tab')
    },

    /** The message the field announces (its accessible description holds the inline error). */
    async expectFieldError(field: Locator, message: string) {
      await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
      await expect(field).toHaveAttribute('aria-invalid', 'true')
    },

    async expectNoFieldError(field: Locator) {
      await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    },
  }
  return self
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Waits until React has hydrated the configurator island (its form carries React's props). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('main form')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'))
  })
}
