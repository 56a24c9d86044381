// @postgres: idempotency keys and captcha solutions, each accepted once.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { captchaTokenFrom } from '../support/captcha'
import { leadLookups } from '../support/leads'
import { staffApi } from '../support/staffApi'

// Quote to buy a used unit (spec 1 §2.2, §7, §8; issue 5 items 1, 2, 5, 6), against APP_URL.
// Seeded units: BX104233 (available, obo, Houston), BX104518 (available, no obo, Toronto),
// BX105013 (sold). Every test sends its own client address, so the rate limits of one test
// never reach another.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const LOOKUP = '/api/contentful/sales-showroom/unit-number'
const SUBMIT = '/api/request-quote-buy'

const client = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`
const post = (path: string, body: unknown, ip = client()) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: JSON.stringify(body) })
const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })

const { login, staff } = staffApi(base)

beforeAll(login)

const captchaToken = () => captchaTokenFrom(base, client())

const request = (overrides: Record<string, unknown> = {}) => ({
  unitNumber: 'BX104233',
  firstName: 'Jeanne',
  lastName: 'Tremblay',
  company: 'Tremblay Construction',
  email: `jeanne.${randomUUID().slice(0, 8)}@example.com`,
  phone: '(416) 555-0199',
  zip: '77002',
  yourBestOffer: '2900',
  comments: 'Delivery in March, please.',
  captchaToken: 'not-solved',
  idempotencyKey: randomUUID(),
  locale: 'en',
  page: '/en/request-quote-buy/BX104233',
  ...overrides,
})

type LeadDoc = {
  id: number
  reference: string
  kind: string
  status: string
  firstName: string
  email: string
  locale: string
  page: string
  site: { zip: string; country: string; city: string; state: string }
  buyQuote: { unitNumber: string; bestOffer: number | null; currency: string; unitSnapshot: { price: number; obo: boolean } }
  emails: number[]
  submitted: Record<string, unknown>
  details: string
  createdAt: string
}
type OutboxDoc = { id: number; to: string; subject: string; text: string; kind: string; locale: string; status: string }

const { leadsWithKey, leadsOfEmail, outbox } = leadLookups<LeadDoc, OutboxDoc>(staff)

describe('POST /api/contentful/sales-showroom/unit-number', () => {
  it('answers a unit as a content query: the entry, its linked product type, location and pictures', async () => {
    const res = await post(LOOKUP, { unitNumber: 'BX104233' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const body = await res.json()
    expect(body).toMatchObject({ total: 1, items: [{ sys: { id: 'usedUnit-BX104233', type: 'Entry' } }] })
    expect(body).not.toHaveProperty('error')
    const fields = body.items[0].fields
    expect(fields).toMatchObject({ unitNumber: 'BX104233', price: 315000, priceFormatted: '$3,150', currency: 'USD', obo: true, status: 'available' })
    const entries = new Map(body.includes.Entry.map((entry: { sys: { id: string } }) => [entry.sys.id, entry]))
    expect(entries.get(fields.productType.sys.id)).toMatchObject({ fields: { value: 'storageContainer', label: 'Storage container', order: 1 } })
    expect(entries.get(fields.unitLocation.sys.id)).toMatchObject({ fields: { city: 'Houston', state: 'TX', country: 'us', label: 'Houston, TX, United States' } })
    expect(fields.images.length).toBe(3)
    const asset = body.includes.Asset.find((a: { sys: { id: string } }) => a.sys.id === fields.images[0].sys.id)
    expect(asset.fields.file.url).toMatch(/^\/cms-api\/media\/file\/container-20ws-exterior\.webp$/)
    expect((await get(asset.fields.card.url)).status).toBe(200)
  })

  it('answers in French, and accepts a lower-case number', async () => {
    const body = await (await post(LOOKUP, { unitNumber: 'bx104518', locale: 'fr-CA' })).json()
    expect(body.items[0].fields).toMatchObject({ unitNumber: 'BX104518', obo: false, priceFormatted: '4\u00a0950\u00a0$\u00a0US' })
    expect(body.includes.Entry.map((e: { fields: { label: string } }) => e.fields.label)).toEqual(['Conteneur d’entreposage', 'Toronto (ON), Canada'])
  })

  it('gives no items for an unknown unit', async () => {
    const res = await post(LOOKUP, { unitNumber: 'ZZ999999' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ sys: { type: 'Array' }, total: 0, skip: 0, limit: 1, items: [], includes: { Entry: [], Asset: [] } })
  })

  it.each([[{}], [{ unitNumber: 'BX-104' }], [{ unitNumber: 'ABCDEFGH' }], [{ unitNumber: 42 }], [{ unitNumber: 'BX104233', locale: 'de' }]])('answers 400 for %j', async (body) => {
    const res = await post(LOOKUP, body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'Bad request', fieldErrors: expect.any(Object) })
  })
})

describe('the quote-to-buy page routes', () => {
  it.each(['/en/request-quote-buy/BX-1', '/en/request-quote-buy/BX1', '/fr/request-quote-buy/BX104233/extra', '/en/request-quote-buy', '/fr/request-quote-buy/%20BX104233'])(
    '%s (not one unit-number segment) redirects to the 404 page',
    async (path) => {
      const res = await get(path)
      expect([307, 308]).toContain(res.status)
      const locale = path.slice(1, 3)
      expect(new URL(res.headers.get('location')!, base).pathname).toBe(`/${locale}/404`)
    },
  )

  it('redirects a lower-case unit number to its canonical address', async () => {
    const res = await get('/fr/request-quote-buy/bx104233')
    expect(res.status).toBe(308)
    expect(new URL(res.headers.get('location')!, base).pathname).toBe('/fr/request-quote-buy/BX104233')
  })

  it('answers 404 for a well-formed unknown unit number', async () => {
    const res = await get('/en/request-quote-buy/ZZ999999')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Page not found')
  })

  it('renders an obo unit with its price in USD without decimals and the best-offer field', async () => {
    const html = await (await get('/en/request-quote-buy/BX104233')).text()
    expect(html).toContain('Storage container, unit BX104233')
    expect(html).toContain('$3,150')
    expect(html).toContain('Your best offer (USD)')
    expect(html).toContain('id="buy-quote-yourBestOffer"')
    expect(html).toMatch(/<link rel="alternate" hrefLang="fr-CA" href="[^"]*\/fr\/request-quote-buy\/BX104233"/)
  })

  it('renders a unit without obo without the best-offer field, in French', async () => {
    const res = await get('/fr/request-quote-buy/BX104518')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Conteneur d’entreposage, unité BX104518')
    expect(html).toContain('4\u00a0950\u00a0$\u00a0US')
    expect(html).toContain('id="buy-quote-zip"')
    expect(html).not.toContain('id="buy-quote-yourBestOffer"')
  })

  it('shows a sold unit without the form', async () => {
    const html = await (await get('/en/request-quote-buy/BX105013')).text()
    expect(html).toContain('This unit has been sold.')
    expect(html).not.toContain('Request a quote</button>')
  })

  it('serves the thank-you page in both languages, not indexed', async () => {
    const en = await get('/en/request-quote-buy/thank-you')
    expect(en.status).toBe(200)
    const html = await en.text()
    expect(html).toContain('Thank you! Your request has been sent.')
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(await (await get('/fr/request-quote-buy/thank-you')).text()).toContain('Merci! Votre demande a été envoyée.')
  })
})

describe('POST /api/request-quote-buy: rejected requests store nothing', () => {
  it('answers 400 with each field error as a message id', async () => {
    const res = await post(SUBMIT, { unitNumber: 'BX104233', idempotencyKey: randomUUID(), locale: 'fr' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'Bad request',
      fieldErrors: {
        firstName: ['validation.firstNameRequired'],
        lastName: ['validation.lastNameRequired'],
        company: ['validation.companyRequired'],
        email: ['validation.emailRequired'],
        phone: ['validation.phoneRequired'],
        zip: ['validation.required'],
        captchaToken: ['validation.completeRecaptcha'],
      },
    })
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await fetch(`${base}${SUBMIT}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client() }, body: '{oops' })
    expect(res.status).toBe(400)
  })

  it.each([
    ['a malformed ZIP', { zip: '1234' }, 'zip', 'validation.zipInvalid'],
    ['a ZIP that does not exist', { zip: '00000' }, 'zip', 'validation.zipInvalid'],
    ['an email without a domain', { email: 'jeanne@' }, 'email', 'validation.emailInvalid'],
    ['a phone outside North America', { phone: '+44 20 7946 0958' }, 'phone', 'validation.phoneInvalid'],
    ['a best offer that is not an amount', { yourBestOffer: 'lots' }, 'yourBestOffer', 'validation.amountInvalid'],
    ['a best offer for a unit sold at its price (no obo)', { unitNumber: 'BX104518', yourBestOffer: '4000' }, 'yourBestOffer', 'requests.errors.bestOfferNotAccepted'],
  ])('answers 400 for %s and stores no lead', async (_label, overrides, field, messageId) => {
    const body = request(overrides)
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toEqual({ [field]: [messageId] })
    expect(await leadsWithKey(body.idempotencyKey)).toEqual([])
  })

  it('answers 404 for an unknown unit and 409 for a sold one, localized', async () => {
    const unknown = await post(SUBMIT, request({ unitNumber: 'ZZ999999' }))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'This unit is not in our showroom.' })
    const sold = await post(SUBMIT, request({ unitNumber: 'BX105013', yourBestOffer: '', locale: 'fr' }))
    expect(sold.status).toBe(409)
    expect(await sold.json()).toEqual({ error: 'Cette unité n’est plus disponible.' })
  })

  it('answers 403 "Verification failed…" (the embedded captcha\'s wording) for an unsolved captcha', async () => {
    const body = request()
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'Verification failed. Please confirm again that you are not a robot.' })
    expect(await leadsWithKey(body.idempotencyKey)).toEqual([])
  })
})

