// The rental quote form as a visitor sees it (shared by request-quote.spec.ts and unbounce.spec.ts):
// fields by their label, buttons by their name, the seeded CMS labels of the quote form block.
import { text } from './configurator/messages'
export { text }
import { expect, type APIRequestContext, type Locator, type Page } from './test'

export type Locale = 'en' | 'fr'

const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }

/** The seeded block's own labels (seed/quote-form). */
export const seeded = {
  en: {
    firstName: 'First name', lastName: 'Last name', company: 'Company', email: 'Email', phone: 'Phone', containerSize: 'Container size', comments: 'Comments',
    industries: 'Industry', submit: 'Get my quote', storage: 'Storage containers', office: 'Site offices', modular: 'Modular units', size40: '40 ft', construction: 'Construction',
  },
  fr: {
    firstName: 'Prénom', lastName: 'Nom', company: 'Entreprise', email: 'Courriel', phone: 'Téléphone', containerSize: 'Taille du conteneur', comments: 'Commentaires',
    industries: 'Secteur d’activité', submit: 'Obtenir ma soumission', storage: 'Conteneurs d’entreposage', office: 'Bureaux de chantier', modular: 'Unités modulaires', size40: '40 pi', construction: 'Construction',
  },
}

/** The seeded quote form; `formSelector` picks one where the page has other forms (e.g. the one in a layout column of /solutions). */
export function quoteForm(page: Page, locale: Locale, formSelector = 'main form') {
  const m = text[locale]
  const f = m.rentalQuote.fields
  const s = seeded[locale]
  const form = page.locator(formSelector)
  const textbox = (label: string) => form.getByRole('textbox', { name: label, exact: true })
  const select = (label: string) => form.getByRole('combobox', { name: label, exact: true })
  return {
    m,
    s,
    form,
    firstName: textbox(s.firstName),
    lastName: textbox(s.lastName),
    company: textbox(s.company),
    email: textbox(s.email),
    phone: textbox(s.phone),
    comments: textbox(s.comments),
    containerSize: select(s.containerSize),
    country: select(f.country),
    state: select(f.state),
    zip: textbox(f.zip),
    city: textbox(f.city),
    address: select(f.address),
    industry: select(s.industries),
    otherIndustry: textbox(f.otherIndustry),
    card: (title: string) => form.getByRole(/* either mode */ 'checkbox', { name: title }).or(form.getByRole('radio', { name: title })),
    submit: form.getByRole('button', { name: s.submit }),

    async open(route: string) {
      await page.goto(route)
      // The form loads its code only when near the viewport (ui/form DeferredForm), then replaces
      // the server's markup: brought into view (again, as long as it is the server's) until it is live.
      await page.waitForFunction((selector) => {
        const element = document.querySelector(selector)
        if (!element) return false
        if (Object.keys(element).some((key) => key.startsWith('__reactProps'))) return true
        element.scrollIntoView({ block: 'nearest' })
        return false
      }, formSelector)
      await page.locator(formSelector).scrollIntoViewIfNeeded()
    },

    async fillContact(email: string) {
      await this.firstName.fill(locale === 'en' ? 'Dana' : 'Émilie')
      await this.lastName.fill(locale === 'en' ? 'Whitfield' : 'Gagnon')
      await this.company.fill(locale === 'en' ? 'Whitfield Farms' : 'Construction Gagnon inc.')
      await this.email.fill(email)
      await this.phone.fill('(713) 555-0142')
    },

    /** Country, state, ZIP, city, then the street typed and chosen from the suggestions. */
    async fillSite(site: { country: string; state: string; zip: string; city: string; street: string; suggestion: string }) {
      await this.country.selectOption({ label: site.country })
      await this.state.selectOption({ label: site.state })
      await this.zip.pressSequentially(site.zip, { delay: 30 })
      await this.city.fill(site.city)
      await this.address.pressSequentially(site.street, { delay: 20 })
      await form.getByRole('option', { name: site.suggestion }).click()
      await expect(this.address).toHaveValue(site.street)
    },

    /** Clicks the ALTCHA checkbox's label, as a visitor does, and waits until it is solved. */
    async solveCaptcha() {
      const widget = form.locator('altcha-widget')
      await widget.getByText(m.captcha.widget.label).click()
      await expect(widget.getByText(m.captcha.widget.verified)).toBeVisible({ timeout: 30_000 })
    },
  }
}

export const US_SITE = { country: 'United States', state: 'Texas', zip: '77002', city: 'Houston', street: '123 Main St', suggestion: '123 Main St, Houston, TX 77002' }

/** A field's inline error is part of its accessible description. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

/** GET on the admin REST API as staff, signing in again when a parallel login dropped the session. */
export async function staffGet<T>(request: APIRequestContext, apiPath: string): Promise<T> {
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

export type LeadDoc = { reference: string; kind: string; status: string; locale: string; page: string; phone: string; emails: number[]; site: Record<string, string>; rentalQuote: Record<string, unknown> }

/** The lead of `email` and its two e-mails, as staff see them. */
export async function leadAndMails(request: APIRequestContext, email: string) {
  const leads = await staffGet<{ docs: LeadDoc[] }>(request, `/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(leads.docs).toHaveLength(1)
  const lead = leads.docs[0]!
  const mails = await staffGet<{ docs: { kind: string; to: string; locale: string }[] }>(request, `/outbox?where[id][in]=${lead.emails.join(',')}&sort=id&depth=0`)
  return { lead, mails: mails.docs.map((mail) => [mail.kind, mail.to, mail.locale]) }
}
