import 'server-only'
import type { Locale } from '@/i18n/routing'
import { suggestAddresses } from '@/integrations/address'
import { lookupPostal } from '@/integrations/postal'
import { normalizeName } from '@/integrations/postal/names'
import type { FieldErrors } from '@/lib/http/responses'
import { messageId } from '@/lib/messageKeys'
import { classifyQuoteZip } from '@/lib/postal'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { accept, contactOf, invalid, leadPipeline } from '../../server/leadPipeline'
import { supportAcknowledgement, supportAlert, supportDetails, type SupportMailInput } from '../emails'
import type { AddressPrefix } from '../fields'
import { supportRequestSchema, type SupportRequest } from '../schema'

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
 * POST /api/request-support, on the lead pipeline (server/leadPipeline.ts). Its own checks, before
 * the captcha: the ZIPs and addresses (400).
 */
export const submitSupportRequest = leadPipeline({
  kind: 'support',
  messages: { received: 'supportRequest.server.received', alreadySubmitted: 'supportRequest.server.alreadySubmitted' },
  schema: supportRequestSchema,

  async check(data) {
    const fieldErrors: FieldErrors = {}
    for (const prefix of ['requested', 'newSite'] as const) {
      const address = addressOf(data, prefix)
      if (address) Object.assign(fieldErrors, await addressErrors(prefix, address, data.locale))
    }
    return Object.keys(fieldErrors).length > 0 ? invalid(fieldErrors) : accept(undefined)
  },

  toLead(data, _checked, { reference, settings }) {
    const mail: SupportMailInput = { reference, request: data, settings: { brandName: settings.brandName, phone: settings.phone, serviceEmail: settings.serviceEmail } }
    const newSite = addressOf(data, 'newSite')
    const fields = {
      ...contactOf(data),
      site: { zip: data.requestedZip, country: data.requestedCountry, state: data.requestedState, city: data.requestedCity, address: data.requestedAddress },
      comments: data.comments || null,
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
    }
    return { fields, mail }
  },

  emails: { details: supportDetails, alert: supportAlert, acknowledgement: supportAcknowledgement },
})
