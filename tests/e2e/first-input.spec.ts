// The visitor's first input, made the moment the control is visible, takes effect once (issue 46).
// One probe per kind of interactive control. Each runs in two ways:
//  - "held": the page's scripts are held back until the input is made, so it certainly lands on the
//    server's HTML (the deterministic worst case for a control that needs its script);
//  - "as it comes": nothing held, the input made as soon as the control shows; it lands before,
//    during or after hydration, as a real visitor's does (what hydration must not lose or double).
// Held once, on a CPU slowed 4×; as it comes at normal speed and slowed 4×. FIRST_INPUT_RUNS (1 in `npm test`, 5 in
// `npm run bench -- first-input`) repeats each "as it comes" probe; every run must take effect once.
// A run's annotation says whether its input landed before the control was interactive, so the bench
// can print how many of them met the server's HTML.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from './test'
import { holdScripts, isInteractive } from './support'
import type enMessages from '../../messages/en.json'
import { cartReadyForPayment } from './checkout/steps'
import { paymentPath, paymentFrame } from './checkout/payment'
import { configurator, configuratorPath } from './configurator/page'
import { isoToMdy, validStart } from './configurator/dates'
import { seeded } from './rentalQuotePage'

const en = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../messages/en.json'), 'utf8')) as typeof enMessages
const RUNS = Math.max(1, Number(process.env.FIRST_INPUT_RUNS ?? 1))
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

interface Probe {
  /** The kind of control, as the issue names it. */
  kind: string
  /** The page, after any setup it needs (a cart). */
  open: (page: Page) => Promise<string>
  /** The visitor's phone (the phone menu shows below 1024 px). */
  phone?: boolean
  control: (page: Page) => Locator
  /** The first input, made on the visible control. */
  act: (control: Locator, page: Page) => Promise<unknown>
  /** The element whose handlers mark the page as taken over (the control itself unless said). */
  hydrated?: (page: Page) => Locator
  /** What the input did, exactly once, once the page is interactive. */
  effect: (control: Locator, page: Page) => Promise<void>
}

const c = (page: Page) => configurator(page, 'en')
const at = (path: string) => async () => path
const typedDate = isoToMdy(validStart)
/** A text field's probe: the text typed at once is there, whole, once the field is left. */
const keepsTyped = (text: string): Pick<Probe, 'act' | 'effect'> => ({
  act: (control) => control.pressSequentially(text),
  effect: async (control) => {
    await control.press('Tab')
    await expect(control).toHaveValue(text)
  },
})

