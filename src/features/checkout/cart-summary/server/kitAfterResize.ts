import { KIT_ORDER, type KitDescription } from '@/collections/catalog/AccessoryKits'

/**
 * A size change resets the kit as the configurator does (spec 1 §4): the new container's second
 * kit in the fixed kit order (or its only one); None takes quantity 0, another kit keeps the
 * current quantity (at least 1).
 */
export function kitAfterResize<K extends { description: KitDescription | string }>(kits: readonly K[], kitQuantity: number): { kit: K; kitQuantity: number } | null {
  const ordered = [...kits].sort((a, b) => KIT_ORDER.indexOf(a.description as KitDescription) - KIT_ORDER.indexOf(b.description as KitDescription))
  const kit = ordered[1] ?? ordered[0]
  if (!kit) return null
  return { kit, kitQuantity: kit.description === 'None' ? 0 : Math.max(1, kitQuantity) }
}
