// Public face of the tax feature, safe anywhere (browser included). Server code: ./server.ts.
export { TAX_COMPONENT_CODES, TAX_RATE_SCALE, formatRatePercent, type TaxComponent, type TaxComponentCode, type TaxCountry, type TaxJurisdiction } from './rates'
export { computeTaxLines, taxAmount, totalTax, type TaxLine, type Taxable } from './computeTax'
export { taxJurisdiction, type SiteLocation } from './jurisdiction'
