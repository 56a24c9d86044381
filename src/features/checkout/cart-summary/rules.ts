// Pure rules of the cart summary (checkout step 2): abandonment, recommended add-ons, the size
// change's kit reset. No I/O, shared by the server and the tests.
/** Spec 2 §9: the add-ons offered, one per category (standard, premium, tri-cam), in this order. */
export const RECOMMENDED_PRODUCT_CODES = ['20WS', '20ZI', '20ZS'] as const

/** A cart untouched for longer than `hours` is Abandoned (the site setting cartAbandonAfterHours). */
export function isAbandoned(lastActivityAt: string | null | undefined, now: Date, hours: number): boolean {
  if (!lastActivityAt) return false
  const last = Date.parse(lastActivityAt)
  return Number.isFinite(last) && now.getTime() - last > hours * 3_600_000
}

export type AddOnCandidate = { productCode: string; categoryId: string }

/** The recommended products whose category is not in the cart yet (spec 2 §9), in the spec's order. */
export function recommendedAddOns<T extends AddOnCandidate>(candidates: readonly T[], cartCategoryIds: readonly string[]): T[] {
  const inCart = new Set(cartCategoryIds)
  return RECOMMENDED_PRODUCT_CODES.flatMap((code) => candidates.filter((c) => c.productCode === code && !inCart.has(c.categoryId)))
}
