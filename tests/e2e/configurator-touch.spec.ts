// The accessory hint fits the device (issue 11): a touch screen cannot hover, so it is told to
// tap, and a tap opens the accessory's details; a mouse user is told to point. CSS only
// (@media (hover: none)), so the configurator's JavaScript does not grow.
import { expect, test } from './test'
import { messages, type Locale } from './configurator/messages'
import { configurator } from './configurator/page'
import { expectNoAxeViolations, onlyIn } from './support'

const HOVER_WORDS = /hover|point|survol|pointez/i

for (const locale of ['en', 'fr'] as Locale[]) {
  onlyIn(locale, 'fr')(`phone: the accessory hint says tap, and a tap shows the accessory's details (/${locale}) @responsive`, async ({ page }) => {
    const m = messages(locale).configurator.accessories
    const c = configurator(page, locale)
    await c.open()
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches), 'the phone project is a touch device').toBe(true)
    const hint = page.getByText(m.hintTouch, { exact: true })
    await expect(hint).toBeVisible()
    await expect(page.getByText(m.hint, { exact: true })).toBeHidden()
    expect(await hint.locator('xpath=..').innerText()).not.toMatch(HOVER_WORDS)

    const first = page.locator('main li > button[aria-describedby]').first()
    const name = (await first.locator('span.font-semibold').innerText()).trim()
    await first.scrollIntoViewIfNeeded()
    await first.tap()
    const dialog = page.getByRole('dialog', { name })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img')).toBeVisible()
    await expectNoAxeViolations(page, `/${locale} accessory details on a phone`)
    await dialog.getByRole('button', { name: messages(locale).ui.modal.close }).tap()
    await expect(dialog).toBeHidden()
  })
}

test('desktop: the accessory hint speaks of pointing and the keyboard, and focus shows the summary', async ({ page }) => {
  const m = messages('en').configurator.accessories
  const c = configurator(page)
  await c.open()
  await expect(page.getByText(m.hint, { exact: true })).toBeVisible()
  await expect(page.getByText(m.hintTouch, { exact: true })).toBeHidden()
  const first = page.locator('main li > button[aria-describedby]').first()
  await first.focus()
  await expect(page.getByRole('tooltip').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
})
