import 'server-only'
import { unitLabels } from '@/features/units'
import { findUsedUnit, getUnitsT } from '@/features/units/server'
import { lookupPostal } from '@/integrations/postal'
import type { FieldErrors } from '@/lib/http/responses'
import { messageId } from '@/lib/messageKeys'
import { classifyQuoteZip } from '@/lib/postal'
import { getServerTranslator } from '@/lib/i18n/serverMessages'
import { accept, contactOf, invalid, leadPipeline, refuse } from '../../server/leadPipeline'
import { buyQuoteAcknowledgement, buyQuoteAlert, buyQuoteDetails, type BuyQuoteMailInput } from '../emails'
import { BUY_QUOTE_ERRORS, buyQuoteSchema } from '../schema'

/**
 * POST /api/request-quote-buy, on the lead pipeline (server/leadPipeline.ts). Its own checks,
 * before the captcha: the unit (404 unknown, 409 not available), the best offer only for obo units
 * and the site ZIP exists (400).
 */
export const submitBuyQuote = leadPipeline({
  kind: 'buy-quote',
  messages: { received: 'requests.server.received', alreadySubmitted: 'requests.server.alreadySubmitted' },
  schema: buyQuoteSchema,

  async check(data) {
    const t = getServerTranslator(data.locale)
    const unit = await findUsedUnit(data.unitNumber, data.locale)
    if (!unit) return refuse(404, t('requests.server.unitNotFound'))
    if (unit.status !== 'available') return refuse(409, t('requests.server.unitNotAvailable'))

    const fieldErrors: FieldErrors = {}
    if (data.yourBestOffer !== null && !unit.obo) fieldErrors.yourBestOffer = [BUY_QUOTE_ERRORS.bestOfferNotAccepted]
    const zip = classifyQuoteZip(data.zip)
    const place = zip ? lookupPostal(zip.country, zip.lookupKey) : { valid: false }
    if (!zip || !place.valid) fieldErrors.zip = [messageId('zipInvalid')]
    if (!zip || Object.keys(fieldErrors).length > 0) return invalid(fieldErrors)
    return accept({ unit, site: { country: zip.country, city: place.city ?? null, state: place.state ?? null } })
  },

  toLead(data, { unit, site }, { reference, settings }) {
    const labels = { en: unitLabels(unit, 'en', getUnitsT('en')), fr: unitLabels(unit, 'fr', getUnitsT('fr')) }
    const mail: BuyQuoteMailInput = {
      reference,
      locale: data.locale,
      page: data.page,
      contact: contactOf(data),
      site: { zip: data.zip, city: site.city, state: site.state },
      comments: data.comments,
      unit: { unitNumber: unit.unitNumber, price: unit.price, currency: unit.currency },
      unitLabels: labels,
      bestOffer: data.yourBestOffer,
      settings,
    }
    const fields = {
      ...contactOf(data),
      site: { zip: data.zip, ...site },
      comments: data.comments || null,
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
      consentText: getServerTranslator(data.locale)('requests.buyQuote.consent', { brand: settings.brandName }),
    }
    return { fields, mail }
  },

  emails: { details: buyQuoteDetails, alert: buyQuoteAlert, acknowledgement: buyQuoteAcknowledgement },
})
