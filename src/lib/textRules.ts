// The shared shape of "required, min, max" text rules. Lengths are counted on the trimmed
// text in UTF-16 code units, like the browser's maxlength attribute.
import type { ValidationKey } from './messageKeys'

export interface LengthRule {
  min?: number
  max?: number
  /** Key when empty; omit for an optional field (empty is then valid). */
  required?: ValidationKey
  tooShort?: ValidationKey
  tooLong?: ValidationKey
}

export function lengthError(text: string, rule: LengthRule): ValidationKey | null {
  const value = text.trim()
  if (value === '') return rule.required ?? null
  if (rule.min !== undefined && value.length < rule.min) return rule.tooShort ?? rule.required ?? null
  if (rule.max !== undefined && value.length > rule.max) return rule.tooLong ?? null
  return null
}
