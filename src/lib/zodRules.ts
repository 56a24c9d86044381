// zod (v4) wrappers of the shared rules, for the feature schemas that run in the browser
// (react-hook-form) and in the route handlers alike. Wrappers with heavy dependencies live
// apart so a page only bundles what it uses: zodPhone.ts (libphonenumber metadata) and
// zodDates.ts (federal holiday calendar). Every issue message is a namespaced
// message id such as "validation.dateFormat"; render it with next-intl's root translator:
// `t(issue.message, issue.params)`. Issues of 'zipInvalidForCountry' carry
// params.country ('us' | 'ca'): map it to the localized country name before rendering.
import { z } from 'zod'
import { accountNumberError } from './accountNumber'
import { emailError } from './email'
import { messageId, type ValidationKey } from './messageKeys'
import { parseAmount } from './amountInput'
import { checkoutNameError, companyError, nameError, type NamePart } from './names'
import { countryCode, normalizePostalCode, postalCodeError, quoteZipError, type CountryCode } from './postal'
import { otherIndustryError } from './quoteFields'

/** A rule: the message key of the first failure, or null when the value is valid. */
export type TextRule = (value: string) => ValidationKey | null

export type RefinementCtx = z.core.$RefinementCtx<unknown>
type Ctx = RefinementCtx

/** Adds one issue whose message is the namespaced id of `key`. */
export function report(ctx: Ctx, key: ValidationKey, path?: PropertyKey[], params?: Record<string, string>) {
  ctx.addIssue({ code: 'custom', message: messageId(key), ...(path ? { path } : {}), ...(params ? { params } : {}) })
}

/**
 * A refinement's `when`: run it once these fields parsed, even if others failed. zod skips an
 * object's refinements while any field has an issue; a form must show a rule between two fields
 * (the ZIP of the country, an existing customer's account number) as soon as those two are
 * filled, not once the whole form is.
 */
export function whenFieldsParsed(...fields: string[]) {
  return (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    // An issue without a path is the body itself (an array, a string): it has no fields to check.
    !payload.issues.some((issue) => (issue.path?.length ?? 0) === 0 || fields.includes(String(issue.path?.[0])))
}

/** A string field checked by `rule`; a missing or non-string value reports `missing`. */
export function ruleField(rule: TextRule, missing: ValidationKey = 'required') {
  return z.string({ error: messageId(missing) }).superRefine((value, ctx) => {
    const key = rule(value)
    if (key) report(ctx, key)
  })
}

/** Required text (trimmed), with the generic 'Required' message by default. */
export function requiredText(key: ValidationKey = 'required') {
  return ruleField((v) => (v.trim() === '' ? key : null), key).transform((v) => v.trim())
}

export const emailField = () => ruleField(emailError, 'emailRequired').transform((v) => v.trim())

/** Contact-form first or last name (2–40, no digits). */
export const nameField = (part: NamePart) =>
  ruleField((v) => nameError(part, v), part === 'first' ? 'firstNameRequired' : 'lastNameRequired').transform((v) => v.trim())

/** Checkout-step first (1–40) or last (1–80) name pattern. */
export const checkoutNameField = (part: NamePart) =>
  ruleField((v) => checkoutNameError(part, v), part === 'first' ? 'firstNameRequired' : 'lastNameRequired').transform((v) =>
    v.trim(),
  )

export const companyField = () => ruleField(companyError, 'companyRequired').transform((v) => v.trim())

export const accountNumberField = () => ruleField(accountNumberError, 'accountNumberRequired').transform((v) => v.trim())

/** A zip of a known country (full format); output normalized ("12345-6789", "A1A 1A1"). */
export const postalCodeField = (country: CountryCode, style: 'example' | 'forCountry' = 'example') =>
  z
    .string({ error: messageId('zipCodeRequired') })
    .superRefine((value, ctx) => {
      const key = postalCodeError(country, value, style)
      if (key) report(ctx, key, undefined, key === 'zipInvalidForCountry' ? { country } : undefined)
    })
    .transform((v) => normalizePostalCode(country, v) ?? v.trim())

/** Quote-form zip before its server check: required and US- or Canadian-looking. */
export const quoteZipField = () => ruleField(quoteZipError).transform((v) => v.trim())

/**
 * For object schemas whose zip depends on a sibling country field (name or code, mapped with
 * countryCode): `.superRefine(checkPostalCode((d) => ({ country: d.country, zip: d.zip }), ['zip']))`.
 */
export function checkPostalCode<T>(
  pick: (data: T) => { country: string | null | undefined; zip: string },
  path: PropertyKey[],
  style: 'example' | 'forCountry' = 'example',
) {
  return (data: T, ctx: Ctx) => {
    const { country, zip } = pick(data)
    const code = countryCode(country)
    const key = postalCodeError(code, zip, style)
    if (key) report(ctx, key, path, key === 'zipInvalidForCountry' && code ? { country: code } : undefined)
  }
}

/** For object schemas: the other-industry text is checked only when Other is selected. */
export function checkOtherIndustry<T>(
  pick: (data: T) => { otherSelected: boolean; text: string | null | undefined },
  path: PropertyKey[],
) {
  return (data: T, ctx: Ctx) => {
    const { otherSelected, text } = pick(data)
    const key = otherIndustryError(text ?? '', otherSelected)
    if (key) report(ctx, key, path)
  }
}

/** A typed payment amount ("12.5") → integer cents (1250). */
export const amountField = () =>
  z.string({ error: messageId('amountInvalid') }).transform((value, ctx) => {
    const cents = parseAmount(value)
    if (cents === null) {
      report(ctx, 'amountInvalid')
      return z.NEVER
    }
    return cents
  })
