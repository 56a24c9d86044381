import 'server-only'
import { z } from 'zod'
import { locales, type Locale } from '@/i18n/routing'
import type { Media } from '@/payload-types'

// The pieces of Contentful's entries API shape every content type here speaks: `select`, paging by
// skip over Payload's pages, image assets, entry sys.

/** `select`: a comma-separated list of `sys`, `sys.id`, `fields` and `fields.<name>` of the known names. */
export function selectSchema(known: readonly string[]) {
  return z
    .string()
    .max(500)
    .optional()
    .superRefine((value, ctx) => {
      for (const path of value?.split(',').map((part) => part.trim()) ?? []) {
        const field = path.startsWith('fields.') ? path.slice('fields.'.length) : null
        if (path !== 'sys' && path !== 'sys.id' && path !== 'fields' && !(field && known.includes(field)))
          ctx.addIssue({ code: 'custom', message: `select: unknown field ${path}; known: sys.id, ${known.map((f) => `fields.${f}`).join(', ')}` })
      }
    })
}

/** The fields a `select` keeps (all of them without one, or with `fields`). */
export function selectedFields<F extends string>(select: string | undefined, all: readonly F[]): Set<F> {
  const paths = select?.split(',').map((part) => part.trim()) ?? []
  if (paths.length === 0 || paths.includes('fields')) return new Set(all)
  return new Set(paths.filter((path) => path.startsWith('fields.')).map((path) => path.slice('fields.'.length) as F))
}

/** Only the selected fields of an item. */
export const pickFields = <F extends string>(all: Record<F, unknown>, selected: Set<F>, order: readonly F[]) =>
  Object.fromEntries(order.filter((field) => selected.has(field)).map((field) => [field, all[field]]))

export type Link<T extends 'Asset' | 'Entry'> = { sys: { type: 'Link'; linkType: T; id: string } }
export const link = <T extends 'Asset' | 'Entry'>(linkType: T, id: string | number): Link<T> => ({ sys: { type: 'Link', linkType, id: String(id) } })

/** An image as a Contentful asset. */
export function assetOf(media: Media, locale: Locale) {
  return {
    sys: { id: String(media.id), type: 'Asset' as const, locale },
    fields: { title: media.alt ?? '', file: { url: media.url ?? '', contentType: media.mimeType ?? '', details: { size: media.filesize ?? 0, image: { width: media.width ?? 0, height: media.height ?? 0 } } } },
  }
}
export type ContentfulAsset = ReturnType<typeof assetOf>

/** An entry's `sys`. */
export const entrySys = (id: string | number, contentType: string, locale: Locale, doc: { createdAt: string; updatedAt: string }) => ({
  id: String(id),
  type: 'Entry' as const,
  contentType: { sys: { type: 'Link' as const, linkType: 'ContentType' as const, id: contentType } },
  locale,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

/** The parameters every content type takes: paging (limit at most 1000), full text, `locale`, `include`. */
export const contentfulQueryShape = {
  skip: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(1000).default(100),
  query: z.string().max(100).optional(),
  locale: z.enum(locales).default('en'),
  include: z.number().int().min(0).max(10).default(0),
}

/** Contentful's error for a link an answer could not resolve (its target is unpublished, deleted or not in this locale). */
export type NotResolvable = { sys: { id: 'notResolvable'; type: 'error' }; details: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string } }

/** The links held by a value (an entry's fields, at any depth). */
function linksIn(value: unknown, found: Link<'Entry' | 'Asset'>[] = []): Link<'Entry' | 'Asset'>[] {
  if (Array.isArray(value)) for (const item of value) linksIn(item, found)
  else if (value && typeof value === 'object') {
    const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys
    if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string') found.push(value as Link<'Entry' | 'Asset'>)
    else for (const inner of Object.values(value)) linksIn(inner, found)
  }
  return found
}

/**
 * `errors` as Contentful gives them: one notResolvable per link of the items that `includes` does
 * not hold (the links resolved here are the items' own). Without `include` no link is resolved, so
 * none is an error.
 */
export function unresolvedLinks(items: readonly { fields?: unknown }[], includes: { Entry: readonly { sys: { id: string } }[]; Asset: readonly { sys: { id: string } }[] }): NotResolvable[] {
  const held = new Set([...includes.Entry.map((entry) => `Entry:${entry.sys.id}`), ...includes.Asset.map((asset) => `Asset:${asset.sys.id}`)])
  const errors = new Map<string, NotResolvable>()
  for (const { sys } of linksIn(items.map((item) => item.fields))) {
    const key = `${sys.linkType}:${sys.id}`
    if (!held.has(key)) errors.set(key, { sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: sys.linkType, id: sys.id } })
  }
  return [...errors.values()]
}

/** The answer: `{sys, total, skip, limit, items, includes, errors}`; the linked entries and assets only with `include` ≥ 1. */
export function contentfulArray<I extends { fields?: unknown }, E extends { sys: { id: string } }, A extends { sys: { id: string } }>(
  query: { skip: number; limit: number; include: number },
  total: number,
  items: I[],
  includes: { Entry: E[]; Asset: A[] },
) {
  const resolved = query.include > 0 ? includes : { Entry: [] as E[], Asset: [] as A[] }
  return { sys: { type: 'Array' as const }, total, skip: query.skip, limit: query.limit, items, includes: resolved, errors: query.include > 0 ? unresolvedLinks(items, resolved) : [] }
}
