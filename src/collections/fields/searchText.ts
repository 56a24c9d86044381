import type { CollectionBeforeChangeHook, TextField } from 'payload'
import { searchText } from '@/lib/search/words'

/** The hidden, localized text a list's search matches: the listed fields, accents and case folded. */
export const searchTextField: TextField = { name: 'searchText', type: 'text', localized: true, index: true, admin: { hidden: true } }

/**
 * Folds `keys` into `searchText` in the locale being saved. A save may carry only some fields: the
 * others are taken as they were.
 */
export function foldSearchText(keys: readonly string[]): CollectionBeforeChangeHook {
  return ({ data, originalDoc }) => {
    const doc = data as Record<string, unknown>
    const value = (key: string) => (doc[key] !== undefined ? doc[key] : (originalDoc as Record<string, unknown> | undefined)?.[key])
    doc.searchText = searchText(...keys.map((key) => value(key) as string | null | undefined))
    return data
  }
}
