// Server-only face of the tax feature. Browser-safe code: ./index.ts.
import 'server-only'

export { taxLineLabeler, type TaxLineLabeler } from './labels'
export { findTaxComponents, regionOfZip } from './server/taxRates'
