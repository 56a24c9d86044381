// Tax rate vocabulary shared by the collection, the seed and the computation (pure, no I/O).

/** Rates are integers in thousandths of a percent: 100 % = 100 000, 13 % = 13 000, 9.975 % = 9 975. */
export const TAX_RATE_SCALE = 100_000

export const TAX_COMPONENT_CODES = ['STATE', 'GST', 'HST', 'PST', 'QST', 'RST'] as const
export type TaxComponentCode = (typeof TAX_COMPONENT_CODES)[number]

export type TaxCountry = 'US' | 'CA'

/** One tax of a jurisdiction, as the collection stores it. */
export type TaxComponent = {
  code: TaxComponentCode
  /** Thousandths of a percent (see TAX_RATE_SCALE). */
  rate: number
  /** Whether the one-time delivery and return fees are taxed too (rentals always are). */
  appliesToFees: boolean
}

export type TaxJurisdiction = { country: TaxCountry; region: string }

/** "9.975", "13", "4.225": the rate as a percentage, for labels. */
export function formatRatePercent(rate: number, locale: 'en' | 'fr' = 'en'): string {
  const text = String(rate / 1000)
  return locale === 'fr' ? text.replace('.', ',') : text
}
