// @postgres: idempotency keys and captcha solutions, each accepted once.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { captchaTokenFrom } from '../support/captcha'
import { quoteFormOf, rentalQuoteRequest, type QuoteForm } from '../support/rentalQuote'

// Rental quote (spec 1 §2.3, §5, §7, §8; spec 3 §3, §5, §7; issue 5 items 3, 5, 6), against
// APP_URL. The seeded CMS page `request-quote` holds a quote form block: first/last name,
// company, email, phone (required), two dropdowns, comments; industries with Other; option cards
// (checkboxes storage/office/modular). Every test sends its own client address, so one test's
// rate limits never reach another.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }
const SUBMIT = '/api/request-quote'

const client = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`
const post = (path: string, body: unknown, ip = client()) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: JSON.stringify(body) })

let token = ''
async function login() {
  const res = await fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })
  expect(res.status, 'staff login').toBe(200)
  token = ((await res.json()) as { token: string }).token
}
/** The admin REST API as staff; signs in again once when another login dropped the session. */
async function staff(path: string, init: RequestInit = {}): Promise<Response> {
  const call = () => fetch(`${base}/cms-api${path}`, { ...init, headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', ...init.headers } })
  const res = await call()
  if (res.status !== 401 && res.status !== 403) return res
  await login()
  return call()
}

const captchaToken = () => captchaTokenFrom(base, client())

let form: QuoteForm = { pageId: 0, blockId: '' }
beforeAll(async () => {
  await login()
  form = await quoteFormOf(base)
})

const request = (overrides: Record<string, unknown> = {}) => rentalQuoteRequest(form, overrides)

type LeadDoc = {
  id: number
  reference: string
  kind: string
  status: string
  firstName: string
  lastName: string
  company: string
  email: string
  phone: string
  comments: string
  locale: string
  page: string
  site: { zip: string; country: string; city: string; state: string; address: string }
  rentalQuote: { formPage: number; blockId: string; industry: string; otherIndustry: string | null; options: string[] }
  consentText: string
  emails: number[]
  submitted: Record<string, unknown>
  details: string
}
type OutboxDoc = { id: number; to: string; subject: string; text: string; kind: string; locale: string; status: string }

async function leadsWithKey(key: string): Promise<LeadDoc[]> {
  const res = await staff(`/leads?where[idempotencyKey][equals]=${key}&depth=0`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: LeadDoc[] }).docs
}
async function outbox(ids: number[]): Promise<OutboxDoc[]> {
  const res = await staff(`/outbox?where[id][in]=${ids.join(',')}&depth=0&sort=id`)
  return ((await res.json()) as { docs: OutboxDoc[] }).docs
}

describe('the rental quote pages', () => {
  it('serves /en/request-quote and /fr/request-quote with the form block from the CMS', async () => {
    const en = await fetch(`${base}/en/request-quote`)
    expect(en.status).toBe(200)
    const html = await en.text()
    expect(html).toContain('Request a rental quote')
    expect(html).toContain(`id="rq-${form.blockId}-site_address_zip"`)
    expect(html).toContain('Get my quote')
    const fr = await (await fetch(`${base}/fr/request-quote`)).text()
    expect(fr).toContain('Demander une soumission de location')
    expect(fr).toContain('Obtenir ma soumission')
  })

  it('serves the thank-you page in both languages, not indexed', async () => {
    const html = await (await fetch(`${base}/en/request-quote/thank-you`)).text()
    expect(html).toContain('Thank you! Your quote request has been sent.')
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(await (await fetch(`${base}/fr/request-quote/thank-you`)).text()).toContain('Merci! Votre demande de soumission a été envoyée.')
  })

  it('serves the landing pages with the simplified header: logo to home, phone, no site navigation', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const res = await fetch(`${base}/${locale}/unbounce`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(`href="/${locale}"`)
      expect(html).toContain('1-800-555-0199')
      expect(html).not.toContain(`href="/${locale}/cart-summary"`)
      expect(html).toContain('<form')
    }
  })
})

describe('POST /api/request-quote: rejected requests store nothing', () => {
  it('answers 400 with each field error as a message id', async () => {
    const res = await post(SUBMIT, { ...form, idempotencyKey: randomUUID(), locale: 'fr' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Bad request',
      fieldErrors: {
        firstName: ['validation.firstNameRequired'],
        lastName: ['validation.lastNameRequired'],
        company: ['validation.companyRequired'],
        email: ['validation.emailRequired'],
        phone: ['validation.phoneRequired'],
        site_address_country: ['validation.countryRequired'],
        site_address_state: ['validation.stateRequired'],
        site_address_zip: ['validation.required'],
        site_address_city: ['validation.cityRequired'],
        Address: ['validation.addressRequired'],
        Industries: ['validation.required'],
        optionCards: ['validation.selectAtLeastOneOption'],
        captchaToken: ['validation.completeRecaptcha'],
      },
    })
  })

  it('answers 400 without the form’s page and block, and for a body that is not JSON', async () => {
    const res = await post(SUBMIT, { idempotencyKey: randomUUID() })
    expect(res.status).toBe(400)
    expect(Object.keys((await res.json()).fieldErrors)).toEqual(expect.arrayContaining(['pageId', 'blockId', 'captchaToken']))
    const notAnId = await post(SUBMIT, request({ pageId: 'abc' }))
    expect(notAnId.status).toBe(400)
    expect(Object.keys((await notAnId.json()).fieldErrors)).toEqual(['pageId'])
    const raw = await fetch(`${base}${SUBMIT}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client() }, body: '{oops' })
    expect(raw.status).toBe(400)
  })

  it('answers 404 for a block that is not on that page (localized)', async () => {
    const res = await post(SUBMIT, request({ blockId: 'nope', locale: 'fr' }))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Ce formulaire de soumission n’est plus offert. Rechargez la page et réessayez.' })
  })

  it.each([
    ['a malformed ZIP', { site_address_zip: '1234' }, 'site_address_zip', 'validation.zipInvalid'],
    ['a ZIP that does not exist', { site_address_zip: '00000' }, 'site_address_zip', 'validation.zipInvalid'],
    ['a Canadian postal code with the United States', { site_address_zip: 'M5V 2T6' }, 'site_address_zip', 'validation.zipInvalid'],
    ['a country other than the US or Canada', { site_address_country: 'Mexico' }, 'site_address_country', 'validation.countryUnsupported'],
    ['a province with the United States', { site_address_state: 'ON' }, 'site_address_state', 'rentalQuote.errors.stateInvalid'],
    ['Other without its text', { Industries: 'other', otherIndustry: '' }, 'otherIndustry', 'validation.otherIndustryRequired'],
    ['Other with 1 character', { Industries: 'other', otherIndustry: 'X' }, 'otherIndustry', 'validation.otherIndustryMin'],
    ['Other with 51 characters', { Industries: 'other', otherIndustry: 'x'.repeat(51) }, 'otherIndustry', 'validation.otherIndustryMax'],
    ['an industry not in the block', { Industries: 'mining' }, 'Industries', 'rentalQuote.errors.optionInvalid'],
    ['no option card', { optionCards: [] }, 'optionCards', 'validation.selectAtLeastOneOption'],
    ['an option card not in the block', { optionCards: ['storage', 'yacht'] }, 'optionCards', 'rentalQuote.errors.optionInvalid'],
    ['a dropdown value not in the block', { containerSize: '45ft' }, 'containerSize', 'rentalQuote.errors.optionInvalid'],
    ['an email without a domain', { email: 'jeanne@' }, 'email', 'validation.emailInvalid'],
    ['a phone outside North America', { phone: '+44 20 7946 0958' }, 'phone', 'validation.phoneInvalid'],
    ['comments over 2000 characters', { comments: 'x'.repeat(2001) }, 'comments', 'rentalQuote.errors.textAreaMax'],
    ['an address that is not a suggestion (no civic number)', { Address: 'Main Street' }, 'Address', 'validation.addressFromSuggestions'],
    ['an address whose city disagrees with the ZIP', { site_address_city: 'Dallas' }, 'Address', 'validation.addressFromSuggestions'],
  ])('answers 400 for %s and stores no lead', async (_label, overrides, field, messageId) => {
    const body = request(overrides)
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toEqual({ [field]: [messageId] })
    expect(await leadsWithKey(body.idempotencyKey)).toEqual([])
  })

  it('answers 403 "Verification failed…" (the embedded captcha\'s wording) for an unsolved captcha', async () => {
    const body = request()
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'Verification failed. Please confirm again that you are not a robot.' })
    expect(await leadsWithKey(body.idempotencyKey)).toEqual([])
  })
})

