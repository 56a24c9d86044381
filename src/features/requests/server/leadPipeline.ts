import 'server-only'
import { z } from 'zod'
import type { Payload } from 'payload'
import { LEADS_SLUG, type LeadKind } from '@/collections/leads'
import { OUTBOX_SLUG } from '@/collections/system/Outbox'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { captchaText, clientIp, verifyCaptcha } from '@/integrations/captcha'
import { sendMail, type MailMessage } from '@/integrations/mail'
import { inTransaction } from '@/lib/db/transaction'
import type { FieldErrors } from '@/lib/http/responses'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/siteUrl'
import type { Lead } from '@/payload-types'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { findLeadByIdempotencyKey, newLeadReference, requestHash, waitForLead } from './leads'

/** What a request route answers: a status and a JSON body (+ headers). */
export interface LeadAnswer {
  status: number
  body: { message: string; reference: string } | { error: string; fieldErrors?: FieldErrors }
  headers?: Record<string, string>
}

/** A step of a request kind: go on with `value`, or stop with `answer` (nothing written yet). */
export type Step<T> = { value: T } | { answer: LeadAnswer }

export const accept = <T>(value: T): Step<T> => ({ value })

/** Stops with `{error}` (a localized message) and `status`. */
export const refuse = (status: number, error: string): { answer: LeadAnswer } => ({ answer: { status, body: { error } } })

/** Stops with 400 `{error: 'Bad request', fieldErrors}`: message ids by field, from zod's issues or given. */
export function invalid(errors: z.ZodError | FieldErrors): { answer: LeadAnswer } {
  const fieldErrors = errors instanceof z.ZodError ? (z.flattenError(errors).fieldErrors as FieldErrors) : errors
  return { answer: { status: 400, body: { error: 'Bad request', fieldErrors } } }
}

/** The keys every lead request carries beside its own fields. */
export type LeadRequest = {
  captchaToken: string
  idempotencyKey: string
  locale: Locale
  page: string | null
}

/** The lead document's part a kind maps; the pipeline adds reference, kind, status, details, submitted, locale, page, key, hash and e-mails. */
export type LeadFields = Pick<Lead, 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'site' | 'comments' | 'consentText' | 'buyQuote' | 'support' | 'rentalQuote'>

type Contact = Pick<Lead, 'firstName' | 'lastName' | 'company' | 'email' | 'phone'>

/** The visitor's contact fields of a request (the lead's and the e-mails'). */
export const contactOf = <C extends Contact>(data: C): Pick<C, keyof Contact> => ({
  firstName: data.firstName,
  lastName: data.lastName,
  company: data.company,
  email: data.email,
  phone: data.phone,
})

export type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>

/** A translator over all messages with string keys (`getLooseTranslator`). */
export type LeadT = (key: string, values?: Record<string, string | number>) => string

/** A schema known only from the request (the rental quote's is its CMS block's), with what was found on the way. */
export type SchemaFinder<Data, Found> = (input: unknown) => Promise<Step<{ schema: z.ZodType<Data>; found: Found }>>

/** What a request kind supplies: its schema, its own checks, its mapping to the lead and its e-mail texts. */
export interface LeadKindSpec<Data extends LeadRequest, Found, Checked, Mail extends { adminUrl?: string }> {
  kind: LeadKind
  /** Message ids: the 200 answer's message, and the 409 for a key sent again with other data. */
  messages: { received: string; alreadySubmitted: string }
  /** The request's zod schema (its issues answer 400), or how to find it. */
  schema: z.ZodType<Data> | SchemaFinder<Data, Found>
  /** The checks that need the server (the unit, the postal data, the address service), run before the captcha is used up. */
  check(data: Data, found: Found): Promise<Step<Checked>>
  /** The lead's own fields and the e-mails' input. */
  toLead(data: Data, checked: Checked, context: { reference: string; settings: SiteSettings }): { fields: LeadFields; mail: Mail }
  /** The texts: the lead's details and the staff alert (English), the visitor's acknowledgement (their language). */
  emails: {
    details(mail: Mail, english: LeadT): string
    alert(mail: Mail, english: LeadT): MailMessage
    acknowledgement(mail: Mail, t: LeadT): MailMessage
  }
}

const isSchema = <Data, Found>(schema: z.ZodType<Data> | SchemaFinder<Data, Found>): schema is z.ZodType<Data> => typeof schema === 'object'

/**
 * The one server pipeline of the request forms (POST /api/request-quote-buy, /api/request-quote,
 * /api/request-support). In order, each step answering before anything is written:
 * 1. the schema (400 `{error: 'Bad request', fieldErrors}`, or the finder's own answer);
 * 2. the idempotency key: a lead with it exists → its answer again (200, `Idempotent-Replayed:
 *    true`), or 409 when the same key comes with other data;
 * 3. the kind's checks (400 field errors, or its own answer);
 * 4. the captcha, used up → 403 (localized). A "reused" token from a double click waits up to 3 s
 *    for the twin's lead and answers like it;
 * 5. one transaction: the lead (status `new`), the staff alert and the visitor's acknowledgement
 *    (outbox), the lead's link to them. A unique-key conflict with a concurrent twin answers the
 *    twin's answer; any other failure is thrown to the route.
 */
