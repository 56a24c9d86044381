// Unit numbers (spec 1 §2.2: the quote-to-buy route's one slug segment).
//
// A unit number is 6 to 10 letters and digits with at least one digit, stored in upper case
// (`BX104233`). The route accepts any letter case and redirects to the upper-case address;
// any other slug shape (other characters, other lengths, more or fewer segments) goes to /404.

export const UNIT_NUMBER_MIN_LENGTH = 6
export const UNIT_NUMBER_MAX_LENGTH = 10

const SHAPE = /^(?=[A-Za-z]*\d)[A-Za-z0-9]{6,10}$/

/** Is `text` exactly a unit number, in any letter case? (No trimming: a slug is taken as is.) */
export function isUnitNumberShape(text: string): boolean {
  return SHAPE.test(text)
}

/** The canonical (upper-case) unit number, or null when `text` (trimmed) is not one. */
export function normalizeUnitNumber(text: string): string | null {
  const value = text.trim()
  return isUnitNumberShape(value) ? value.toUpperCase() : null
}

export type UnitSlug =
  | { kind: 'unit'; unitNumber: string }
  /** Well formed but not in canonical case: redirect to the canonical address. */
  | { kind: 'redirect'; unitNumber: string }
  | { kind: 'invalid' }

/** What the route does with its slug segments (`[[...slug]]`). */
export function classifyUnitSlug(segments: readonly string[] | undefined): UnitSlug {
  if (!segments || segments.length !== 1) return { kind: 'invalid' }
  let segment: string
  try {
    segment = decodeURIComponent(segments[0]!)
  } catch {
    return { kind: 'invalid' }
  }
  if (!isUnitNumberShape(segment)) return { kind: 'invalid' }
  const unitNumber = segment.toUpperCase()
  return unitNumber === segment ? { kind: 'unit', unitNumber } : { kind: 'redirect', unitNumber }
}

/** The quote-to-buy page of a unit. */
export const quoteBuyPath = (locale: string, unitNumber: string) => `/${locale}/request-quote-buy/${unitNumber}`
