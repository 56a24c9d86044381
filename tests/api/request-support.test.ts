// @postgres: idempotency keys and captcha solutions, each accepted once.
import { beforeAll, describe, expect, it } from 'vitest'
import { captchaTokenFrom } from '../support/captcha'
import { leadLookups, supportRequest as request, supportScenario, type Service } from '../support/leads'
import { staffApi } from '../support/staffApi'

// The support request (spec 1 §2.4, §3 support request, §5, §7, §8; issue 5 items 4, 5, 6),
// against APP_URL: each service's success and its bad input, the ZIP and address checks, the
// captcha, a repeated and a double submission. Every test sends its own client address, so the
// rate limits of one test never reach another.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const SUBMIT = '/api/request-support'

const client = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`
const post = (path: string, body: unknown, ip = client()) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: typeof body === 'string' ? body : JSON.stringify(body) })
const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })

const { login, staff } = staffApi(base)
beforeAll(login)

const captchaToken = () => captchaTokenFrom(base, client())

type LeadDoc = {
  id: number
  reference: string
  kind: string
  status: string
  email: string
  locale: string
  page: string
  comments: string | null
  site: { zip: string; country: string; city: string; state: string; address: string }
  support: {
    serviceType: string
    accountNumber: string | null
    contractNumber: string | null
    invoiceNumber: string | null
    units: number | null
    newSite: { zip: string | null; country: string | null; state: string | null; city: string | null; address: string | null; contact: string | null }
  }
  emails: number[]
  submitted: Record<string, unknown>
  details: string
}
type OutboxDoc = { id: number; to: string; subject: string; text: string; kind: string; locale: string }

const { leadsWithKey, leadsOfEmail, outbox } = leadLookups<LeadDoc, OutboxDoc>(staff)

describe('the support request pages', () => {
  it.each(['en', 'fr'])('serves /%s/request-service with step 1 rendered on the server', async (locale) => {
    const res = await get(`/${locale}/request-service`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(locale === 'en' ? 'Move units to a new site' : 'Déplacer des unités vers un nouveau chantier')
    expect(html).toContain('aria-pressed="false"')
    expect(html).toMatch(/<link rel="alternate" hrefLang="fr-CA" href="[^"]*\/fr\/request-service"/i)
  })

  it('serves the thank-you page in both languages, not indexed', async () => {
    for (const [locale, heading] of [
      ['en', 'Thank you! Your service request has been sent.'],
      ['fr', 'Merci! Votre demande de service a été envoyée.'],
    ]) {
      const res = await get(`/${locale}/request-service/thank-you`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(heading)
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    }
  })

  it('lists the call in /api/docs', async () => {
    const doc = (await (await get('/api/docs/openapi.json')).json()) as { paths: Record<string, { post?: { requestBody?: unknown } }> }
    expect(doc.paths['/api/request-support']?.post?.requestBody).toBeDefined()
  })
})

describe('POST /api/request-support: rejected requests store nothing', () => {
  it('answers 400 "Please select a service." without a known service type', async () => {
    for (const serviceType of [undefined, '', 'painting']) {
      const body = request('pickup', { serviceType })
      const res = await post(SUBMIT, body)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'Bad request', fieldErrors: { serviceType: ['validation.selectOneOfTheServices'] } })
    }
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await post(SUBMIT, '{not json')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: expect.any(String) })
  })

  it('answers 400 with each general field’s error as a message id', async () => {
    const body = request('pickup', { firstName: 'J', email: 'x@', phone: '12', accountNumber: '12345', requestedCountry: 'France', requestedState: '', requestedZip: '1234', requestedCity: '', requestedAddress: '', captchaToken: '' })
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toEqual({
      firstName: ['validation.firstNameMin'],
      email: ['validation.emailInvalid'],
      phone: ['validation.phoneInvalid'],
      accountNumber: ['validation.accountNumberMin'],
      requestedCountry: ['validation.countryUnsupported'],
      requestedState: ['validation.stateRequired'],
      requestedZip: ['validation.zipInvalid'],
      requestedCity: ['validation.cityRequired'],
      requestedAddress: ['validation.addressRequired'],
      captchaToken: ['validation.completeRecaptcha'],
    })
    expect(await leadsOfEmail(body.email)).toEqual([])
  })

  it.each<[Service, Record<string, unknown>, Record<string, string[]>]>([
    [
      'relocation',
      { contractNumber: '', units: '0', newSiteCountry: '', newSiteZip: 'nope', newSiteContact: 'L' },
      {
        contractNumber: ['supportRequest.errors.contractNumberRequired'],
        units: ['supportRequest.errors.unitsInvalid'],
        newSiteCountry: ['validation.countryRequired'],
        newSiteZip: ['validation.zipInvalid'],
        newSiteContact: ['supportRequest.errors.newSiteContactMin'],
      },
    ],
    ['add-units', { contractNumber: 'RC', units: '' }, { contractNumber: ['supportRequest.errors.contractNumberInvalid'], units: ['supportRequest.errors.unitsRequired'] }],
    ['pickup', { contractNumber: undefined, units: 120 }, { contractNumber: ['supportRequest.errors.contractNumberRequired'], units: ['supportRequest.errors.unitsRequired'] }],
    ['repair', { comments: '  ', units: 'two' }, { comments: ['supportRequest.errors.problemRequired'], units: ['supportRequest.errors.unitsInvalid'] }],
    ['billing', { invoiceNumber: 'INV-1', comments: 'x'.repeat(2001) }, { invoiceNumber: ['validation.numbersOnly'], comments: ['supportRequest.errors.commentsMax'] }],
  ])('%s: answers 400 with the service’s own field errors', async (service, overrides, fieldErrors) => {
    const body = request(service, overrides)
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toEqual(fieldErrors)
    expect(await leadsOfEmail(body.email)).toEqual([])
  })

  it('refuses a ZIP of the other country, a state not of the country and a relocation to the same address', async () => {
    let res = await post(SUBMIT, request('pickup', { requestedZip: '77002' }))
    expect((await res.json()).fieldErrors).toEqual({ requestedZip: ['validation.zipInvalid'] })
    res = await post(SUBMIT, request('pickup', { requestedState: 'TX' }))
    expect((await res.json()).fieldErrors).toEqual({ requestedState: ['validation.stateRequired'] })
    res = await post(SUBMIT, request('relocation', { newSiteCountry: 'ca', newSiteState: 'ON', newSiteZip: 'M5V', newSiteCity: 'Toronto', newSiteAddress: '100 King St W' }))
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toEqual({ newSiteAddress: ['supportRequest.errors.sameSite'] })
  })

  it('refuses a ZIP that does not exist and an address the suggestions do not give (checked by the server)', async () => {
    let body = request('pickup', { requestedZip: 'M0V' })
    let res = await post(SUBMIT, body)
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toEqual({ requestedZip: ['validation.zipInvalid'] })
    body = request('pickup', { requestedCity: 'Ottawa' }) // M5V is in Toronto
    res = await post(SUBMIT, body)
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toEqual({ requestedAddress: ['validation.addressFromSuggestions'] })
    body = request('relocation', { newSiteState: 'TX', newSiteZip: '10001', newSiteCity: 'New York' }) // 10001 is in NY
    res = await post(SUBMIT, body)
    expect((await res.json()).fieldErrors).toEqual({ newSiteAddress: ['validation.addressFromSuggestions'] })
    expect(await leadsOfEmail(body.email)).toEqual([])
  })

  it('answers 403 "Échec de la vérification…" (the embedded captcha\'s wording, localized) for an unsolved captcha', async () => {
    const body = request('repair', { locale: 'fr' })
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'Échec de la vérification. Veuillez confirmer de nouveau que vous n’êtes pas un robot.' })
    expect(await leadsOfEmail(body.email)).toEqual([])
  })
})

describe.each<Service>(['relocation', 'add-units', 'pickup', 'repair', 'billing'])('POST /api/request-support: a good %s request', (service) => {
  const locale = service === 'pickup' || service === 'billing' ? 'fr' : 'en'
  let body: ReturnType<typeof request>
  let answer: { message: string; reference: string }
  let lead: LeadDoc

  beforeAll(async () => {
    body = request(service, { locale, page: `/${locale}/request-service`, accountNumber: service === 'billing' ? '1000123' : '', captchaToken: await captchaToken() })
    const res = await post(SUBMIT, body)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    answer = await res.json()
    const leads = await leadsWithKey(body.idempotencyKey)
    expect(leads).toHaveLength(1)
    lead = leads[0]!
  }, 60_000)

  it('answers the message in the visitor’s language with the lead reference', () => {
    expect(answer).toEqual({
      message: locale === 'fr' ? 'Merci! Votre demande de service a bien été reçue.' : 'Thank you! Your service request has been received.',
      reference: expect.stringMatching(/^SR-[0-9A-HJKMNP-TV-Z]{8}$/),
    })
  })

  it('stores the lead (kind support, status new) with the general information, the address and the service’s fields', () => {
    expect(lead).toMatchObject({
      reference: answer.reference,
      kind: 'support',
      status: 'new',
      email: body.email,
      locale,
      page: `/${locale}/request-service`,
      site: { country: 'ca', state: 'ON', zip: 'M5V', city: 'Toronto', address: '100 King St W' },
      support: { serviceType: service },
    })
    expect(lead.submitted).toMatchObject({ serviceType: service, phone: '+1 416 555 0199' })
    expect(lead.submitted).not.toHaveProperty('captchaToken')
    expect(lead.details).toContain(`Reference: ${answer.reference}`)
    const expected: Record<Service, Partial<LeadDoc['support']>> = {
      relocation: { contractNumber: 'RC-2024118', units: 2, newSite: { country: 'us', state: 'TX', zip: '77056', city: 'Houston', address: '2500 Post Oak Blvd', contact: 'Luc Gagnon, 713 555 0100' } },
      'add-units': { contractNumber: 'RC2024118', units: 3, invoiceNumber: null },
      pickup: { contractNumber: 'RC2024118', units: 1 },
      repair: { contractNumber: null, units: 1 },
      billing: { contractNumber: 'RC-77', invoiceNumber: '90001234', units: null, accountNumber: '1000123' },
    }
    expect(lead.support).toMatchObject(expected[service])
    if (service === 'repair' || service === 'billing') expect(lead.comments).toBe(supportScenario[service].comments)
  })

  it('writes the service alert (English, to serviceEmail) and the acknowledgement in the visitor’s language', async () => {
    const [alert, ack] = await outbox(lead.emails)
    expect(alert).toMatchObject({ kind: 'lead-alert', to: 'service@boxline.example', locale: 'en' })
    expect(alert!.text).toContain(body.email)
    expect(alert!.subject).toContain(answer.reference)
    expect(alert!.text).toContain(`/admin/collections/leads/${lead.id}`)
    expect(ack).toMatchObject({ kind: 'lead-acknowledgement', to: body.email, locale })
    expect(ack!.subject).toBe(locale === 'fr' ? `Nous avons reçu votre demande de service ${answer.reference}` : `We received your service request ${answer.reference}`)
    expect(ack!.text).toContain(locale === 'fr' ? 'Bonjour Jeanne,' : 'Hello Jeanne,')
  })

  if (service === 'repair') {
    it('answers a repeat with the same key with the first answer, without a second lead', { tags: ['postgres'] }, async () => {
      const res = await post(SUBMIT, body)
      expect(res.status).toBe(200)
      expect(res.headers.get('idempotent-replayed')).toBe('true')
      expect(await res.json()).toEqual(answer)
      expect(await leadsWithKey(body.idempotencyKey)).toHaveLength(1)
    })

    it('refuses the same key with other data (409), still one lead', { tags: ['postgres'] }, async () => {
      const res = await post(SUBMIT, { ...body, comments: 'Another problem.' })
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({ error: 'This request was already sent with different details. Reload the page to send a new one.' })
      expect(await leadsWithKey(body.idempotencyKey)).toHaveLength(1)
    })

    it('refuses the used captcha solution for a new request', { tags: ['postgres'] }, async () => {
      const again = request('repair', { captchaToken: body.captchaToken })
      const res = await post(SUBMIT, again)
      expect(res.status).toBe(403)
      expect(await leadsOfEmail(again.email)).toEqual([])
    })
  }
})

describe('POST /api/request-support: a double submission', { tags: ['postgres'] }, () => {
  it('stores one lead and gives both requests the same answer', async () => {
    const body = request('pickup', { captchaToken: await captchaToken() })
    const ip = client()
    const [a, b] = await Promise.all([post(SUBMIT, body, ip), post(SUBMIT, body, ip)])
    expect([a.status, b.status]).toEqual([200, 200])
    const [answerA, answerB] = await Promise.all([a.json(), b.json()])
    expect(answerA).toEqual(answerB)
    const leads = await leadsWithKey(body.idempotencyKey)
    expect(leads).toHaveLength(1)
    expect(await outbox(leads[0]!.emails)).toHaveLength(2)
  }, 60_000)
})
