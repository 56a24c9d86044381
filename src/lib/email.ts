// Email addresses (spec 2 §5, spec 3 §5): required and well formed.
// "Well formed" = the HTML living standard's valid e-mail address (what <input type=email>
// accepts) plus a dot-separated domain ending in a 2+ letter top-level label, at most 254
// characters in all and 64 before the @. Whether the mailbox exists is not checked here.
import type { ValidationKey } from './messageKeys'

export const EMAIL_MAX_LENGTH = 254

const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*"
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const EMAIL_PATTERN = new RegExp(`^(${LOCAL})@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`)

export function isValidEmail(text: string): boolean {
  const value = text.trim()
  const m = value.length <= EMAIL_MAX_LENGTH ? EMAIL_PATTERN.exec(value) : null
  return m !== null && m[1]!.length <= 64
}

export function emailError(text: string): ValidationKey | null {
  if (text.trim() === '') return 'emailRequired'
  return isValidEmail(text) ? null : 'emailInvalid'
}
