import { z } from 'zod'
import { badRequestBody } from '@/lib/http/openapi'
import { PRODUCT_TYPES, UNIT_COUNTRIES, UNIT_CURRENCIES, UNIT_STATUSES } from './productTypes'
import { normalizeUnitNumber } from './unitNumber'

/**
 * POST /api/contentful/sales-showroom/unit-number (spec 1 §7: {unitNumber} → error, items,
 * includes.Entry). The answer keeps the shape of a content-delivery query, as the original read
 * it from a headless CMS: the unit is an Entry in `items`; its product type and location are
 * linked Entries in `includes.Entry`; its pictures are linked Assets in `includes.Asset`.
 * Schemas shared by the route handler and /api/docs.
 */

const contentLocale = z
  .string()
  .regex(/^(en|fr)([-_][A-Za-z]{2})?$/, 'locale must be en, fr, en-US or fr-CA')
  .transform((value) => (value.startsWith('fr') ? 'fr' : 'en') as 'en' | 'fr')

export const unitLookupBody = z.object({
  unitNumber: z.string({ error: 'unitNumber is required' }).transform((value, ctx) => {
    const unitNumber = normalizeUnitNumber(value)
    if (!unitNumber) {
      ctx.addIssue({ code: 'custom', message: 'unitNumber must be 6 to 10 letters and digits, with at least one digit' })
      return z.NEVER
    }
    return unitNumber
  }),
  locale: contentLocale.optional().default('en').describe('language of the labels, description and alt texts'),
})

export type UnitLookupQuery = z.output<typeof unitLookupBody>

const link = (linkType: 'Entry' | 'Asset') => z.object({ sys: z.object({ type: z.literal('Link'), linkType: z.literal(linkType), id: z.string() }) })
const entrySys = (contentType: string) =>
  z.object({
    id: z.string(),
    type: z.literal('Entry'),
    contentType: z.object({ sys: z.object({ id: z.literal(contentType) }) }),
    locale: z.enum(['en', 'fr']),
  })

export const unitEntrySchema = z.object({
  sys: entrySys('usedUnit').extend({ createdAt: z.string(), updatedAt: z.string() }),
  fields: z.object({
    unitNumber: z.string(),
    productType: link('Entry'),
    unitLocation: link('Entry'),
    price: z.number().int().describe('integer cents'),
    priceFormatted: z.string().describe('whole currency units in the locale, e.g. "$3,150" (spec 1 §9)'),
    currency: z.enum(UNIT_CURRENCIES),
    obo: z.boolean().describe('sold "or best offer": the quote form shows yourBestOffer'),
    status: z.enum(UNIT_STATUSES),
    description: z.string(),
    images: z.array(link('Asset')).describe('gallery order'),
  }),
})

export const productTypeEntrySchema = z.object({
  sys: entrySys('productType'),
  fields: z.object({ value: z.enum(PRODUCT_TYPES), label: z.string(), order: z.number().int().describe('spec 1 §3 display order, from 1') }),
})

export const unitLocationEntrySchema = z.object({
  sys: entrySys('unitLocation'),
  fields: z.object({
    city: z.string(),
    state: z.string().describe('state or province code'),
    country: z.enum(UNIT_COUNTRIES),
    countryName: z.string(),
    label: z.string().describe('city, state and country in the locale'),
    lat: z.number(),
    lng: z.number(),
  }),
})

const imageFile = z.object({ url: z.string(), details: z.object({ image: z.object({ width: z.number(), height: z.number() }) }) })

export const assetSchema = z.object({
  sys: z.object({ id: z.string(), type: z.literal('Asset'), locale: z.enum(['en', 'fr']) }),
  fields: z.object({
    title: z.string().describe('alt text'),
    file: imageFile.extend({ fileName: z.string(), contentType: z.string() }),
    card: imageFile.describe('768 px wide rendition'),
    thumbnail: imageFile.describe('320 px wide rendition'),
  }),
})

export const unitLookupAnswer = z.object({
  sys: z.object({ type: z.literal('Array') }),
  total: z.number().int().describe('0 when no unit has that number'),
  skip: z.literal(0),
  limit: z.literal(1),
  items: z.array(unitEntrySchema),
  includes: z.object({ Entry: z.array(z.union([productTypeEntrySchema, unitLocationEntrySchema])), Asset: z.array(assetSchema) }),
})

export type UnitLookupAnswer = z.infer<typeof unitLookupAnswer>

export const unitLookupFailure = z.object({
  error: z.literal('Error fetching data from Contentful'),
  items: z.array(z.never()),
  includes: z.object({ Entry: z.array(z.never()), Asset: z.array(z.never()) }),
})

export const unitLookupOperation = {
  method: 'post' as const,
  path: '/api/contentful/sales-showroom/unit-number',
  summary:
    'A used unit for sale by its unit number, as a content query answers: the unit Entry in items, its product type and location Entries in includes.Entry, its pictures in includes.Asset. An unknown number gives no items (total 0).',
  tag: 'units',
  body: unitLookupBody,
  responses: {
    200: { description: 'The unit, or no items', schema: unitLookupAnswer },
    400: { description: 'Bad input', schema: badRequestBody },
    429: { description: 'Rate-limited' },
    500: { description: 'The lookup failed', schema: unitLookupFailure },
  },
}
