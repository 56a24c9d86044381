import 'server-only'
import { z } from 'zod'
import { LEADS_SLUG } from '@/collections/leads'
import { OUTBOX_SLUG } from '@/collections/system/Outbox'
import { getSiteSettings } from '@/features/site-shell/server/settings'
import type { Locale } from '@/i18n/routing'
import { suggestAddresses } from '@/integrations/address'
import { normalizeName } from '@/integrations/postal/names'
import { captchaText, clientIp, verifyCaptcha } from '@/integrations/captcha'
import { sendMail } from '@/integrations/mail'
import { lookupPostal } from '@/integrations/postal'
import type { FieldErrors } from '@/lib/http/responses'
import { messageId } from '@/lib/messageKeys'
import { classifyQuoteZip } from '@/lib/postal'
import { getPayloadClient } from '@/lib/payload'
import { siteUrl } from '@/lib/siteUrl'
import type { Lead } from '@/payload-types'
import { getLooseTranslator } from '../../messages'
import { findLeadByIdempotencyKey, newLeadReference, requestHash, waitForLead } from '../../server/leads'
import { inTransaction } from '../../server/transaction'
import { supportAcknowledgement, supportAlert, supportDetails, type SupportMailInput } from '../emails'
import type { AddressPrefix } from '../fields'
import { supportRequestSchema, type SupportRequest } from '../schema'

/** What the route answers: a status and a JSON body (+ headers). */
export interface SupportAnswer {
  status: number
  body: { message: string; reference: string } | { error: string; fieldErrors?: FieldErrors }
  headers?: Record<string, string>
}

const badRequest = (fieldErrors: FieldErrors): SupportAnswer => ({ status: 400, body: { error: 'Bad request', fieldErrors } })

function storedAnswer(lead: Pick<Lead, 'reference' | 'locale'>, replayed: boolean): SupportAnswer {
  return {
    status: 200,
    body: { message: getLooseTranslator(lead.locale)('supportRequest.server.received'), reference: lead.reference },
    ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
  }
}

function replay(lead: Lead, hash: string, locale: Locale): SupportAnswer {
  if (lead.requestHash && lead.requestHash !== hash) return { status: 409, body: { error: getLooseTranslator(locale)('supportRequest.server.alreadySubmitted') } }
  return storedAnswer(lead, true)
}

type Address = { country: 'us' | 'ca'; state: string; zip: string; city: string; address: string }

const addressOf = (data: SupportRequest, prefix: AddressPrefix): Address | null => {
  if (prefix === 'newSite' && data.serviceType !== 'relocation') return null
  const d = data as Record<string, unknown>
  return {
    country: d[`${prefix}Country`] as 'us' | 'ca',
    state: d[`${prefix}State`] as string,
    zip: d[`${prefix}Zip`] as string,
    city: d[`${prefix}City`] as string,
    address: d[`${prefix}Address`] as string,
  }
}

const same = (a: string, b: string) => normalizeName(a) === normalizeName(b)
const sameZip = (a: string, b: string) => a.replace(/[\s-]/g, '').toUpperCase() === b.replace(/[\s-]/g, '').toUpperCase()

/**
 * The checks the browser cannot be trusted with, per address: the ZIP exists (the postal data),
 * and the address is one the address service suggests for it (spec 1 §5 "Address must come
 * from an address suggestion"): asking the suggestions for the address as sent must give it back.
 */
async function addressErrors(prefix: AddressPrefix, address: Address, locale: Locale): Promise<FieldErrors> {
  const errors: FieldErrors = {}
  const zip = classifyQuoteZip(address.zip)
  if (!zip || zip.country !== address.country || !lookupPostal(zip.country, zip.lookupKey).valid) {
    errors[`${prefix}Zip`] = [messageId('zipInvalid')]
    return errors
  }
  const suggestions = await suggestAddresses(`${address.address}, ${address.city}, ${address.state} ${address.zip}`, { country: address.country, locale })
  const offered = suggestions.some((s) => same(s.street, address.address) && same(s.city, address.city) && s.state === address.state && sameZip(s.zip, address.zip))
  if (!offered) errors[`${prefix}Address`] = [messageId('addressFromSuggestions')]
  return errors
}

