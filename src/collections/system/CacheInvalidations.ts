import type { CollectionConfig } from 'payload'
import { serverOnly } from '@/access'
import { groups } from '../fields/labels'

export const CACHE_INVALIDATIONS_SLUG = 'cache-invalidations'

/**
 * Pages a publish dropped, for the other app processes (src/lib/cacheSync.ts): the process where
 * staff saved drops its own cache at once and writes a row here in the same transaction; every
 * other process reads the rows after the last one it applied, every couple of seconds, and drops
 * the same pages and its catalog reads. Written only by the server; no access over HTTP, hidden.
 */
export const CacheInvalidations: CollectionConfig = {
  slug: CACHE_INVALIDATIONS_SLUG,
  labels: { singular: { en: 'Cache invalidation', fr: 'Invalidation de cache' }, plural: { en: 'Cache invalidations', fr: 'Invalidations de cache' } },
  admin: { hidden: true, group: groups.system },
  access: serverOnly,
  timestamps: true,
  fields: [
    { name: 'pages', type: 'json', required: true, label: { en: 'Pages', fr: 'Pages' } },
    { name: 'origin', type: 'text', required: true, label: { en: 'Process', fr: 'Processus' } },
  ],
}
