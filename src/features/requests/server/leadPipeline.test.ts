import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { CaptchaResult } from '@/integrations/captcha'
import type { MailMessage } from '@/integrations/mail'

// The lead pipeline with a fake Payload (leads + outbox in memory), a fake captcha and mailer.

type Doc = Record<string, unknown> & { id: number }
const db = { leads: [] as Doc[], outbox: [] as Doc[] }
let nextId = 1
const events: string[] = []

const payload = {
  find: async ({ where }: { where: { idempotencyKey: { equals: string } } }) => ({ docs: db.leads.filter((lead) => lead.idempotencyKey === where.idempotencyKey.equals) }),
  create: async ({ data }: { data: Record<string, unknown> }) => {
    if (db.leads.some((lead) => lead.idempotencyKey === data.idempotencyKey)) throw new Error('unique constraint: idempotencyKey')
    const lead = { id: nextId++, ...data }
    db.leads.push(lead)
    events.push('create lead')
    return lead
  },
  update: async ({ id, data }: { id: number; data: Record<string, unknown> }) => Object.assign(db.leads.find((lead) => lead.id === id)!, data),
  delete: async ({ collection, id }: { collection: string; id: number }) => {
    const table = collection === 'leads' ? db.leads : db.outbox
    table.splice(
      table.findIndex((doc) => doc.id === id),
      1,
    )
    events.push(`delete ${collection} ${id}`)
  },
}

const verifyCaptcha = vi.fn<(token: string, context?: { remoteIp?: string }) => Promise<CaptchaResult>>()
let mailFails = false

vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => payload }))
vi.mock('@/collections/leads', () => ({ LEADS_SLUG: 'leads' }))
vi.mock('@/collections/system/Outbox', () => ({ OUTBOX_SLUG: 'outbox' }))
vi.mock('@/integrations/captcha', () => ({
  verifyCaptcha: (token: string, context?: { remoteIp?: string }) => verifyCaptcha(token, context),
  clientIp: (request: Request) => request.headers.get('x-forwarded-for') ?? undefined,
  captchaText: (message: string, locale: string) => `${locale}:captcha.${message}`,
}))
vi.mock('@/integrations/mail', () => ({
  sendMail: async (message: MailMessage, options: { req?: unknown }) => {
    if (mailFails && message.kind === 'lead-acknowledgement') throw new Error('outbox down')
    const row = { id: nextId++, ...message, inTransaction: options.req === fakeReq }
    db.outbox.push(row)
    return { id: row.id, status: 'queued' }
  },
}))
vi.mock('@/features/site-shell/server/settings', () => ({ getSiteSettings: async (locale: string) => ({ brandName: `Boxline-${locale}`, salesEmail: 'sales@boxline.test' }) }))
vi.mock('@/lib/siteUrl', () => ({ siteUrl: async () => 'https://boxline.test' }))
vi.mock('@/lib/i18n/serverMessages', () => ({
  getLooseTranslator: (locale: string) => (key: string, values?: Record<string, unknown>) => `${locale}:${key}${values ? JSON.stringify(values) : ''}`,
}))
// The database has no transactions here: the pipeline's compensations must undo its writes.
const fakeReq = { transactionID: undefined }
vi.mock('@/lib/db/transaction', () => ({
  inTransaction: async <T,>(_payload: unknown, work: (context: { req: unknown; transactional: boolean; onRollback(undo: () => Promise<unknown>): void }) => Promise<T>) => {
    const undo: (() => Promise<unknown>)[] = []
    try {
      return await work({ req: fakeReq, transactional: false, onRollback: (step) => void undo.push(step) })
    } catch (error) {
      for (const step of undo.reverse()) await step()
      throw error
    }
  },
}))

const { accept, invalid, leadPipeline, refuse } = await import('./leadPipeline')

const schema = z.object({
  name: z.string().min(2, 'validation.nameMin'),
  captchaToken: z.string().min(1, 'validation.completeRecaptcha'),
  idempotencyKey: z.uuid(),
  locale: z.enum(['en', 'fr']).default('en'),
  page: z.string().nullable().default(null),
})
type Data = z.output<typeof schema>
type Mail = { reference: string; name: string; brand: string; adminUrl?: string }

