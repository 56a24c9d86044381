import type { Payload } from 'payload'
import { seedAccessories, seedCategories, seedClosures, seedContainers, seedKits, seedProductSheets } from './steps'

/**
 * The whole rental catalog, bilingual: closure days, the configurator's categories, accessories,
 * the five kits and the six containers with their drawn gallery and product sheets (English and French).
 * Idempotent: each document is created only when missing, and a partial run is completed.
 */
export async function seedCatalog(payload: Payload, log: (msg: string) => void) {
  const started = performance.now()
  const steps = [
    ['closure days', seedClosures],
    ['product categories', seedCategories],
    ['accessories', seedAccessories],
    ['accessory kits', seedKits],
    ['containers', seedContainers],
    ['product sheets', seedProductSheets],
  ] as const
  const written: string[] = []
  for (const [name, step] of steps) {
    const count = await step(payload)
    if (count > 0) written.push(`${count} ${name}`)
  }
  if (written.length > 0) log(`catalog seeded: ${written.join(', ')} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
}
