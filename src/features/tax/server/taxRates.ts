import 'server-only'
import type { PayloadRequest } from 'payload'
import { lookupPostal } from '@/integrations/postal'
import { getPayloadClient } from '@/lib/payload'
import type { TaxComponent, TaxCountry, TaxJurisdiction } from '../rates'

/** The taxes of a jurisdiction from the `tax-rates` collection; [] when it has none or is unknown. */
export async function findTaxComponents(jurisdiction: TaxJurisdiction, req?: PayloadRequest): Promise<TaxComponent[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'tax-rates',
    where: { and: [{ country: { equals: jurisdiction.country } }, { region: { equals: jurisdiction.region } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    req,
  })
  return (docs[0]?.components ?? []).map((c) => ({ code: c.code, rate: c.rate, appliesToFees: c.appliesToFees !== false }))
}

/** The state / province code of a ZIP or postal code from the postal data; null when unknown. */
export function regionOfZip(country: TaxCountry, zip: string): string | null {
  const found = lookupPostal(country === 'US' ? 'us' : 'ca', zip)
  return found.valid && found.state ? found.state : null
}
