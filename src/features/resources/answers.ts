// Reading POST /api/contentful answers in the browser (events and articles alike), and the page
// number of a list's address.

export type Entry = { sys: { id: string }; fields: Record<string, unknown> }
export type Asset = { sys: { id: string }; fields: { title?: string; file?: { url?: string; details?: { image?: { width?: number; height?: number } } } } }
export type CardImage = { url: string; alt: string; width: number | null; height: number | null }

/** A non-empty text field, or null. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null)

/** The id a Link field points to, or null. */
export const linkId = (value: unknown): string | null => {
  const id = (value as { sys?: { id?: unknown } } | null | undefined)?.sys?.id
  return typeof id === 'string' ? id : null
}

/** A category, industry, topic or group as a list shows it. */
export type Term = { id: string; slug: string; name: string }

/** Resolves an Entry link of the answer to the term it names (from `includes.Entry`), or null. */
export function termResolver(includes: { Entry?: Entry[] } | undefined): (link: unknown) => Term | null {
  const entries = new Map((includes?.Entry ?? []).map((entry) => [entry.sys.id, entry]))
  return (link) => {
    const id = linkId(link)
    const entry = id ? entries.get(id) : undefined
    return entry && id ? { id, slug: text(entry.fields.slug) ?? '', name: text(entry.fields.name) ?? '' } : null
  }
}

/** The answer's assets by id. */
export const assetsOf = (includes: { Asset?: Asset[] } | undefined): Map<string, Asset> => new Map((includes?.Asset ?? []).map((asset) => [asset.sys.id, asset]))

/** The card image an item's image link resolves to (its alt is the asset's title, else the item's). */
export function imageOf(assets: Map<string, Asset>, link: unknown, title: string): CardImage | null {
  const id = linkId(link)
  const asset = id ? assets.get(id) : undefined
  const file = asset?.fields.file
  return file?.url ? { url: file.url, alt: asset?.fields.title || title, width: file.details?.image?.width ?? null, height: file.details?.image?.height ?? null } : null
}

/** A page number from the address: 1 to 10,000, else 1. */
export const pageParam = (value: string | null | undefined): number => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}
