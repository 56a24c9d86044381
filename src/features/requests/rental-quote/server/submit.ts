import 'server-only'
import { z } from 'zod'
import { LEADS_SLUG } from '@/collections/leads'
import { OUTBOX_SLUG } from '@/collections/system/Outbox'
import { getSiteSettings } from '@/features/site-shell/server/settings'
import type { Locale } from '@/i18n/routing'
import { verifyAddress } from '@/integrations/address'
import { captchaText, clientIp, verifyCaptcha } from '@/integrations/captcha'
import { sendMail } from '@/integrations/mail'
import { lookupPostal } from '@/integrations/postal'
import type { FieldErrors } from '@/lib/http/responses'
import { logger } from '@/lib/logger'
import { messageId } from '@/lib/messageKeys'
import { getPayloadClient } from '@/lib/payload'
import { classifyQuoteZip } from '@/lib/postal'
import { siteUrl } from '@/lib/siteUrl'
import type { Lead } from '@/payload-types'
import { getLooseTranslator } from '../../messages'
import { findLeadByIdempotencyKey, newLeadReference, requestHash, waitForLead } from '../../server/leads'
import { inTransaction } from '../../server/transaction'
import { toQuoteFormDefinition } from '../definition'
import { rentalQuoteAcknowledgement, rentalQuoteAlert, rentalQuoteDetails, type RentalQuoteMailInput } from '../emails'
import { OTHER_INDUSTRY, rentalQuoteEnvelope, rentalQuoteSchema, type QuoteFormDefinition } from '../schema'
import { findQuoteFormBlock } from './formBlock'

export interface SubmitAnswer {
  status: number
  body: { message: string; reference: string } | { error: string; fieldErrors?: FieldErrors }
  headers?: Record<string, string>
}

const badRequest = (fieldErrors: FieldErrors): SubmitAnswer => ({ status: 400, body: { error: 'Bad request', fieldErrors } })
const flatten = (error: z.ZodError) => z.flattenError(error).fieldErrors as FieldErrors

function storedAnswer(lead: Pick<Lead, 'reference' | 'locale'>, replayed: boolean): SubmitAnswer {
  return {
    status: 200,
    body: { message: getLooseTranslator(lead.locale)('rentalQuote.server.received'), reference: lead.reference },
    ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
  }
}

function replay(lead: Lead, hash: string, locale: Locale): SubmitAnswer {
  if (lead.requestHash && lead.requestHash !== hash) return { status: 409, body: { error: getLooseTranslator(locale)('rentalQuote.server.alreadySubmitted') } }
  return storedAnswer(lead, true)
}

/** The rental failure message with the business phone (spec 1 §8), for a request that could not be stored. */
export async function rentalQuoteFailure(locale: Locale): Promise<string> {
  const phone = await getSiteSettings(locale)
    .then((settings) => settings.phone)
    .catch(() => '')
  return getLooseTranslator(locale)('rentalQuote.errors.failure', { phone })
}

/**
 * POST /api/request-quote. In order, each step answering before anything is written: the
 * request's own keys (400), the form block named by pageId + blockId as stored in the CMS (404),
 * every field against that block's schema (400), a repeat of an earlier submission (its answer),
 * the site ZIP and address against the postal data (400), the captcha (403, used up). Then the
 * lead and its two e-mails are written in one transaction.
 */
