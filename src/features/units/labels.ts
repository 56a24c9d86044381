// Localized labels of a unit (product type, place, price) from the `units` messages.
import type { Locale } from '@/i18n/routing'
import { formatMoneyNoDecimals } from '@/lib/money'
import type { UnitView } from './view'

/** The `units` namespace translator, as next-intl's createTranslator / getTranslations give it. */
export type UnitsT = (key: string, values?: Record<string, string | number>) => string

export interface UnitLabels {
  productType: string
  /** "Houston, TX, United States" / "Montréal (QC), Canada". */
  place: string
  /** Spec 1 §9: USD with no decimals ("$3,150"; "3 150 $ US" in French). */
  price: string
  status: string
}

export function unitLabels(unit: Pick<UnitView, 'productType' | 'location' | 'price' | 'currency' | 'status'>, locale: Locale, t: UnitsT): UnitLabels {
  return {
    productType: t(`productTypes.${unit.productType}`),
    place: t('place', { city: unit.location.city, state: unit.location.state, country: t(`countries.${unit.location.country}`) }),
    price: formatMoneyNoDecimals(unit.price, unit.currency, locale),
    status: t(`status.${unit.status}`),
  }
}