export function leadPipeline<Data extends LeadRequest, Found, Checked, Mail extends { adminUrl?: string }>(
  spec: LeadKindSpec<Data, Found, Checked, Mail>,
): (input: unknown, request: Request) => Promise<LeadAnswer> {
  /** The answer of a stored lead (the first answer, given again for a repeat with its key). */
  const storedAnswer = (lead: Pick<Lead, 'reference' | 'locale'>, replayed: boolean): LeadAnswer => ({
    status: 200,
    body: { message: getLooseTranslator(lead.locale)(spec.messages.received), reference: lead.reference },
    ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
  })
  const replay = (lead: Lead, hash: string, locale: Locale): LeadAnswer =>
    lead.requestHash && lead.requestHash !== hash ? refuse(409, getLooseTranslator(locale)(spec.messages.alreadySubmitted)).answer : storedAnswer(lead, true)

  return async (input, request) => {
    const parsed = await parse(spec.schema, input)
    if ('answer' in parsed) return parsed.answer
    const { data, found } = parsed.value
    const payload = await getPayloadClient()
    const hash = requestHash(data)

    const earlier = await findLeadByIdempotencyKey(payload, data.idempotencyKey)
    if (earlier) return replay(earlier, hash, data.locale)

    const checked = await spec.check(data, found)
    if ('answer' in checked) return checked.answer

    const captcha = await verifyCaptcha(data.captchaToken, { remoteIp: clientIp(request) })
    if (!captcha.success) {
      // A double click: the first request used the token up and is writing the lead.
      if (captcha.reason === 'reused') {
        const first = await waitForLead(payload, data.idempotencyKey)
        if (first) return replay(first, hash, data.locale)
      }
      return refuse(403, captchaText('verificationFailed', data.locale)).answer
    }

    const [settings, origin] = await Promise.all([getSiteSettings(data.locale), siteUrl()])
    try {
      return storedAnswer(await storeLead(payload, spec, { data, checked: checked.value, hash, settings, origin }), false)
    } catch (error) {
      // The unique idempotency key refused a concurrent twin: answer as the twin did.
      const twin = await findLeadByIdempotencyKey(payload, data.idempotencyKey)
      if (twin) return replay(twin, hash, data.locale)
      throw error
    }
  }
}

async function parse<Data, Found>(schema: z.ZodType<Data> | SchemaFinder<Data, Found>, input: unknown): Promise<Step<{ data: Data; found: Found }>> {
  const step = isSchema(schema) ? accept({ schema, found: undefined as Found }) : await schema(input)
  if ('answer' in step) return step
  const parsed = step.value.schema.safeParse(input)
  return parsed.success ? accept({ data: parsed.data, found: step.value.found }) : invalid(parsed.error)
}

interface Submission<Data, Checked> {
  data: Data
  checked: Checked
  hash: string
  settings: SiteSettings
  origin: string
}

/** The lead, then its two e-mails (alert, acknowledgement) and the lead's link to them, as one unit of writes. */
async function storeLead<Data extends LeadRequest, Found, Checked, Mail extends { adminUrl?: string }>(
  payload: Payload,
  spec: LeadKindSpec<Data, Found, Checked, Mail>,
  { data, checked, hash, settings, origin }: Submission<Data, Checked>,
): Promise<Lead> {
  const reference = newLeadReference(spec.kind)
  const { fields, mail } = spec.toLead(data, checked, { reference, settings })
  const { captchaToken: _token, ...submitted } = data
  const english = getLooseTranslator('en')

  return inTransaction(payload, async ({ req, onRollback }) => {
    const lead = await payload.create({
      collection: LEADS_SLUG,
      data: {
        ...fields,
        reference,
        kind: spec.kind,
        status: 'new',
        details: spec.emails.details(mail, english),
        submitted: submitted as Record<string, unknown>,
        locale: data.locale,
        page: data.page,
        idempotencyKey: data.idempotencyKey,
        requestHash: hash,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    onRollback(() => payload.delete({ collection: LEADS_SLUG, id: lead.id, overrideAccess: true }))

    const withLink: Mail = { ...mail, adminUrl: `${origin}/admin/collections/${LEADS_SLUG}/${lead.id}` }
    const emails: number[] = []
    for (const message of [spec.emails.alert(withLink, english), spec.emails.acknowledgement(withLink, getLooseTranslator(data.locale))]) {
      const sent = await sendMail(message, { req })
      onRollback(() => payload.delete({ collection: OUTBOX_SLUG, id: sent.id, overrideAccess: true }))
      emails.push(sent.id as number)
    }
    return payload.update({ collection: LEADS_SLUG, id: lead.id, data: { emails }, depth: 0, overrideAccess: true, req })
  })
}
