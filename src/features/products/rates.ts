import type { Currency } from '@/lib/money'
import type { AccessoryKit, Container } from '@/payload-types'

// The catalog stores every rate in integer cents, per currency (rates.usd / rates.cad).

const key = (currency: Currency) => (currency === 'CAD' ? 'cad' : 'usd')

/** A container's rental per billing cycle and its one-time fees, in `currency`. */
export function containerRates(container: Pick<Container, 'rates'>, currency: Currency) {
  const { cycleRate, deliveryFee, returnFee } = container.rates[key(currency)]
  return { cycleRate, deliveryFee, returnFee }
}

/** A kit's rental per billing cycle, in `currency`. */
export function kitCycleRate(kit: Pick<AccessoryKit, 'rates'>, currency: Currency): number {
  return kit.rates[key(currency)].cycleRate
}
