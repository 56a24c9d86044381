// @postgres: idempotency keys and captcha solutions, each accepted once.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { captchaTokenFrom } from '../support/captcha'
import { leadLookups } from '../support/leads'
import { staffApi } from '../support/staffApi'

// The mini-form (spec 3 §1 "mini-forms", §3 "Mini-form"; issue 14): its block on a page and in a
// layout column, and its call POST /api/request-contact on the lead pipeline, against APP_URL.
// Every test sends its own client address, so the rate limits of one test never reach another.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const SUBMIT = '/api/request-contact'

const client = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`
const post = (body: unknown, ip = client()) =>
  fetch(`${base}${SUBMIT}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: typeof body === 'string' ? body : JSON.stringify(body) })
const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })

const { login, staff } = staffApi(base)
beforeAll(login)

const captchaToken = () => captchaTokenFrom(base, client())

const request = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amélie',
  lastName: 'Gagnon',
  company: 'Festival des Lumières',
  email: `contact.${randomUUID().slice(0, 8)}@example.com`,
  phone: '(514) 555-0142',
  message: 'Three 20 ft containers from June 20 to July 15.',
  topic: 'Plan your event storage',
  captchaToken: 'not-solved',
  idempotencyKey: randomUUID(),
  locale: 'en',
  page: '/en/solutions',
  ...overrides,
})

type LeadDoc = { id: number; reference: string; kind: string; status: string; email: string; phone: string; company: string; comments: string | null; locale: string; page: string; emails: number[]; submitted: Record<string, unknown>; details: string; consentText: string }
type OutboxDoc = { id: number; to: string; subject: string; text: string; kind: string; locale: string; replyTo?: string }

const { leadsWithKey, leadsOfEmail, outbox } = leadLookups<LeadDoc, OutboxDoc>(staff)

describe('the mini-form on the seeded pages', () => {
  it.each([
    ['en', '/en/about-us', 'Questions about Boxline?', 'Send'],
    ['fr', '/fr/about-us', 'Des questions sur Boxline?', 'Envoyer'],
    ['en', '/en/solutions', 'Plan your event storage', 'Call me back'],
    ['fr', '/fr/solutions', 'Planifiez l’entreposage de votre événement', 'Rappelez-moi'],
  ])('%s %s: the heading, every field and the button are in the server HTML', async (locale, path, heading, submit) => {
    const res = await get(path)
    expect(res.status).toBe(200)
    const html = (await res.text()).replaceAll('&#x27;', '’').replaceAll('&#39;', '’')
    expect(html).toContain(heading)
    expect(html).toContain(`>${submit}<`)
    for (const label of locale === 'en' ? ['First name', 'Last name', 'Company', 'Email', 'Phone', 'Message (optional)'] : ['Prénom', 'Nom de famille', 'Entreprise', 'Courriel', 'Téléphone', 'Message (facultatif)']) {
      expect(html, label).toContain(label)
    }
    expect(html).toMatch(/autoComplete="given-name"|autocomplete="given-name"/)
  })

  it('puts the solutions page’s mini-form inside a layout column (h3), the about page’s as a section (h2)', async () => {
    const solutions = await (await get('/en/solutions')).text()
    expect(solutions).toMatch(/data-layout-column=""[^]*?<h3 id="mini-form-[^"]+-heading"[^>]*>Plan your event storage<\/h3>/)
    const about = await (await get('/en/about-us')).text()
    expect(about).toMatch(/<section id="contact-us" aria-labelledby="mini-form-[^"]+-heading"[^>]*>[^]*?<h2 [^>]*>Questions about Boxline\?<\/h2>/)
  })

  it('lists the call in /api/docs', async () => {
    const res = await get('/api/docs/openapi.json')
    expect(res.status).toBe(200)
    const doc = (await res.json()) as { paths: Record<string, unknown> }
    expect(doc.paths).toHaveProperty(SUBMIT)
  })
})

