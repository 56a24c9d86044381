// Payload types a relationship as `id | document`, populated or not depending on the query's
// depth. These read either form without casts.

/** The populated document, or null when the value is only an id (or missing). */
export function populated<T extends { id: number | string }>(value: number | string | T | null | undefined): T | null {
  return typeof value === 'object' && value !== null ? value : null
}

/** The id of a relationship value, populated or not. */
export function relationId(value: number | string | { id: number | string } | null | undefined): string | null {
  if (value === null || value === undefined) return null
  return String(typeof value === 'object' ? value.id : value)
}

/** The ids of a has-many relationship, in its order, populated or not (a block's picked entries). */
export const relationIds = (values: readonly (number | { id: number })[] | null | undefined): number[] =>
  (values ?? []).map((value) => (typeof value === 'object' ? value.id : value))

/** The texts of a localized text list field ([{text}]). */
export const texts = (list: readonly { text: string }[] | null | undefined): string[] => (list ?? []).map((item) => item.text)
