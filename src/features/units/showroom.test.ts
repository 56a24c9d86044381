import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '@messages/en.json'
import fr from '@messages/fr.json'
import type { Media, UsedUnit } from '@/payload-types'
import { unitLookupAnswer } from './api'
import { unitLabels, type UnitsT } from './labels'
import { PRODUCT_TYPES } from './productTypes'
import { toUnitLookupAnswer } from './showroom'
import { toUnitImage, toUnitView } from './view'

const unitsT = (locale: 'en' | 'fr'): UnitsT => {
  const t = createTranslator({ locale, messages: locale === 'en' ? en : fr, namespace: 'units' })
  return (key, values) => t(key as never, values as never)
}

const media = (id: number, sizes = true): Media =>
  ({
    id,
    alt: `Picture ${id}`,
    url: `/cms-api/media/file/p${id}.webp`,
    filename: `p${id}.webp`,
    mimeType: 'image/webp',
    width: 1200,
    height: 800,
    sizes: sizes
      ? { card: { url: `/cms-api/media/file/p${id}-768x512.webp`, width: 768, height: 512 }, thumbnail: { url: `/cms-api/media/file/p${id}-320x213.webp`, width: 320, height: 213 } }
      : {},
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  }) as Media

const doc: UsedUnit = {
  id: 7,
  unitNumber: 'BX104233',
  productType: 'storageContainer',
  status: 'available',
  location: { city: 'Montréal', state: 'QC', country: 'ca', lat: 45.5019, lng: -73.5674 },
  price: 315050,
  currency: 'USD',
  obo: true,
  description: 'A box.',
  images: [media(11), 12, media(13, false)],
  updatedAt: '2026-02-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}

describe('toUnitView', () => {
  it('keeps populated images only, with renditions or the original as fallback', () => {
    const view = toUnitView(doc, 'BX104233')
    expect(view.images.map((image) => image.id)).toEqual([11, 13])
    expect(view.images[0]!.card.url).toBe('/cms-api/media/file/p11-768x512.webp')
    expect(view.images[1]!.card).toEqual({ url: '/cms-api/media/file/p13.webp', width: 1200, height: 800 })
  })
  it('falls back to the given alt text', () => {
    expect(toUnitImage({ ...media(1), alt: ' ' }, 'Unit BX1')!.alt).toBe('Unit BX1')
    expect(toUnitImage({ ...media(1), url: null }, 'x')).toBeNull()
  })
})

describe('unitLabels', () => {
  it('formats the price in whole dollars and the place in each language', () => {
    const view = toUnitView(doc, 'x')
    expect(unitLabels(view, 'en', unitsT('en'))).toEqual({ productType: 'Storage container', place: 'Montréal, QC, Canada', price: '$3,151', status: 'Available' })
    expect(unitLabels(view, 'fr', unitsT('fr'))).toEqual({
      productType: 'Conteneur d’entreposage',
      place: 'Montréal (QC), Canada',
      price: '3\u00a0151\u00a0$\u00a0US',
      status: 'Disponible',
    })
  })
  it('has a label for every product type in both languages', () => {
    for (const type of PRODUCT_TYPES) {
      expect(en.units.productTypes[type], type).toBeTruthy()
      expect(fr.units.productTypes[type], type).toBeTruthy()
    }
  })
})

describe('toUnitLookupAnswer', () => {
  it('answers a unit as a content query whose links all resolve', () => {
    const answer = unitLookupAnswer.parse(toUnitLookupAnswer(toUnitView(doc, 'x'), 'en', unitsT('en')))
    const [item] = answer.items
    expect(answer.total).toBe(1)
    expect(item!.fields).toMatchObject({ unitNumber: 'BX104233', price: 315050, priceFormatted: '$3,151', obo: true, status: 'available' })
    const entryIds = answer.includes.Entry.map((entry) => entry.sys.id)
    expect(entryIds).toContain(item!.fields.productType.sys.id)
    expect(entryIds).toContain(item!.fields.unitLocation.sys.id)
    expect(item!.fields.images.map((link) => link.sys.id)).toEqual(answer.includes.Asset.map((asset) => asset.sys.id))
    expect(answer.includes.Entry[0]!.fields).toMatchObject({ value: 'storageContainer', order: 1 })
  })
  it('answers no unit with no items', () => {
    expect(toUnitLookupAnswer(null, 'fr', unitsT('fr'))).toEqual({ sys: { type: 'Array' }, total: 0, skip: 0, limit: 1, items: [], includes: { Entry: [], Asset: [] } })
  })
})
