/**
 * Full-text search that ignores case and accents ("evenement" finds "Événement"): a document keeps
 * its searchable text folded this way, and a visitor's term is folded the same before matching.
 */
export function searchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** A visitor's search term, folded like the documents' text; empty when there is nothing to search for. */
export const searchTerm = (query: string | null | undefined): string => searchText((query ?? '').slice(0, 100))
