import type { Payload } from 'payload'
import { TAX_RATES } from './data'

/** Creates each missing jurisdiction's tax rates; never overwrites what staff changed. */
export async function seedTaxRates(payload: Payload, log: (msg: string) => void) {
  const { docs } = await payload.find({ collection: 'tax-rates', limit: 0, pagination: false, depth: 0, select: { country: true, region: true } })
  const existing = new Set(docs.map((doc) => `${doc.country}:${doc.region}`))
  const missing = TAX_RATES.filter((rate) => !existing.has(`${rate.country}:${rate.region}`))
  for (const rate of missing) {
    await payload.create({
      collection: 'tax-rates',
      data: { ...rate, components: rate.components.map((c) => ({ ...c, appliesToFees: true })) },
    })
  }
  if (missing.length > 0) log(`${missing.length} tax rates seeded`)
}