describe('POST /api/request-quote: a good request @smoke', () => {
  let first: ReturnType<typeof request>
  let answer: { message: string; reference: string }
  let lead: LeadDoc

  beforeAll(async () => {
    first = request({
      captchaToken: await captchaToken(),
      locale: 'fr',
      page: '/fr/request-quote',
      site_address_country: 'CA',
      site_address_state: 'ON',
      site_address_zip: 'm5v 2t6',
      site_address_city: 'Toronto',
      Address: '100 King St W',
      Industries: 'other',
      otherIndustry: 'Cinéma',
      optionCards: ['modular'],
      // Not a field of the block: the browser's list is not trusted, so it is dropped.
      sneaky: 'extra field',
    })
    const res = await post(SUBMIT, first)
    expect(res.status).toBe(200)
    answer = await res.json()
    ;[lead] = await leadsWithKey(first.idempotencyKey)
  }, 60_000)

  it('answers the message in the visitor’s language with the lead reference', () => {
    expect(answer).toEqual({ message: 'Merci! Votre demande de soumission a bien été reçue.', reference: expect.stringMatching(/^QR-[0-9A-HJKMNP-TV-Z]{8}$/) })
  })

  it('stores the lead (kind rental-quote) with every field, the form block, locale, page, status new', { tags: ['postgres'] }, () => {
    expect(lead).toMatchObject({
      reference: answer.reference,
      kind: 'rental-quote',
      status: 'new',
      firstName: 'Jeanne',
      lastName: 'Tremblay',
      company: 'Tremblay Construction',
      email: first.email,
      phone: '+1 416 555 0199',
      comments: 'Delivery in March, please.',
      locale: 'fr',
      page: '/fr/request-quote',
      site: { zip: 'M5V 2T6', country: 'ca', state: 'ON', city: 'Toronto', address: '100 King St W' },
      rentalQuote: { formPage: form.pageId, blockId: form.blockId, industry: 'other', otherIndustry: 'Cinéma', options: ['modular'] },
      submitted: { containerSize: '40ft', rentalLength: '3-12-months', optionCards: ['modular'] },
    })
    expect(lead.consentText).toMatch(/^En envoyant cette demande/)
    expect(lead.submitted).not.toHaveProperty('captchaToken')
    expect(lead.submitted).not.toHaveProperty('sneaky')
    expect(lead.details).toContain('Container size: 40 ft')
    expect(lead.details).toContain('Site address: 100 King St W, Toronto, ON M5V 2T6, Canada')
    expect(lead.details).toContain('Industry: Other — Cinéma')
    expect(lead.details).toContain('Options: Modular units')
    expect(lead.details).toContain('Language: French')
  })

  it('writes the sales alert (English) and the French acknowledgement to the outbox', async () => {
    expect(lead.emails).toHaveLength(2)
    const [alert, ack] = await outbox(lead.emails)
    expect(alert).toMatchObject({ to: 'sales@boxline.example', kind: 'lead-alert', locale: 'en', status: 'queued', subject: 'New rental quote request from Jeanne Tremblay' })
    expect(alert.text).toContain(answer.reference)
    expect(alert.text).toContain('/admin/collections/leads/')
    expect(ack).toMatchObject({ to: first.email, kind: 'lead-acknowledgement', locale: 'fr', subject: 'Nous avons bien reçu votre demande de soumission de location' })
    expect(ack.text).toContain('Bonjour Jeanne,')
    expect(ack.text).toContain('Taille du conteneur\u00a0: 40 pi')
    expect(ack.text).toContain(`Référence\u00a0: ${answer.reference}`)
  })

  it('answers a repeat with the same key with the first answer, without a second lead', { tags: ['postgres'] }, async () => {
    const again = await post(SUBMIT, first)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(answer)
    expect(await leadsWithKey(first.idempotencyKey)).toHaveLength(1)
  })

  it('refuses the same key with other data (409), still one lead', { tags: ['postgres'] }, async () => {
    const res = await post(SUBMIT, { ...first, comments: 'Something else' })
    expect(res.status).toBe(409)
    expect((await res.json()).error).toMatch(/déjà été envoyée/)
    expect(await leadsWithKey(first.idempotencyKey)).toHaveLength(1)
  })

  it('refuses the used captcha solution for a new request', { tags: ['postgres'] }, async () => {
    const body = { ...first, idempotencyKey: randomUUID() }
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'Échec de la vérification. Veuillez confirmer de nouveau que vous n’êtes pas un robot.' })
    expect(await leadsWithKey(body.idempotencyKey)).toEqual([])
  })
})

