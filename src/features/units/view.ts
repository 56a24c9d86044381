// A used unit as the site shows it, built from the Payload document (pure, no server imports).
import type { Media, UsedUnit } from '@/payload-types'
import type { Currency } from '@/lib/money'
import type { ProductType, UnitCountry, UnitStatus } from './productTypes'

export interface UnitImage {
  /** Media id (the showroom answer's Asset id). */
  id: number
  url: string
  alt: string
  width: number
  height: number
  mimeType: string
  filename: string
  /** 768 px wide rendition (or the original when it is smaller). */
  card: { url: string; width: number; height: number }
  /** 320 px wide rendition (or the original). */
  thumbnail: { url: string; width: number; height: number }
}

export interface UnitView {
  id: number
  unitNumber: string
  productType: ProductType
  status: UnitStatus
  location: { city: string; state: string; country: UnitCountry; lat: number; lng: number }
  /** Integer cents. */
  price: number
  currency: Currency
  obo: boolean
  description: string
  images: UnitImage[]
  createdAt: string
  updatedAt: string
}

function rendition(media: Media, size: 'card' | 'thumbnail', fallback: { url: string; width: number; height: number }) {
  const s = media.sizes?.[size]
  return s?.url && s.width && s.height ? { url: s.url, width: s.width, height: s.height } : fallback
}

/** A populated image, or null when it is only an id or has no usable file (no URL or size). */
export function toUnitImage(value: number | Media | null | undefined, fallbackAlt: string): UnitImage | null {
  if (!value || typeof value !== 'object' || !value.url || !value.width || !value.height) return null
  const original = { url: value.url, width: value.width, height: value.height }
  return {
    id: value.id,
    ...original,
    alt: value.alt?.trim() || fallbackAlt,
    mimeType: value.mimeType ?? 'image/webp',
    filename: value.filename ?? '',
    card: rendition(value, 'card', original),
    thumbnail: rendition(value, 'thumbnail', original),
  }
}

/** The unit document (read at depth 1 in one locale) → the view. `fallbackAlt` names the unit. */
export function toUnitView(unit: UsedUnit, fallbackAlt: string): UnitView {
  return {
    id: unit.id,
    unitNumber: unit.unitNumber,
    productType: unit.productType,
    status: unit.status,
    location: { ...unit.location, lat: Number(unit.location.lat), lng: Number(unit.location.lng) },
    price: Math.round(Number(unit.price)),
    currency: unit.currency,
    obo: unit.obo === true,
    description: unit.description ?? '',
    images: (unit.images ?? []).map((image) => toUnitImage(image, fallbackAlt)).filter((image): image is UnitImage => image !== null),
    createdAt: unit.createdAt,
    updatedAt: unit.updatedAt,
  }
}
