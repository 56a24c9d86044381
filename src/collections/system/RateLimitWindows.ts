import type { CollectionConfig } from 'payload'
import { serverOnly } from '@/access'
import { groups } from '../fields/labels'

export const RATE_LIMIT_WINDOWS_SLUG = 'rate-limit-windows'

/**
 * Rate-limit counts every app process shares (src/lib/http/rateLimitStore.ts): one row per rule
 * and client bucket, counted with one atomic upsert, so two processes behind one load balancer
 * count one client's calls together. Written only by the server; no access over HTTP, hidden.
 */
export const RateLimitWindows: CollectionConfig = {
  slug: RATE_LIMIT_WINDOWS_SLUG,
  labels: { singular: { en: 'Rate-limit window', fr: 'Fenêtre de limite de requêtes' }, plural: { en: 'Rate-limit windows', fr: 'Fenêtres de limite de requêtes' } },
  admin: { hidden: true, useAsTitle: 'bucket', group: groups.system },
  access: serverOnly,
  timestamps: false,
  fields: [
    { name: 'bucket', type: 'text', required: true, unique: true, index: true, label: { en: 'Rule and client', fr: 'Règle et client' } },
    { name: 'count', type: 'number', required: true, label: { en: 'Calls in the window', fr: 'Appels dans la fenêtre' } },
    // Epoch milliseconds: compared and reset in SQL without date parsing on either database.
    { name: 'resetAt', type: 'number', required: true, index: true, label: { en: 'Window ends (ms)', fr: 'Fin de la fenêtre (ms)' } },
  ],
}