const PROBES: Probe[] = [
  {
    kind: 'select (native, the unit search refine form)',
    open: at('/en/search?distance=within250miles&coordinates=29.76%2C-95.36&name=Houston%2C+TX+77002'),
    control: (page) => page.getByRole('form', { name: 'Refine your search' }).getByLabel('Unit type'),
    act: (control) => control.selectOption('storageContainer'),
    effect: async (control) => expect(control).toHaveValue('storageContainer'),
  },
  {
    kind: 'combobox and listbox (the configurator’s Container size)',
    open: at(configuratorPath('en')),
    control: (page) => c(page).containerSize,
    act: (control) => control.click(),
    effect: async (control, page) => {
      await expect(page.getByRole('listbox')).toBeVisible()
      await expect(control).toHaveAttribute('aria-expanded', 'true')
      await expect(control).toBeFocused()
    },
  },
  {
    kind: 'tab (the configurator’s second category)',
    open: at(configuratorPath('en')),
    control: (page) => page.getByRole('tab').nth(1),
    act: (control) => control.click(),
    effect: async (control, page) => {
      await expect(control).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tab', { selected: true })).toHaveCount(1)
    },
  },
  {
    kind: 'accordion (about us)',
    open: at('/en/about-us'),
    control: (page) => page.locator('main button[aria-controls][aria-expanded]').first(),
    act: (control) => control.click(),
    effect: async (control) => expect(control).toHaveAttribute('aria-expanded', 'true'),
  },
  {
    kind: 'date box (the configurator’s start date)',
    open: at(configuratorPath('en')),
    control: (page) => c(page).startDate,
    act: (control) => control.pressSequentially(typedDate),
    effect: async (control) => {
      await control.press('Tab')
      await expect(control).toHaveValue(typedDate)
      await expect(control).not.toHaveAttribute('aria-invalid', 'true')
    },
  },
  {
    kind: 'text field (the rental quote’s first name)',
    open: at('/en/request-quote'),
    control: (page) => page.locator('main form').getByRole('textbox', { name: seeded.en.firstName, exact: true }),
    ...keepsTyped('Amélie'),
  },
  {
    kind: 'checkbox (the rental quote’s storage containers)',
    open: at('/en/request-quote'),
    control: (page) => page.locator('main form').getByRole('checkbox', { name: new RegExp(`^${escape(seeded.en.storage)}`) }),
    act: (control) => control.click(),
    effect: async (control, page) => {
      // Leaving the form's first field re-renders it (touched): the tick must survive that too.
      await page.locator('main form').getByRole('textbox', { name: seeded.en.firstName, exact: true }).focus()
      await page.keyboard.press('Tab')
      await expect(control).toBeChecked()
    },
  },
  {
    kind: 'radio (the payment method)',
    open: async (page) => {
      await cartReadyForPayment(page, 'en')
      return paymentPath('en')
    },
    control: (page) => page.getByRole('radio', { name: en.checkoutPayment.method.card }),
    act: (control) => control.click(),
    effect: async (control, page) => {
      await expect(control).toBeChecked()
      await expect(paymentFrame(page, 'en').getByRole('textbox', { name: en.paymentFrame.firstName, exact: true })).toBeVisible({ timeout: 30_000 })
    },
  },
  {
    kind: 'the phone menu button',
    open: at('/en'),
    phone: true,
    control: (page) => page.locator('#phone-menu > summary'),
    act: (control) => control.click(),
    hydrated: (page) => page.locator('#phone-menu'),
    effect: async (control, page) => {
      await expect(page.locator('#phone-menu')).toHaveAttribute('open', '')
      await expect(page.locator('#phone-menu').getByRole('link').first()).toBeVisible()
    },
  },
  {
    kind: 'a list’s search box (news and events)',
    open: at('/en/events'),
    control: (page) => page.getByRole('searchbox', { name: en.events.search.label }),
    act: (control) => control.pressSequentially('open house'),
    effect: async (control, page) => {
      await expect(control).toHaveValue('open house')
      await page.getByRole('search').getByRole('button', { name: en.events.search.submit, exact: true }).click()
      await expect(page).toHaveURL(/[?&]q=open(\+|%20)house/)
      await expect(page.getByText(/results? for “open house”/)).toBeVisible()
    },
  },
  {
    kind: 'the guest payment lookup (account number)',
    open: at('/en/guest-payment'),
    control: (page) => page.getByRole('textbox', { name: en.guestPayment.lookup.accountNumber, exact: true }),
    ...keepsTyped('1234567'),
  },
  {
    kind: 'the guest payment lookup (Add another invoice)',
    open: at('/en/guest-payment'),
    control: (page) => page.getByRole('button', { name: en.guestPayment.lookup.addInvoice }),
    act: (control) => control.click(),
    effect: async (_control, page) => {
      await expect(page.getByRole('textbox', { name: en.guestPayment.lookup.invoiceNumberN.replace('{n}', '2'), exact: true })).toBeVisible()
      await expect(page.getByRole('textbox', { name: en.guestPayment.lookup.invoiceNumberN.replace('{n}', '3'), exact: true })).toHaveCount(0)
    },
  },
]

async function slowCpu(page: Page, rate: number) {
  if (rate === 1) return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}

/** Opens the probe's page, makes its input the moment the control is visible, and checks the effect. */
async function firstInput(page: Page, probe: Probe, rate: number, held: boolean) {
  const url = await probe.open(page)
  await slowCpu(page, rate)
  const release = held ? await holdScripts(page) : () => {}
  await page.goto(url, { waitUntil: 'commit' })
  const control = probe.control(page)
  await control.waitFor({ state: 'visible', timeout: 30_000 })
  await probe.act(control, page)
  const marker = probe.hydrated?.(page) ?? control
  const before = !(await marker.evaluate(isInteractive).catch(() => true))
  if (held) expect(before, 'the input met the server’s HTML').toBe(true)
  test.info().annotations.push({ type: 'first-input', description: JSON.stringify({ kind: probe.kind, rate, held, beforeScript: before }) })
  release()
  await expect.poll(() => marker.evaluate(isInteractive), { timeout: 45_000 }).toBe(true)
  await probe.effect(control, page)
}

for (const probe of PROBES) {
  test.describe(probe.kind, () => {
    if (probe.phone) test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    // Held scripts make the same worst case at any speed: once, on the slowed CPU.
    test('held scripts, CPU slowed 4×', async ({ page }) => firstInput(page, probe, 4, true))
    for (const rate of [1, 4]) {
      const cpu = rate === 1 ? 'normal CPU' : `CPU slowed ${rate}×`
      for (let run = 1; run <= RUNS; run++) {
        test(`as it comes${RUNS > 1 ? ` #${run}` : ''}, ${cpu}`, async ({ page }) => firstInput(page, probe, rate, false))
      }
    }
  })
}
