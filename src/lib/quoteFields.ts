// Quote-form rules that are not about addresses (spec 1 §5).
import { lengthError } from './textRules'
import type { ValidationKey } from './messageKeys'

export const OTHER_INDUSTRY_MIN_LENGTH = 2
export const OTHER_INDUSTRY_MAX_LENGTH = 50

/**
 * The other-industry text: required, 2–50 characters, when the Industries choice is Other;
 * ignored (always valid) otherwise.
 */
export function otherIndustryError(text: string, otherSelected: boolean): ValidationKey | null {
  if (!otherSelected) return null
  return lengthError(text, {
    required: 'otherIndustryRequired',
    tooShort: 'otherIndustryMin',
    tooLong: 'otherIndustryMax',
    min: OTHER_INDUSTRY_MIN_LENGTH,
    max: OTHER_INDUSTRY_MAX_LENGTH,
  })
}

/** Option cards (radio or checkbox) need at least one selection. */
export function optionCardsError(selected: readonly unknown[] | string | null | undefined): ValidationKey | null {
  const count = typeof selected === 'string' ? (selected.trim() ? 1 : 0) : (selected?.length ?? 0)
  return count > 0 ? null : 'selectAtLeastOneOption'
}