const checks: string[] = []
const spec = {
  kind: 'support' as const,
  messages: { received: 'test.received', alreadySubmitted: 'test.alreadySubmitted' },
  schema,
  async check(data: Data) {
    checks.push(data.name)
    if (data.name === 'taken') return refuse(409, `${data.locale}:test.taken`)
    if (data.name === 'nowhere') return invalid({ name: ['validation.addressFromSuggestions'] })
    return accept({ upper: data.name.toUpperCase() })
  },
  toLead(data: Data, checked: { upper: string }, { reference, settings }: { reference: string; settings: { brandName: string } }) {
    const mail: Mail = { reference, name: data.name, brand: settings.brandName }
    return { fields: { firstName: checked.upper, lastName: 'Tremblay', email: 'j@example.com', consentText: `consent ${settings.brandName}` }, mail }
  },
  emails: {
    details: (mail: Mail, t: (key: string) => string) => `${t('details')} ${mail.reference}`,
    alert: (mail: Mail, t: (key: string) => string): MailMessage => ({ to: 'sales@boxline.test', subject: t('alert'), text: `${mail.reference} ${mail.adminUrl}`, locale: 'en', kind: 'lead-alert' }),
    acknowledgement: (mail: Mail, t: (key: string) => string): MailMessage => ({ to: 'j@example.com', subject: t('ack'), text: `${mail.name} ${mail.adminUrl}`, locale: 'fr', kind: 'lead-acknowledgement' }),
  },
}
const submit = leadPipeline(spec) as unknown as (input: unknown, request: Request) => Promise<{ status: number; body: Record<string, unknown>; headers?: Record<string, string> }>

const key = '7f1d7c1e-7d43-4c7e-9b0a-3a5f5f8f2b11'
const body = (overrides: Record<string, unknown> = {}) => ({ name: 'Jeanne', captchaToken: 'solved', idempotencyKey: key, locale: 'fr', page: '/fr/x', ...overrides })
const request = () => new Request('http://localhost/api/x', { method: 'POST', headers: { 'x-forwarded-for': '198.51.100.7' } })

beforeEach(() => {
  db.leads.length = 0
  db.outbox.length = 0
  events.length = 0
  checks.length = 0
  mailFails = false
  verifyCaptcha.mockReset()
  verifyCaptcha.mockResolvedValue({ success: true })
})

describe('leadPipeline: refusals write nothing and keep the captcha', () => {
  it('answers 400 {error, fieldErrors} with the schema’s message ids', async () => {
    const answer = await submit({ ...body(), name: 'J', captchaToken: '' }, request())
    expect(answer).toEqual({ status: 400, body: { error: 'Bad request', fieldErrors: { name: ['validation.nameMin'], captchaToken: ['validation.completeRecaptcha'] } } })
    expect(checks).toEqual([])
    expect(verifyCaptcha).not.toHaveBeenCalled()
  })

  it('answers the kind’s own refusals (an answer, or field errors) before the captcha', async () => {
    expect(await submit(body({ name: 'taken' }), request())).toEqual({ status: 409, body: { error: 'fr:test.taken' } })
    expect(await submit(body({ name: 'nowhere' }), request())).toEqual({ status: 400, body: { error: 'Bad request', fieldErrors: { name: ['validation.addressFromSuggestions'] } } })
    expect(verifyCaptcha).not.toHaveBeenCalled()
    expect(db.leads).toEqual([])
  })

  it('answers 403 in the visitor’s language for a captcha that does not verify', async () => {
    verifyCaptcha.mockResolvedValue({ success: false, reason: 'invalid' })
    expect(await submit(body(), request())).toEqual({ status: 403, body: { error: 'fr:captcha.verificationFailed' } })
    expect(verifyCaptcha).toHaveBeenCalledWith('solved', { remoteIp: '198.51.100.7' })
    expect(db.leads).toEqual([])
  })

  it('takes the schema from a finder, which may answer first', async () => {
    const found = { ...spec, schema: async (input: unknown) => ((input as { form?: string }).form === 'gone' ? refuse(404, 'no form') : accept({ schema, found: 'block-1' })) }
    const check = vi.fn(async (_data: Data, block: string) => accept({ upper: block }))
    const submitFound = leadPipeline({ ...found, check }) as unknown as typeof submit
    expect(await submitFound({ ...body(), form: 'gone' }, request())).toEqual({ status: 404, body: { error: 'no form' } })
    expect((await submitFound({ ...body(), name: 'J' }, request())).status).toBe(400)
    expect((await submitFound(body(), request())).status).toBe(200)
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ name: 'Jeanne' }), 'block-1')
    expect(db.leads[0]).toMatchObject({ firstName: 'block-1' })
  })
})

