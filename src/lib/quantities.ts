// Container and accessory-kit quantities (spec 1 §4–§5, spec 2 §5).
// Quantities run 1 to 5; a kit quantity of 0 exists only with the kit None. The kit
// quantity may not exceed the container quantity.
import type { ValidationKey } from './messageKeys'

export const QUANTITY_OPTIONS = [1, 2, 3, 4, 5] as const

export function kitQuantityError(kitQuantity: number, containerQuantity: number): ValidationKey | null {
  return kitQuantity > containerQuantity ? 'kitQuantityExceedsContainer' : null
}

/** A container quantity runs 1–5; a kit quantity 0–5 (0 only with the kit None, checked against the catalog). */
export function quantityError(quantity: number, min: 0 | 1 = 1): ValidationKey | null {
  return Number.isInteger(quantity) && quantity >= min && quantity <= QUANTITY_OPTIONS.length ? null : 'quantityInvalid'
}
