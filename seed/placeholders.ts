/**
 * A seeded page names the documents it shows (a drawing, a customization) by a placeholder object
 * until the seed knows their ids. Replaces, anywhere in `value`, each object `idOf` recognizes with
 * the id it answers (it throws for a placeholder whose document is missing); copies the rest.
 */
export function withPlaceholderIds(value: unknown, idOf: (placeholder: object) => number | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => withPlaceholderIds(item, idOf))
  if (!value || typeof value !== 'object') return value
  const id = idOf(value)
  if (id !== undefined) return id
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withPlaceholderIds(v, idOf)]))
}

/** Stands for a media id until the seed knows it: `{ mediaKey: 'doorsOpen' }`, the key naming a file in the page's own list. */
export type MediaRef<K extends string = string> = { mediaKey: K }

/** `idOf` for media placeholders: the id of the file `files[key]` in `ids` (media ids by file name). */
export const mediaIdOf =
  (page: string, files: Record<string, string>, ids: Map<string, number>) =>
  (placeholder: object): number | undefined => {
    if (!('mediaKey' in placeholder)) return undefined
    const file = files[(placeholder as MediaRef).mediaKey]
    const id = file === undefined ? undefined : ids.get(file)
    if (id === undefined) throw new Error(`${page} seed: media ${file ?? (placeholder as MediaRef).mediaKey} is missing (the catalog seeds it)`)
    return id
  }
