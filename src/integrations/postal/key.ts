import type { PostalCountry } from './types'

/**
 * Postal-code normalization used for the EXISTENCE lookup. The format rules of the forms live in
 * `src/lib/postal.ts`; these accept the same inputs: US `90210`, `90210-1234`, `902101234`;
 * Canada `K1A 0B1`, `k1a0b1`, `K1A-0B1` and the bare FSA `K1A`.
 */

const US_RE = /^(\d{5})(\d{4})?$/
const CA_RE = /^([A-Z]\d[A-Z])(\d[A-Z]\d)?$/

function compact(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase()
}

/** The lookup key (US: first 5 digits; CA: FSA upper-case), or null when the code is malformed. */
export function postalKey(country: PostalCountry, code: string): string | null {
  const match = (country === 'us' ? US_RE : CA_RE).exec(compact(code))
  return match ? match[1] : null
}

/** Canonical display form: `90210`, `90210-1234`, `K1A 0B1`, `K1A`; null when malformed. */
export function formatPostalCode(country: PostalCountry, code: string): string | null {
  const match = (country === 'us' ? US_RE : CA_RE).exec(compact(code))
  if (!match) return null
  if (!match[2]) return match[1]
  return country === 'us' ? `${match[1]}-${match[2]}` : `${match[1]} ${match[2]}`
}

/** Which country's format a code has, or null. */
export function detectPostalCountry(code: string): PostalCountry | null {
  const c = compact(code)
  if (US_RE.test(c)) return 'us'
  if (CA_RE.test(c)) return 'ca'
  return null
}
