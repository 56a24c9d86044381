// The unit-number lookup's answer (see ./api.ts), built from a UnitView (pure).
import type { Locale } from '@/i18n/routing'
import { unitLabels, type UnitsT } from './labels'
import { PRODUCT_TYPES } from './productTypes'
import type { UnitLookupAnswer } from './api'
import type { UnitView } from './view'

export const LOOKUP_FAILED_MESSAGE = 'Error fetching data from Contentful'

const linkTo = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link' as const, linkType, id } })
const assetId = (mediaId: number) => `media-${mediaId}`

/** The answer for one unit, or for none (`unit` null: total 0, no items). */
export function toUnitLookupAnswer(unit: UnitView | null, locale: Locale, t: UnitsT): UnitLookupAnswer {
  const empty: UnitLookupAnswer = { sys: { type: 'Array' }, total: 0, skip: 0, limit: 1, items: [], includes: { Entry: [], Asset: [] } }
  if (!unit) return empty
  const labels = unitLabels(unit, locale, t)
  const productTypeId = `productType-${unit.productType}`
  const locationId = `unitLocation-${unit.unitNumber}`
  return {
    ...empty,
    total: 1,
    items: [
      {
        sys: { id: `usedUnit-${unit.unitNumber}`, type: 'Entry', contentType: { sys: { id: 'usedUnit' } }, locale, createdAt: unit.createdAt, updatedAt: unit.updatedAt },
        fields: {
          unitNumber: unit.unitNumber,
          productType: linkTo('Entry', productTypeId),
          unitLocation: linkTo('Entry', locationId),
          price: unit.price,
          priceFormatted: labels.price,
          currency: unit.currency,
          obo: unit.obo,
          status: unit.status,
          description: unit.description,
          images: unit.images.map((image) => linkTo('Asset', assetId(image.id))),
        },
      },
    ],
    includes: {
      Entry: [
        {
          sys: { id: productTypeId, type: 'Entry', contentType: { sys: { id: 'productType' } }, locale },
          fields: { value: unit.productType, label: labels.productType, order: PRODUCT_TYPES.indexOf(unit.productType) + 1 },
        },
        {
          sys: { id: locationId, type: 'Entry', contentType: { sys: { id: 'unitLocation' } }, locale },
          fields: { ...unit.location, countryName: t(`countries.${unit.location.country}`), label: labels.place },
        },
      ],
      Asset: unit.images.map((image) => ({
        sys: { id: assetId(image.id), type: 'Asset' as const, locale },
        fields: {
          title: image.alt,
          file: { url: image.url, fileName: image.filename, contentType: image.mimeType, details: { image: { width: image.width, height: image.height } } },
          card: { url: image.card.url, details: { image: { width: image.card.width, height: image.card.height } } },
          thumbnail: { url: image.thumbnail.url, details: { image: { width: image.thumbnail.width, height: image.thumbnail.height } } },
        },
      })),
    },
  }
}