describe('POST /api/request-quote-buy: a good request', () => {
  let first: ReturnType<typeof request>
  let answer: { message: string; reference: string }
  let lead: LeadDoc

  beforeAll(async () => {
    first = request({ captchaToken: await captchaToken(), locale: 'fr', page: '/fr/request-quote-buy/BX104233', zip: 'm5v 2t6', yourBestOffer: '2 900,50' })
    const res = await post(SUBMIT, first)
    expect(res.status).toBe(200)
    answer = await res.json()
    ;[lead] = await leadsWithKey(first.idempotencyKey)
  }, 60_000)

  it('answers the message in the visitor’s language with the lead reference', () => {
    expect(answer).toEqual({ message: 'Merci! Votre demande a bien été reçue.', reference: expect.stringMatching(/^QB-[0-9A-HJKMNP-TV-Z]{8}$/) })
  })

  it('stores the lead with every field, the unit snapshot, locale, page and time, status new', { tags: ['postgres'] }, () => {
    expect(lead).toMatchObject({
      reference: answer.reference,
      kind: 'buy-quote',
      status: 'new',
      firstName: 'Jeanne',
      email: first.email,
      locale: 'fr',
      page: '/fr/request-quote-buy/BX104233',
      site: { zip: 'M5V 2T6', country: 'ca', city: 'Toronto', state: 'ON' },
      buyQuote: { unitNumber: 'BX104233', bestOffer: 290050, currency: 'USD', unitSnapshot: { price: 315000, obo: true } },
      submitted: { phone: '+1 416 555 0199', comments: 'Delivery in March, please.', company: 'Tremblay Construction' },
    })
    expect(lead.submitted).not.toHaveProperty('captchaToken')
    expect(lead.details).toContain('Best offer: $2,901')
    expect(lead.details).toContain('Site ZIP or postal code: M5V 2T6 (Toronto, ON)')
    expect(lead.details).toContain('Language: French')
    expect(Date.now() - Date.parse(lead.createdAt)).toBeLessThan(5 * 60_000)
  })

  it('writes the sales alert and the French acknowledgement to the outbox', async () => {
    expect(lead.emails).toHaveLength(2)
    const [alert, ack] = await outbox(lead.emails)
    expect(alert).toMatchObject({ to: 'sales@boxline.example', kind: 'lead-alert', locale: 'en', status: 'queued' })
    expect(alert.subject).toBe('New quote request to buy BX104233 from Jeanne Tremblay')
    expect(alert.text).toContain(answer.reference)
    expect(alert.text).toContain('Best offer: $2,901')
    expect(alert.text).toContain('/admin/collections/leads/')
    expect(ack).toMatchObject({ to: first.email, kind: 'lead-acknowledgement', locale: 'fr' })
    expect(ack.subject).toBe('Nous avons bien reçu votre demande de soumission pour l’unité BX104233')
    expect(ack.text).toContain('Bonjour Jeanne,')
    expect(ack.text).toContain(`Référence\u00a0: ${answer.reference}`)
  })

  it('answers a repeat with the same key with the first answer, without a second lead', { tags: ['postgres'] }, async () => {
    const again = await post(SUBMIT, first)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(answer)
    expect(await leadsWithKey(first.idempotencyKey)).toHaveLength(1)
    expect(await leadsOfEmail(first.email)).toHaveLength(1)
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

  it('lets staff change the status, and nobody else read leads', async () => {
    const res = await staff(`/leads/${lead.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'in-progress' }) })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { doc: LeadDoc }).doc.status).toBe('in-progress')
    expect((await fetch(`${base}/cms-api/leads`)).status).toBe(403)
    const create = await fetch(`${base}/cms-api/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(create.status).toBe(403)
  })
})

describe('POST /api/request-quote-buy: a double submission', { tags: ['postgres'] }, () => {
  it('stores one lead and gives both requests the same answer', async () => {
    const body = request({ unitNumber: 'BX104518', yourBestOffer: undefined, zip: '10001', captchaToken: await captchaToken() })
    const ip = client()
    const [a, b] = await Promise.all([post(SUBMIT, body, ip), post(SUBMIT, body, ip)])
    expect([a.status, b.status]).toEqual([200, 200])
    const [answerA, answerB] = await Promise.all([a.json(), b.json()])
    expect(answerA).toEqual(answerB)
    const leads = await leadsWithKey(body.idempotencyKey)
    expect(leads).toHaveLength(1)
    expect(leads[0]!.buyQuote.bestOffer).toBeNull()
    expect(await outbox(leads[0]!.emails)).toHaveLength(2)
  }, 60_000)
})

describe('POST /api/recaptcha (the forms check their captcha before submitting)', () => {
  it('answers success for a solved challenge without using it up; the submission then uses it', { tags: ['postgres'] }, async () => {
    const token = await captchaToken()
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/recaptcha', { token })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({ success: true })
    }
    const submitted = await post(SUBMIT, request({ unitNumber: 'BX104518', yourBestOffer: undefined, zip: '10001', captchaToken: token }))
    expect(submitted.status).toBe(200)
    expect(await (await post('/api/recaptcha', { token })).json()).toEqual({ success: false, error: 'Verification failed. Please confirm again that you are not a robot.' })
  })

  it('answers success false for a token that is not a solution, and 400 without a token', async () => {
    expect(await (await post('/api/recaptcha', { token: 'not-a-solution' })).json()).toEqual({ success: false, error: 'Verification failed. Please confirm again that you are not a robot.' })
    const missing = await post('/api/recaptcha', {})
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'Bad request', fieldErrors: { token: ['Please confirm you are not a robot'] } })
  })
})
