// Container and accessory-kit quantities (spec 1 §4–§5, spec 2 §5).
// Quantities run 1 to 5; a kit quantity of 0 exists only with the kit None. The kit
// quantity may not exceed the container quantity.
import type { ValidationKey } from './messageKeys'

export const QUANTITY_OPTIONS = [1, 2, 3, 4, 5] as const

export function kitQuantityError(kitQuantity: number, containerQuantity: number): ValidationKey | null {
  return kitQuantity > containerQuantity ? 'kitQuantityExceedsContainer' : null
}