describe('POST /api/request-quote: a double submission', { tags: ['postgres'] }, () => {
  it('stores one lead and gives both requests the same answer', async () => {
    const body = request({ captchaToken: await captchaToken(), optionCards: ['storage'], Industries: 'retail' })
    const ip = client()
    const [a, b] = await Promise.all([post(SUBMIT, body, ip), post(SUBMIT, body, ip)])
    expect([a.status, b.status]).toEqual([200, 200])
    const [answerA, answerB] = await Promise.all([a.json(), b.json()])
    expect(answerA).toEqual(answerB)
    const leads = await leadsWithKey(body.idempotencyKey)
    expect(leads).toHaveLength(1)
    expect(leads[0]!.site).toMatchObject({ country: 'us', state: 'TX', zip: '77002', city: 'Houston', address: '123 Main St' })
    expect(await outbox(leads[0]!.emails)).toHaveLength(2)
  }, 60_000)
})

describe('POST /api/request-quote: the quote form in a layout column (spec 3 §3 "Layout column … columnForm")', () => {
  // The seeded solutions page: the standard quote form block in a column of its construction section.
  let column: QuoteForm
  beforeAll(async () => {
    column = await quoteFormOf(base, 'solutions')
  })

  it('serves the form in its column in both languages, its heading an h3 under the section’s h2', async () => {
    const en = (await (await fetch(`${base}/en/solutions`)).text()).replaceAll('&#x27;', '’')
    expect(en).toMatch(new RegExp(`<h2[^>]*>Construction sites</h2>[^]*?data-layout-column=""[^]*?<h3 id="rq-${column.blockId}-heading"[^>]*>Get a quote for your site</h3>`))
    expect(en).toContain(`id="rq-${column.blockId}-site_address_zip"`)
    expect(en).toContain('Get my quote')
    // Rendered in place, not streamed after the page (a cached page refuses React's inline script that moves it in).
    expect(en).not.toMatch(/<template id="B:|\$RC\(/)
    const fr = (await (await fetch(`${base}/fr/solutions`)).text()).replaceAll('&#x27;', '’')
    expect(fr).toMatch(new RegExp(`<h3 id="rq-${column.blockId}-heading"[^>]*>Obtenez une soumission pour votre chantier</h3>`))
    expect(fr).toContain('Obtenir ma soumission')
  })

  it('accepts a request naming the column form’s page and block; it becomes a lead of that block', async () => {
    const body = rentalQuoteRequest(column, { captchaToken: await captchaToken(), page: '/en/solutions', optionCards: ['office'] })
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(200)
    const answer = (await res.json()) as { message: string; reference: string }
    expect(answer).toEqual({ message: 'Thank you! Your quote request has been received.', reference: expect.stringMatching(/^QR-/) })
    const leads = await leadsWithKey(body.idempotencyKey)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      reference: answer.reference,
      kind: 'rental-quote',
      status: 'new',
      email: body.email,
      page: '/en/solutions',
      rentalQuote: { formPage: column.pageId, blockId: column.blockId, industry: 'construction', options: ['office'] },
    })
    expect(column.pageId).not.toBe(form.pageId)
  }, 60_000)

  it('refuses a bad field of the column form with its message id (French in the browser), and stores nothing', async () => {
    const body = rentalQuoteRequest(column, { site_address_zip: '1234', locale: 'fr', page: '/fr/solutions' })
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toEqual({ site_address_zip: ['validation.zipInvalid'] })
    expect(await leadsWithKey(body.idempotencyKey)).toEqual([])
  })

  it('answers 404 (localized) for the column form’s block named with another page', async () => {
    const res = await post(SUBMIT, rentalQuoteRequest({ pageId: form.pageId, blockId: column.blockId }, { locale: 'fr' }))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Ce formulaire de soumission n’est plus offert. Rechargez la page et réessayez.' })
  })
})
