// The mini-form (spec 3 §1 "mini-forms", §3 "Mini-form"; issue 14): a page's section on
// /about-us and a layout column's card on /solutions, in both languages: every problem listed on
// an empty submit, a complete request by the keyboard alone, the thank-you in place (focused, with
// the lead's reference), "Send another request", and the lead and both e-mails stored. axe on each
// state; a phone's width without sideways scrolling.
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from './test'
import { expectFieldError, staffGet, text } from './rentalQuotePage'
import { expectNoAxeViolations } from './support'

type Locale = 'en' | 'fr'

const seeded = {
  about: { en: { path: '/en/about-us', heading: 'Questions about Boxline?', submit: 'Send' }, fr: { path: '/fr/about-us', heading: 'Des questions sur Boxline?', submit: 'Envoyer' } },
  solutions: { en: { path: '/en/solutions', heading: 'Plan your event storage', submit: 'Call me back' }, fr: { path: '/fr/solutions', heading: 'Planifiez l’entreposage de votre événement', submit: 'Rappelez-moi' } },
} as const

/** The mini-form as a visitor sees it: its card by its heading, fields by their label. */
function miniForm(page: Page, locale: Locale, where: keyof typeof seeded) {
  const m = text[locale]
  const f = m.contactRequest.fields
  const s = seeded[where][locale]
  const card = page.locator('[aria-labelledby^="mini-form-"]').filter({ has: page.getByRole('heading', { name: s.heading }) })
  const form = card.locator('form')
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true })
  return {
    m,
    card,
    form,
    firstName: field(f.firstName),
    lastName: field(f.lastName),
    company: field(f.company),
    email: field(f.email),
    phone: field(f.phone),
    message: field(f.message),
    submit: form.getByRole('button', { name: s.submit }),

    async open() {
      await page.goto(s.path)
      await card.scrollIntoViewIfNeeded()
      // Near the viewport, the live form replaces the server's stand-in (DeferredForm): its form has a submit handler.
      await page.waitForFunction((heading) => {
        const headingEl = [...document.querySelectorAll('h2, h3')].find((h) => h.textContent === heading)
        const formEl = headingEl?.closest('[aria-labelledby]')?.querySelector('form') as unknown as Record<string, { onSubmit?: unknown }> | null | undefined
        const props = formEl ? Object.keys(formEl).find((key) => key.startsWith('__reactProps')) : undefined
        return Boolean(props && formEl![props]!.onSubmit)
      }, s.heading)
    },

    async solveCaptchaByKeyboard() {
      const widget = form.locator('altcha-widget')
      const box = widget.getByRole('checkbox')
      await box.focus()
      await page.keyboard.press('Space')
      await expect(widget.getByText(m.captcha.widget.verified)).toBeVisible({ timeout: 30_000 })
    },
  }
}

