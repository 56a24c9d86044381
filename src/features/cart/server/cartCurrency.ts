// The cart's currency follows the delivery country (spec 2: CAD for a Canadian site, USD else).
// When it changes, every line's frozen rates (priceSnapshot) are taken again from the catalog in
// the new currency, so the cart never mixes currencies and totals stay "catalog rates at the
// time the visitor last confirmed". Pure: the caller loads the catalog records.
import { containerRates, kitCycleRate } from '@/features/products'
import { relationId } from '@/lib/populated'
import type { Currency } from '@/lib/money'
import type { AccessoryKit, Container } from '@/payload-types'
import type { StoredLine } from './cartLines'

export type RateCatalog = {
  containers: readonly Pick<Container, 'id' | 'rates'>[]
  kits: readonly Pick<AccessoryKit, 'id' | 'rates'>[]
}

/** The cart currency of a delivery country: 'CA' → CAD, 'US' → USD. */
export function cartCurrencyForCountry(country: 'US' | 'CA'): Currency {
  return country === 'CA' ? 'CAD' : 'USD'
}

/**
 * The lines with their priceSnapshot re-taken from the catalog in `currency`; everything else
 * (ids, quantities, dates, billing cycles) unchanged. Throws when a line's container or kit is no
 * longer in the catalog: such a cart cannot be priced, and the caller must not save it.
 */
export function repriceLines(lines: readonly StoredLine[], currency: Currency, catalog: RateCatalog): StoredLine[] {
  return lines.map((line) => {
    const containerId = relationId(line.container)
    const kitId = relationId(line.kit)
    const container = catalog.containers.find((c) => String(c.id) === containerId)
    const kit = catalog.kits.find((k) => String(k.id) === kitId)
    if (!container || !kit) throw new Error(`cart line ${line.id ?? '(new)'}: container ${containerId} or kit ${kitId} is not in the catalog`)
    const { cycleRate, deliveryFee, returnFee } = containerRates(container, currency)
    return { ...line, priceSnapshot: { containerCycleRate: cycleRate, kitCycleRate: kitCycleRate(kit, currency), deliveryFee, returnFee } }
  })
}
