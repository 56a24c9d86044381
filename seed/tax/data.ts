// Sales tax rates seeded into `tax-rates` (staff keep them current in the admin).
// US: the state-level base sales tax rate only (no county or city tax), as published by the
// states (summarized by the Tax Foundation, 2025–2026). CA, UT and VA include their mandatory
// statewide local add-on, which is charged everywhere in the state. DE, MT, NH, OR and AK have
// no state sales tax (0). Canada: GST / HST / PST / QST / RST by province and territory, CRA and
// provincial rates in force (NS HST 14 % since 2025-04-01).
// Rates are integers in thousandths of a percent (TAX_RATE_SCALE = 100 000 = 100 %):
// 13 % → 13_000, 9.975 % → 9_975.
import type { TaxComponentCode } from '@/features/tax'

export type TaxComponentSeed = { code: TaxComponentCode; rate: number }
export type TaxRateSeed = { country: 'US' | 'CA'; region: string; name: string; components: TaxComponentSeed[] }

const pct = (percent: number) => Math.round(percent * 1000)
const state = (region: string, name: string, percent: number): TaxRateSeed => ({
  country: 'US',
  region,
  name,
  components: percent > 0 ? [{ code: 'STATE', rate: pct(percent) }] : [],
})
const province = (region: string, name: string, components: [TaxComponentCode, number][]): TaxRateSeed => ({
  country: 'CA',
  region,
  name,
  components: components.map(([code, percent]) => ({ code, rate: pct(percent) })),
})

export const US_TAX_RATES: TaxRateSeed[] = [
  state('AL', 'Alabama', 4),
  state('AK', 'Alaska', 0),
  state('AZ', 'Arizona', 5.6),
  state('AR', 'Arkansas', 6.5),
  state('CA', 'California', 7.25),
  state('CO', 'Colorado', 2.9),
  state('CT', 'Connecticut', 6.35),
  state('DE', 'Delaware', 0),
  state('DC', 'District of Columbia', 6.5),
  state('FL', 'Florida', 6),
  state('GA', 'Georgia', 4),
  state('HI', 'Hawaii', 4),
  state('ID', 'Idaho', 6),
  state('IL', 'Illinois', 6.25),
  state('IN', 'Indiana', 7),
  state('IA', 'Iowa', 6),
  state('KS', 'Kansas', 6.5),
  state('KY', 'Kentucky', 6),
  state('LA', 'Louisiana', 5),
  state('ME', 'Maine', 5.5),
  state('MD', 'Maryland', 6),
  state('MA', 'Massachusetts', 6.25),
  state('MI', 'Michigan', 6),
  state('MN', 'Minnesota', 6.875),
  state('MS', 'Mississippi', 7),
  state('MO', 'Missouri', 4.225),
  state('MT', 'Montana', 0),
  state('NE', 'Nebraska', 5.5),
  state('NV', 'Nevada', 6.85),
  state('NH', 'New Hampshire', 0),
  state('NJ', 'New Jersey', 6.625),
  state('NM', 'New Mexico', 4.875),
  state('NY', 'New York', 4),
  state('NC', 'North Carolina', 4.75),
  state('ND', 'North Dakota', 5),
  state('OH', 'Ohio', 5.75),
  state('OK', 'Oklahoma', 4.5),
  state('OR', 'Oregon', 0),
  state('PA', 'Pennsylvania', 6),
  state('RI', 'Rhode Island', 7),
  state('SC', 'South Carolina', 6),
  state('SD', 'South Dakota', 4.2),
  state('TN', 'Tennessee', 7),
  state('TX', 'Texas', 6.25),
  state('UT', 'Utah', 6.1),
  state('VT', 'Vermont', 6),
  state('VA', 'Virginia', 5.3),
  state('WA', 'Washington', 6.5),
  state('WV', 'West Virginia', 6),
  state('WI', 'Wisconsin', 5),
  state('WY', 'Wyoming', 4),
]

export const CA_TAX_RATES: TaxRateSeed[] = [
  province('AB', 'Alberta', [['GST', 5]]),
  province('BC', 'British Columbia', [['GST', 5], ['PST', 7]]),
  province('MB', 'Manitoba', [['GST', 5], ['RST', 7]]),
  province('NB', 'New Brunswick', [['HST', 15]]),
  province('NL', 'Newfoundland and Labrador', [['HST', 15]]),
  province('NS', 'Nova Scotia', [['HST', 14]]),
  province('NT', 'Northwest Territories', [['GST', 5]]),
  province('NU', 'Nunavut', [['GST', 5]]),
  province('ON', 'Ontario', [['HST', 13]]),
  province('PE', 'Prince Edward Island', [['HST', 15]]),
  province('QC', 'Quebec', [['GST', 5], ['QST', 9.975]]),
  province('SK', 'Saskatchewan', [['GST', 5], ['PST', 6]]),
  province('YT', 'Yukon', [['GST', 5]]),
]

export const TAX_RATES: TaxRateSeed[] = [...US_TAX_RATES, ...CA_TAX_RATES]