/**
 * POST /api/request-support. In order, each step answering before anything is written: the
 * schema (400), a repeat of an earlier submission (its answer), the ZIPs and addresses (400), the
 * captcha (403, used up). Then the lead and its two e-mails are written in one transaction.
 */
export async function submitSupportRequest(input: unknown, request: Request): Promise<SupportAnswer> {
  const parsed = supportRequestSchema.safeParse(input)
  if (!parsed.success) return badRequest(z.flattenError(parsed.error).fieldErrors as FieldErrors)
  const data = parsed.data
  const payload = await getPayloadClient()
  const hash = requestHash(data)

  const earlier = await findLeadByIdempotencyKey(payload, data.idempotencyKey)
  if (earlier) return replay(earlier, hash, data.locale)

  const fieldErrors: FieldErrors = {}
  for (const prefix of ['requested', 'newSite'] as const) {
    const address = addressOf(data, prefix)
    if (address) Object.assign(fieldErrors, await addressErrors(prefix, address, data.locale))
  }
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
    const lead = await storeLead(data, hash, settings, origin)
    return storedAnswer(lead, false)
  } catch (error) {
    // The unique idempotency key refused a concurrent twin: answer as the twin did.
    const twin = await findLeadByIdempotencyKey(payload, data.idempotencyKey)
    if (twin) return replay(twin, hash, data.locale)
    throw error
  }
}

async function storeLead(data: SupportRequest, hash: string, settings: SupportMailInput['settings'], origin: string): Promise<Lead> {
  const payload = await getPayloadClient()
  const reference = newLeadReference('support')
  const { captchaToken: _token, ...submitted } = data
  const mail: SupportMailInput = { reference, request: data, settings: { brandName: settings.brandName, phone: settings.phone, serviceEmail: settings.serviceEmail } }
  const english = getLooseTranslator('en')
  const newSite = addressOf(data, 'newSite')

  return inTransaction(payload, async ({ req, onRollback }) => {
    const lead = await payload.create({
      collection: LEADS_SLUG,
      data: {
        reference,
        kind: 'support',
        status: 'new',
        firstName: data.firstName,
        lastName: data.lastName,
        company: data.company,
        email: data.email,
        phone: data.phone,
        site: { zip: data.requestedZip, country: data.requestedCountry, state: data.requestedState, city: data.requestedCity, address: data.requestedAddress },
        comments: data.comments || null,
        details: supportDetails(mail, english),
        support: {
          serviceType: data.serviceType,
          accountNumber: data.accountNumber,
          contractNumber: data.contractNumber,
          invoiceNumber: data.serviceType === 'billing' ? data.invoiceNumber : null,
          units: 'units' in data ? data.units : null,
          newSite: newSite
            ? { zip: newSite.zip, country: newSite.country, state: newSite.state, city: newSite.city, address: newSite.address, contact: data.serviceType === 'relocation' ? data.newSiteContact : null }
            : undefined,
        },
        consentText: getLooseTranslator(data.locale)('supportRequest.consent', { brand: settings.brandName }),
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
    const emails: number[] = []
    for (const message of [supportAlert(withLink, english), supportAcknowledgement(withLink, getLooseTranslator(data.locale))]) {
      const sent = await sendMail(message, { req })
      onRollback(() => payload.delete({ collection: OUTBOX_SLUG, id: sent.id, overrideAccess: true }))
      emails.push(sent.id as number)
    }
    return payload.update({ collection: LEADS_SLUG, id: lead.id, data: { emails }, depth: 0, overrideAccess: true, req })
  })
}
