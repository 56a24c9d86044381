import 'server-only'
import { z } from 'zod'
import { LEADS_SLUG } from '@/collections/leads'
import { OUTBOX_SLUG } from '@/collections/system/Outbox'
import { getSiteSettings } from '@/features/site-shell/server/settings'
import { unitLabels } from '@/features/units/labels'
import { findUsedUnit } from '@/features/units/server/queries'
import type { UnitView } from '@/features/units/view'
import type { Locale } from '@/i18n/routing'
import { captchaText, clientIp, verifyCaptcha } from '@/integrations/captcha'
import { sendMail } from '@/integrations/mail'
import { lookupPostal } from '@/integrations/postal'
import type { FieldErrors } from '@/lib/http/responses'
import { messageId } from '@/lib/messageKeys'
import { classifyQuoteZip } from '@/lib/postal'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/siteUrl'
import type { Lead } from '@/payload-types'
import { getLooseTranslator, getRequestsTranslator, getUnitsT } from '../../messages'
import { findLeadByIdempotencyKey, newLeadReference, requestHash, waitForLead } from '../../server/leads'
import { inTransaction } from '../../server/transaction'
import { buyQuoteAcknowledgement, buyQuoteAlert, buyQuoteDetails, type BuyQuoteMailInput } from '../emails'
import { BUY_QUOTE_ERRORS, buyQuoteSchema, type BuyQuoteRequest } from '../schema'

/** What the route answers: a status and a JSON body (+ headers). */
export interface SubmitAnswer {
  status: number
  body: { message: string; reference: string } | { error: string; fieldErrors?: FieldErrors }
  headers?: Record<string, string>
}

const badRequest = (fieldErrors: FieldErrors): SubmitAnswer => ({ status: 400, body: { error: 'Bad request', fieldErrors } })

/** The answer of a stored lead (the first answer, given again for a repeat with its key). */
function storedAnswer(lead: Pick<Lead, 'reference' | 'locale'>, replayed: boolean): SubmitAnswer {
  return {
    status: 200,
    body: { message: getRequestsTranslator(lead.locale)('requests.server.received'), reference: lead.reference },
    ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
  }
}

function replay(lead: Lead, hash: string, locale: Locale): SubmitAnswer {
  if (lead.requestHash && lead.requestHash !== hash) {
    return { status: 409, body: { error: getRequestsTranslator(locale)('requests.server.alreadySubmitted') } }
  }
  return storedAnswer(lead, true)
}

/**
 * POST /api/request-quote-buy. In order, each step answering before anything is written:
 * the schema (400), a repeat of an earlier submission (its answer), the unit (404 unknown, 409
 * not available), the best offer and the site ZIP (400), the captcha (403, used up). Then the
 * lead and its two e-mails are written in one transaction.
 */
export async function submitBuyQuote(input: unknown, request: Request): Promise<SubmitAnswer> {
  const parsed = buyQuoteSchema.safeParse(input)
  if (!parsed.success) return badRequest(z.flattenError(parsed.error).fieldErrors as FieldErrors)
  const data = parsed.data
  const t = getRequestsTranslator(data.locale)
  const payload = await getPayloadClient()
  const hash = requestHash(data)

  const earlier = await findLeadByIdempotencyKey(payload, data.idempotencyKey)
  if (earlier) return replay(earlier, hash, data.locale)

  const unit = await findUsedUnit(data.unitNumber, data.locale)
  if (!unit) return { status: 404, body: { error: t('requests.server.unitNotFound') } }
  if (unit.status !== 'available') return { status: 409, body: { error: t('requests.server.unitNotAvailable') } }

  const fieldErrors: FieldErrors = {}
  if (data.yourBestOffer !== null && !unit.obo) fieldErrors.yourBestOffer = [BUY_QUOTE_ERRORS.bestOfferNotAccepted]
  const zip = classifyQuoteZip(data.zip)
  const place = zip ? lookupPostal(zip.country, zip.lookupKey) : { valid: false }
  if (!zip || !place.valid) fieldErrors.zip = [messageId('zipInvalid')]
  if (Object.keys(fieldErrors).length > 0) return badRequest(fieldErrors)

  const captcha = await verifyCaptcha(data.captchaToken, { remoteIp: clientIp(request) })
  if (!captcha.success) {
    // A double click: the first request used the token up and is writing the lead.
    if (captcha.reason === 'reused') {
      const first = await waitForLead(payload, data.idempotencyKey)
      if (first) return replay(first, hash, data.locale)
    }
    return { status: 403, body: { error: captchaText('verificationFailed', data.locale) } }
  }

  const [settings, origin] = await Promise.all([getSiteSettings(data.locale), siteUrl()])
  try {
    const lead = await storeLead(data, unit, hash, { country: zip!.country, city: place.city ?? null, state: place.state ?? null }, settings, origin)
    return storedAnswer(lead, false)
  } catch (error) {
    // The unique idempotency key refused a concurrent twin: answer as the twin did.
    const twin = await findLeadByIdempotencyKey(payload, data.idempotencyKey)
    if (twin) return replay(twin, hash, data.locale)
    throw error
  }
}