test.describe('mini-form', () => {
  test.setTimeout(150_000)

  for (const [locale, where, columns] of [
    ['fr', 'solutions', 1],
    ['en', 'about', 0],
  ] as const) {
    test(`an empty submit lists every problem, linked to its field (${locale}, ${where === 'solutions' ? 'in a layout column' : 'a section'})`, async ({ page }) => {
      const m = text[locale]
      const q = miniForm(page, locale, where)
      await q.open()
      await expect(q.card.locator('xpath=ancestor::*[@data-layout-column]')).toHaveCount(columns)
      await q.submit.click()
      const summary = q.form.getByRole('alert').filter({ hasText: m.ui.errorSummary.title })
      await expect(summary).toBeVisible()
      for (const message of [m.validation.firstNameRequired, m.validation.lastNameRequired, m.validation.companyRequired, m.validation.emailRequired, m.validation.phoneRequired, m.captcha.embedded.required]) {
        await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible()
      }
      await expectFieldError(q.email, m.validation.emailRequired)
      await expectNoAxeViolations(page, `mini-form error summary (${locale}, ${where})`)
      await summary.getByRole('link', { name: m.validation.phoneRequired }).click()
      await expect(q.phone).toBeFocused()
    })
  }

  // A flow in one locale per placement (issue 41): the section in English, the layout column in French.
  for (const [locale, where] of [
    ['en', 'about'],
    ['fr', 'solutions'],
  ] as const) {
    test(`a request sent with the keyboard alone shows the thank-you in place and stores the lead (${locale}, ${where})`, async ({ page, request }) => {
      const q = miniForm(page, locale, where)
      const m = q.m
      const email = `e2e.mini.${locale}.${randomUUID().slice(0, 8)}@example.com`
      await q.open()
      await q.firstName.focus()
      for (const [value, next] of [
        [locale === 'en' ? 'Dana' : 'Émilie', true],
        [locale === 'en' ? 'Whitfield' : 'Gagnon', true],
        [locale === 'en' ? 'Whitfield Events' : 'Festival des Lumières', true],
        [email, true],
        ['(514) 555-0142', true],
        [locale === 'en' ? 'Two containers for the fair.' : 'Trois conteneurs du 20 juin au 15 juillet.', false],
      ] as const) {
        await page.keyboard.type(value)
        if (next) await page.keyboard.press('Tab')
      }
      await expect(q.phone).toHaveValue('+1 514 555 0142') // normalized once left
      await expect(q.message).toBeFocused()
      await q.solveCaptchaByKeyboard()
      await expectNoAxeViolations(page, `mini-form filled (${locale})`)

      await page.route('**/api/request-contact', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400))
        await route.continue()
      })
      await q.submit.focus()
      await page.keyboard.press('Enter')
      await expect(q.form.getByRole('button', { name: m.ui.button.submitting })).toBeDisabled()

      const thanks = q.card.getByRole('status').filter({ has: page.getByRole('heading') }) // not the toast region's
      const firstName = locale === 'en' ? 'Dana' : 'Émilie'
      await expect(thanks.getByRole('heading', { name: m.contactRequest.sent.heading.replace('{firstName}', firstName) })).toBeFocused({ timeout: 60_000 })
      await expect(thanks).toContainText(m.contactRequest.sent.text)
      const reference = (await thanks.getByTestId('contact-reference').textContent())?.match(/CR-[0-9A-Z]{8}/)?.[0]
      expect(reference).toBeTruthy()
      await expectNoAxeViolations(page, `mini-form sent (${locale})`)

      const leads = await staffGet<{ docs: { reference: string; kind: string; locale: string; page: string; comments: string; emails: number[]; submitted: { topic: string } }[] }>(
        request,
        `/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      )
      expect(leads.docs).toHaveLength(1)
      expect(leads.docs[0]).toMatchObject({ reference, kind: 'contact', locale, page: seeded[where][locale].path, submitted: { topic: seeded[where][locale].heading } })
      expect(leads.docs[0]!.emails).toHaveLength(2)

      // Another request: the empty form again, the first name focused by the visitor.
      await page.keyboard.press('Tab')
      await expect(thanks.getByRole('button', { name: m.contactRequest.sent.another })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(q.firstName).toHaveValue('')
      await expect(q.email).toHaveValue('')
    })
  }

  test('the form’s code is not in the page’s first load; text typed before it arrives is kept, with the focus (en)', async ({ page }) => {
    const q = miniForm(page, 'en', 'about')
    const chunks: string[] = []
    page.on('request', (req) => void (req.url().includes('/_next/static/chunks/') && chunks.push(req.url())))
    await page.goto(seeded.about.en.path)
    await page.waitForLoadState('load')
    const firstLoad = chunks.length
    // From now on the form's code takes 1.5 s to arrive: the visitor types into the server's stand-in meanwhile.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await q.firstName.scrollIntoViewIfNeeded()
    await q.firstName.click()
    await page.keyboard.type('Dana')
    await expect.poll(() => chunks.length, { message: 'the form’s code is fetched once the form is near' }).toBeGreaterThan(firstLoad)
    await page.waitForFunction(() => [...document.querySelectorAll('form')].some((f) => Object.entries(f).some(([k, v]) => k.startsWith('__reactProps') && (v as { onSubmit?: unknown }).onSubmit)))
    await expect(q.firstName).toHaveValue('Dana')
    await expect(q.firstName).toBeFocused()
    await page.keyboard.type(' W')
    await expect(q.firstName).toHaveValue('Dana W')
  })

  test('fits a phone’s width without sideways scrolling, its button visible (en, about)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const q = miniForm(page, 'en', 'about')
    await q.open()
    await q.submit.scrollIntoViewIfNeeded()
    await expect(q.submit).toBeInViewport()
    const box = await q.submit.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page, 'mini-form on a phone (en)')
  })
})
