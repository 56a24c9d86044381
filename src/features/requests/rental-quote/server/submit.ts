import 'server-only'
import type { z } from 'zod'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { verifyAddress } from '@/integrations/address'
import { lookupPostal } from '@/integrations/postal'
import { messageId } from '@/lib/messageKeys'
import { classifyQuoteZip } from '@/lib/postal'
import type { Page } from '@/payload-types'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { accept, invalid, leadPipeline, refuse, type SchemaFinder } from '../../server/leadPipeline'
import { toQuoteFormDefinition } from '../definition'
import { rentalQuoteAcknowledgement, rentalQuoteAlert, rentalQuoteDetails, type RentalQuoteMailInput } from '../emails'
import { OTHER_INDUSTRY, rentalQuoteEnvelope, rentalQuoteSchema, type QuoteFormDefinition } from '../schema'
import { findQuoteFormBlock } from './formBlock'

type Data = Record<string, unknown> & z.output<typeof rentalQuoteEnvelope>

/** The form block the request names, as stored in the CMS. */
interface FormBlock {
  pageId: Page['id']
  blockId: string
  /** The block in the visitor's language and in English (labels of fields and options). */
  definitions: Record<Locale, QuoteFormDefinition>
  /** The block's consent message the visitor saw, in their language. */
  consent: string | null
}

/** The rental failure message with the business phone (spec 1 §8), for a request that could not be stored. */
export async function rentalQuoteFailure(locale: Locale): Promise<string> {
  const phone = await getSiteSettings(locale)
    .then((settings) => settings.phone)
    .catch(() => '')
  return getLooseTranslator(locale)('rentalQuote.errors.failure', { phone })
}

/**
 * Which form first: without its page and block no field can be checked. The request's own keys
 * (400), then the form block named by pageId + blockId as stored in the CMS (404); its schema.
 */
const findFormSchema: SchemaFinder<Data, FormBlock> = async (input) => {
  const key = rentalQuoteEnvelope.pick({ pageId: true, blockId: true, locale: true }).safeParse(input)
  if (!key.success) {
    const envelope = rentalQuoteEnvelope.safeParse(input)
    return invalid(envelope.success ? key.error : envelope.error)
  }
  const { pageId, blockId, locale } = key.data
  const [found, english] = await Promise.all([findQuoteFormBlock(pageId, blockId, locale), locale === 'en' ? null : findQuoteFormBlock(pageId, blockId, 'en')])
  if (!found) return refuse(404, getLooseTranslator(locale)('rentalQuote.server.formNotFound'))
  const definition = toQuoteFormDefinition(found.block)
  const definitions = { [locale]: definition, en: english ? toQuoteFormDefinition(english.block) : definition } as Record<Locale, QuoteFormDefinition>
  return accept({
    schema: rentalQuoteSchema(definition) as unknown as z.ZodType<Data>,
    found: { pageId: found.page.id, blockId, definitions, consent: found.block.consentMessage ?? null },
  })
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/**
 * POST /api/request-quote, on the lead pipeline (server/leadPipeline.ts). Every field is checked
 * against the block's schema; its own checks, before the captcha: the site ZIP against the postal
 * data and the address against the address service (400). A request that cannot be stored gets the
 * rental failure message (500, from the route).
 */
export const submitRentalQuote = leadPipeline({
  kind: 'rental-quote',
  messages: { received: 'rentalQuote.server.received', alreadySubmitted: 'rentalQuote.server.alreadySubmitted' },
  schema: findFormSchema,

  async check(data, block) {
    const site = {
      country: data.site_address_country as 'us' | 'ca',
      state: String(data.site_address_state),
      zip: String(data.site_address_zip),
      city: String(data.site_address_city),
      address: String(data.Address),
    }
    const zip = classifyQuoteZip(site.zip)
    if (!zip || !lookupPostal(zip.country, zip.lookupKey).valid) return invalid({ site_address_zip: [messageId('zipInvalid')] })
    const verification = await verifyAddress({ street: site.address, city: site.city, state: site.state, zip: site.zip, country: site.country })
    if (!verification.valid) return invalid({ Address: [messageId('addressFromSuggestions')] })
    return accept({ block, site })
  },

  toLead(data, { block, site }, { reference, settings }) {
    const industry = String(data.Industries ?? '')
    const optionCards = (data.optionCards as string[] | undefined) ?? []
    const mail: RentalQuoteMailInput = {
      reference,
      locale: data.locale,
      page: data.page,
      values: data,
      site,
      industry,
      otherIndustry: industry === OTHER_INDUSTRY ? String(data.otherIndustry ?? '') : '',
      optionCards,
      definitions: block.definitions,
      settings,
    }
    const fields = {
      firstName: String(data.firstName),
      lastName: String(data.lastName),
      company: text(data.company),
      email: String(data.email),
      phone: text(data.phone),
      site,
      comments: text(data.comments),
      rentalQuote: {
        formPage: Number(block.pageId) || null,
        blockId: block.blockId,
        industry: industry || null,
        otherIndustry: mail.otherIndustry || null,
        options: optionCards,
      },
      consentText: block.consent,
    }
    return { fields, mail }
  },

  emails: { details: rentalQuoteDetails, alert: rentalQuoteAlert, acknowledgement: rentalQuoteAcknowledgement },
})
