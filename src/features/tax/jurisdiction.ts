// Which jurisdiction taxes a cart: the site (delivery) address's state or province. Before the
// visitor types the street, the state comes from the ZIP / postal code given in step 1.
import { findRegion } from '@/integrations/address/regions'
import type { TaxCountry, TaxJurisdiction } from './rates'

export type SiteLocation = {
  country?: string | null
  state?: string | null
  zipCode?: string | null
}

/**
 * The jurisdiction of a site: its state text (code or name, en/fr) when it names a region of the
 * country, else the region the postal code belongs to (`regionOfZip`), else null (no tax yet).
 */
export function taxJurisdiction(site: SiteLocation, regionOfZip: (country: TaxCountry, zip: string) => string | null): TaxJurisdiction | null {
  const country = site.country === 'US' || site.country === 'CA' ? site.country : null
  if (!country) return null
  const lower = country === 'US' ? 'us' : 'ca'
  const fromState = site.state ? findRegion(site.state, lower) : null
  if (fromState) return { country, region: fromState.code }
  const fromZip = site.zipCode ? regionOfZip(country, site.zipCode) : null
  return fromZip ? { country, region: fromZip } : null
}