describe('POST /api/request-contact: bad input', () => {
  it('answers 400 with each field’s error as a message id, nothing stored', async () => {
    const body = request({ firstName: 'J', lastName: '', company: '', email: 'not-an-email', phone: '123', message: 'x'.repeat(2001), captchaToken: '' })
    const res = await post(body)
    expect(res.status).toBe(400)
    const answer = (await res.json()) as { error: string; fieldErrors: Record<string, string[]> }
    expect(answer.error).toBe('Bad request')
    expect(Object.keys(answer.fieldErrors).sort()).toEqual(['captchaToken', 'company', 'email', 'firstName', 'lastName', 'message', 'phone'])
    expect(answer.fieldErrors.message).toEqual(['contactRequest.errors.messageMax'])
    expect(answer.fieldErrors.email![0]).toMatch(/^validation\./)
    expect(await leadsOfEmail(body.email as string)).toEqual([])
  })

  it('answers 400 for a body that is not JSON and for a bad idempotency key', async () => {
    expect((await post('{not json')).status).toBe(400)
    const res = await post(request({ idempotencyKey: 'one' }))
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors.idempotencyKey).toEqual(['idempotencyKey must be a UUID'])
  })

  it('answers 403 in the visitor’s language for an unsolved captcha, nothing stored', async () => {
    const body = request({ locale: 'fr' })
    const res = await post(body)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'Échec de la vérification. Veuillez confirmer de nouveau que vous n’êtes pas un robot.' })
    expect(await leadsOfEmail(body.email as string)).toEqual([])
  })
})

describe.each(['en', 'fr'] as const)('POST /api/request-contact: a good request in %s', (locale) => {
  let body: ReturnType<typeof request>
  let answer: { message: string; reference: string }
  let lead: LeadDoc

  beforeAll(async () => {
    body = request({ locale, page: `/${locale}/solutions`, message: locale === 'en' ? 'Three 20 ft containers from June 20 to July 15.' : '', captchaToken: await captchaToken() })
    const res = await post(body)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    answer = await res.json()
    const leads = await leadsWithKey(body.idempotencyKey)
    expect(leads).toHaveLength(1)
    lead = leads[0]!
  }, 60_000)

  it('answers the message in the visitor’s language with the lead reference', () => {
    expect(answer).toEqual({
      message:
        locale === 'fr'
          ? 'Merci! Votre demande a bien été reçue. Nous communiquerons avec vous dans un délai d’un jour ouvrable.'
          : 'Thank you! Your request has been received. We will contact you within one business day.',
      reference: expect.stringMatching(/^CR-[0-9A-HJKMNP-TV-Z]{8}$/),
    })
  })

  it('stores the lead (kind contact, status new) with the contact, the message, the page and the consent shown', () => {
    expect(lead).toMatchObject({ reference: answer.reference, kind: 'contact', status: 'new', email: body.email, company: 'Festival des Lumières', phone: '+1 514 555 0142', locale, page: `/${locale}/solutions` })
    expect(lead.comments).toBe(locale === 'en' ? body.message : null)
    expect(lead.submitted).toMatchObject({ topic: 'Plan your event storage' })
    expect(lead.submitted).not.toHaveProperty('captchaToken')
    expect(lead.details).toContain(`Reference: ${answer.reference}`)
    expect(lead.details).toContain('Form: Plan your event storage')
    expect(lead.consentText).toContain(locale === 'en' ? 'you agree that Boxline may contact you' : 'vous acceptez que Boxline communique avec vous')
  })

  it('writes the sales alert (English) and the acknowledgement in the visitor’s language', async () => {
    const [alert, ack] = await outbox(lead.emails)
    expect(alert).toMatchObject({ kind: 'lead-alert', to: 'sales@boxline.example', locale: 'en' })
    expect(alert!.subject).toBe(`New contact request ${answer.reference} from Amélie Gagnon (Festival des Lumières)`)
    expect(alert!.text).toContain(`/admin/collections/leads/${lead.id}`)
    expect(ack).toMatchObject({ kind: 'lead-acknowledgement', to: body.email, locale })
    expect(ack!.subject).toBe(locale === 'fr' ? `Nous avons reçu votre demande ${answer.reference}` : `We received your request ${answer.reference}`)
    expect(ack!.text).toContain(locale === 'fr' ? 'Bonjour Amélie,' : 'Hello Amélie,')
  })

  if (locale === 'en') {
    it('answers a repeat with the same key with the first answer, without a second lead; 409 with other data', { tags: ['postgres'] }, async () => {
      const res = await post(body)
      expect(res.status).toBe(200)
      expect(res.headers.get('idempotent-replayed')).toBe('true')
      expect(await res.json()).toEqual(answer)
      const other = await post({ ...body, message: 'Four containers instead.' })
      expect(other.status).toBe(409)
      expect(await leadsWithKey(body.idempotencyKey)).toHaveLength(1)
    })

    it('refuses the used captcha solution for a new request', { tags: ['postgres'] }, async () => {
      const again = request({ captchaToken: body.captchaToken })
      const res = await post(again)
      expect(res.status).toBe(403)
      expect(await leadsOfEmail(again.email as string)).toEqual([])
    })
  }
})