type Settings = { brandName: string; phone: string; salesEmail: string }

async function storeLead(
  data: BuyQuoteRequest,
  unit: UnitView,
  hash: string,
  site: { country: 'us' | 'ca'; city: string | null; state: string | null },
  settings: Settings,
  origin: string,
): Promise<Lead> {
  const payload = await getPayloadClient()
  const reference = newLeadReference('buy-quote')
  const labels = { en: unitLabels(unit, 'en', getUnitsT('en')), fr: unitLabels(unit, 'fr', getUnitsT('fr')) }
  const { captchaToken: _token, ...submitted } = data
  const mail: BuyQuoteMailInput = {
    reference,
    locale: data.locale,
    page: data.page,
    contact: { firstName: data.firstName, lastName: data.lastName, company: data.company, email: data.email, phone: data.phone },
    site: { zip: data.zip, city: site.city, state: site.state },
    comments: data.comments,
    unit: { unitNumber: unit.unitNumber, price: unit.price, currency: unit.currency },
    unitLabels: labels,
    bestOffer: data.yourBestOffer,
    settings,
  }
  const english = getLooseTranslator('en')

  return inTransaction(payload, async ({ req, onRollback }) => {
    const lead = await payload.create({
      collection: LEADS_SLUG,
      data: {
        reference,
        kind: 'buy-quote',
        status: 'new',
        firstName: data.firstName,
        lastName: data.lastName,
        company: data.company,
        email: data.email,
        phone: data.phone,
        site: { zip: data.zip, country: site.country, city: site.city, state: site.state },
        comments: data.comments || null,
        details: buyQuoteDetails(mail, english),
        buyQuote: {
          unit: unit.id,
          unitNumber: unit.unitNumber,
          bestOffer: data.yourBestOffer,
          currency: unit.currency,
          unitSnapshot: {
            unitNumber: unit.unitNumber,
            productType: unit.productType,
            productTypeLabel: labels.en.productType,
            status: unit.status,
            location: unit.location,
            place: labels.en.place,
            price: unit.price,
            priceFormatted: labels[data.locale].price,
            currency: unit.currency,
            obo: unit.obo,
          },
        },
        consentText: getRequestsTranslator(data.locale)('requests.buyQuote.consent', { brand: settings.brandName }),
        submitted,
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

    const withLink = { ...mail, adminUrl: `${origin}/admin/collections/${LEADS_SLUG}/${lead.id}` }
    const emails = []
    for (const message of [buyQuoteAlert(withLink, english), buyQuoteAcknowledgement(withLink, getLooseTranslator(data.locale))]) {
      const sent = await sendMail(message, { req })
      onRollback(() => payload.delete({ collection: OUTBOX_SLUG, id: sent.id, overrideAccess: true }))
      emails.push(sent.id as number)
    }
    return payload.update({ collection: LEADS_SLUG, id: lead.id, data: { emails }, depth: 0, overrideAccess: true, req })
  })
}
