// Order numbers: BX-YYYYMMDD-XXXX — the business date the order was placed, then 4 random
// characters of Crockford's base 32 (no I, L, O, U: unambiguous when read over the phone).
// 32⁴ ≈ 1 million per day; the unique index decides, and the writer draws again on a clash.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const ORDER_NUMBER_PATTERN = /^BX-\d{8}-[0-9A-HJKMNP-TV-Z]{4}$/

/** businessDate is `yyyy-mm-dd` (today in the business time zone); random gives at least 4 bytes. */
export function formatOrderNumber(businessDate: string, random: Uint8Array): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(businessDate)) throw new RangeError(`Not a yyyy-mm-dd date: ${businessDate}`)
  if (random.length < 4) throw new RangeError('An order number needs 4 random bytes')
  const suffix = Array.from(random.slice(0, 4), (byte) => ALPHABET[byte % 32]).join('')
  return `BX-${businessDate.replaceAll('-', '')}-${suffix}`
}
