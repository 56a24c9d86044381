import type { CollectionSlug, UIField } from 'payload'
import type { Label } from './labels'

/** Where a record's related records are: the list of `collection` whose `path` equals this record's `from`. */
export type RelatedList = { collection: CollectionSlug; path: string; from: string; label: Label }

export const RELATED_RECORDS_COMPONENT = '/ui/admin/RelatedRecords#RelatedRecords'

/**
 * A sidebar box of links to a record's related records, each with its count (issue 43, item 12: an
 * invoice linked neither to its payments nor to its short-pay cases, nor they back to it). Stores
 * nothing: the links are the admin lists filtered on the record's own value.
 */
export function relatedRecordsField(name: string, label: Label, related: RelatedList[]): UIField {
  return { name, type: 'ui', label, admin: { position: 'sidebar', disableListColumn: true, components: { Field: RELATED_RECORDS_COMPONENT }, custom: { related } } }
}