describe('leadPipeline: a good request', () => {
  it('writes the lead, the alert and the acknowledgement in one unit, and answers the reference', async () => {
    const answer = await submit(body(), request())
    expect(answer).toEqual({ status: 200, body: { message: 'fr:test.received', reference: expect.stringMatching(/^SR-[0-9A-Z]{8}$/) } })
    expect(answer.headers).toBeUndefined()
    expect(db.leads).toHaveLength(1)
    const lead = db.leads[0]!
    expect(lead).toMatchObject({
      reference: answer.body.reference,
      kind: 'support',
      status: 'new',
      firstName: 'JEANNE',
      consentText: 'consent Boxline-fr',
      details: `en:details ${answer.body.reference}`,
      submitted: { name: 'Jeanne', idempotencyKey: key, locale: 'fr', page: '/fr/x' },
      locale: 'fr',
      page: '/fr/x',
      idempotencyKey: key,
      requestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(lead.submitted).not.toHaveProperty('captchaToken')
    const [alert, ack] = db.outbox
    expect(alert).toMatchObject({ kind: 'lead-alert', subject: 'en:alert', text: `${answer.body.reference} https://boxline.test/admin/collections/leads/${lead.id}`, inTransaction: true })
    expect(ack).toMatchObject({ kind: 'lead-acknowledgement', subject: 'fr:ack', text: `Jeanne https://boxline.test/admin/collections/leads/${lead.id}`, inTransaction: true })
    expect(lead.emails).toEqual([alert!.id, ack!.id])
  })

  it('answers a repeat with its key with the first answer (replayed), without the captcha or a second lead', async () => {
    const first = await submit(body(), request())
    verifyCaptcha.mockClear()
    const again = await submit(body({ captchaToken: 'another', page: '/en/elsewhere', locale: 'fr' }), request())
    expect(again).toEqual({ ...first, headers: { 'Idempotent-Replayed': 'true' } })
    expect(verifyCaptcha).not.toHaveBeenCalled()
    expect(db.leads).toHaveLength(1)
  })

  it('refuses the key with other data (409, in the request’s language)', async () => {
    await submit(body(), request())
    expect(await submit(body({ name: 'Someone else', locale: 'en' }), request())).toEqual({ status: 409, body: { error: 'en:test.alreadySubmitted' } })
    expect(db.leads).toHaveLength(1)
  })

  it('answers the stored message in the lead’s own language', async () => {
    const first = await submit(body({ locale: 'en' }), request())
    expect(first.body.message).toBe('en:test.received')
  })
})

describe('leadPipeline: double submissions and failures', () => {
  const twin = (data: Record<string, unknown>) => ({ id: 99, reference: 'SR-TWIN0000', locale: 'fr', idempotencyKey: key, requestHash: data.requestHash })

  it('a captcha used up by a twin still writing: waits for its lead and answers like it', async () => {
    const { requestHash } = await import('./leads')
    const data = schema.parse(body())
    verifyCaptcha.mockImplementation(async () => {
      setTimeout(() => db.leads.push(twin({ requestHash: requestHash(data) })), 150)
      return { success: false, reason: 'reused' }
    })
    expect(await submit(body(), request())).toEqual({ status: 200, body: { message: 'fr:test.received', reference: 'SR-TWIN0000' }, headers: { 'Idempotent-Replayed': 'true' } })
    expect(db.leads).toHaveLength(1)
  })

  it('a twin that stored its lead first (unique key): its answer, nothing of ours left', async () => {
    const { requestHash } = await import('./leads')
    verifyCaptcha.mockImplementation(async () => {
      db.leads.push(twin({ requestHash: requestHash(schema.parse(body())) }))
      return { success: true }
    })
    expect(await submit(body(), request())).toMatchObject({ status: 200, body: { reference: 'SR-TWIN0000' } })
    expect(db.leads).toHaveLength(1)
    expect(db.outbox).toEqual([])
  })

  it('a failed write undoes the others and is thrown to the route', async () => {
    mailFails = true
    await expect(submit(body(), request())).rejects.toThrow('outbox down')
    expect(db.leads).toEqual([])
    expect(db.outbox).toEqual([])
    expect(events).toEqual(['create lead', `delete outbox ${nextId - 1}`, `delete leads ${nextId - 2}`])
  })
})