export async function submitRentalQuote(input: unknown, request: Request): Promise<SubmitAnswer> {
  // Which form first: without its page and block no field can be checked.
  const key = rentalQuoteEnvelope.pick({ pageId: true, blockId: true, locale: true }).safeParse(input)
  if (!key.success) {
    const envelope = rentalQuoteEnvelope.safeParse(input)
    return badRequest(envelope.success ? flatten(key.error) : flatten(envelope.error))
  }
  const { pageId, blockId, locale } = key.data
  const t = getLooseTranslator(locale)

  const [found, english] = await Promise.all([findQuoteFormBlock(pageId, blockId, locale), locale === 'en' ? null : findQuoteFormBlock(pageId, blockId, 'en')])
  if (!found) return { status: 404, body: { error: t('rentalQuote.server.formNotFound') } }
  const definition = toQuoteFormDefinition(found.block)
  const parsed = rentalQuoteSchema(definition).safeParse(input)
  if (!parsed.success) return badRequest(flatten(parsed.error))
  const data = parsed.data as Record<string, unknown> & z.output<typeof rentalQuoteEnvelope>
  const payload = await getPayloadClient()
  const hash = requestHash(data)

  const earlier = await findLeadByIdempotencyKey(payload, data.idempotencyKey)
  if (earlier) return replay(earlier, hash, locale)

  const site = {
    country: data.site_address_country as 'us' | 'ca',
    state: String(data.site_address_state),
    zip: String(data.site_address_zip),
    city: String(data.site_address_city),
    address: String(data.Address),
  }
  const zip = classifyQuoteZip(site.zip)
  if (!zip || !lookupPostal(zip.country, zip.lookupKey).valid) return badRequest({ site_address_zip: [messageId('zipInvalid')] })
  const verification = await verifyAddress({ street: site.address, city: site.city, state: site.state, zip: site.zip, country: site.country })
  if (!verification.valid) return badRequest({ Address: [messageId('addressFromSuggestions')] })

  const captcha = await verifyCaptcha(data.captchaToken, { remoteIp: clientIp(request) })
  if (!captcha.success) {
    // A double click: the first request used the token up and is writing the lead.
    if (captcha.reason === 'reused') {
      const first = await waitForLead(payload, data.idempotencyKey)
      if (first) return replay(first, hash, locale)
    }
    return { status: 403, body: { error: captchaText('verificationFailed', locale) } }
  }

  const definitions = { [locale]: definition, en: english ? toQuoteFormDefinition(english.block) : definition } as Record<Locale, QuoteFormDefinition>
  try {
    const lead = await storeLead(data, { pageId: found.page.id, blockId, hash, site, definitions, consent: found.block.consentMessage ?? null })
    return storedAnswer(lead, false)
  } catch (error) {
    // The unique idempotency key refused a concurrent twin: answer as the twin did.
    const twin = await findLeadByIdempotencyKey(payload, data.idempotencyKey)
    if (twin) return replay(twin, hash, locale)
    logger.error({ err: error, where: 'request-quote' }, 'storing a rental quote failed')
    return { status: 500, body: { error: await rentalQuoteFailure(locale) } }
  }
}

type Data = Record<string, unknown> & z.output<typeof rentalQuoteEnvelope>
interface StoreContext {
  pageId: number | string
  blockId: string
  hash: string
  site: RentalQuoteMailInput['site']
  definitions: Record<Locale, QuoteFormDefinition>
  /** The block's consent message the visitor saw, in their language. */
  consent: string | null
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

async function storeLead(data: Data, context: StoreContext): Promise<Lead> {
  const payload = await getPayloadClient()
  const [settings, origin] = await Promise.all([getSiteSettings(data.locale), siteUrl()])
  const reference = newLeadReference('rental-quote')
  const { captchaToken: _token, ...submitted } = data
  const industry = String(data.Industries ?? '')
  const optionCards = (data.optionCards as string[] | undefined) ?? []
  const mail: RentalQuoteMailInput = {
    reference,
    locale: data.locale,
    page: data.page,
    values: data,
    site: context.site,
    industry,
    otherIndustry: industry === OTHER_INDUSTRY ? String(data.otherIndustry ?? '') : '',
    optionCards,
    definitions: context.definitions,
    settings,
  }
  const english = getLooseTranslator('en')

  return inTransaction(payload, async ({ req, onRollback }) => {
    const lead = await payload.create({
      collection: LEADS_SLUG,
      data: {
        reference,
        kind: 'rental-quote',
        status: 'new',
        firstName: String(data.firstName),
        lastName: String(data.lastName),
        company: text(data.company),
        email: String(data.email),
        phone: text(data.phone),
        site: context.site,
        comments: text(data.comments),
        details: rentalQuoteDetails(mail, english),
        rentalQuote: {
          formPage: Number(context.pageId) || null,
          blockId: context.blockId,
          industry: industry || null,
          otherIndustry: mail.otherIndustry || null,
          options: optionCards,
        },
        consentText: context.consent,
        submitted,
        locale: data.locale,
        page: data.page,
        idempotencyKey: data.idempotencyKey,
        requestHash: context.hash,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    onRollback(() => payload.delete({ collection: LEADS_SLUG, id: lead.id, overrideAccess: true }))

    const withLink = { ...mail, adminUrl: `${origin}/admin/collections/${LEADS_SLUG}/${lead.id}` }
    const emails: number[] = []
    for (const message of [rentalQuoteAlert(withLink, english), rentalQuoteAcknowledgement(withLink, getLooseTranslator(data.locale))]) {
      const sent = await sendMail(message, { req })
      onRollback(() => payload.delete({ collection: OUTBOX_SLUG, id: sent.id, overrideAccess: true }))
      emails.push(sent.id as number)
    }
    return payload.update({ collection: LEADS_SLUG, id: lead.id, data: { emails }, depth: 0, overrideAccess: true, req })
  })
}
