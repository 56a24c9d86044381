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

/** The answer: `{sys, total, skip, limit, items, includes}`; the linked entries and assets only with `include` ≥ 1. */
export function contentfulArray<I, E, A>(query: { skip: number; limit: number; include: number }, total: number, items: I[], includes: { Entry: E[]; Asset: A[] }) {
  return { sys: { type: 'Array' as const }, total, skip: query.skip, limit: query.limit, items, includes: query.include > 0 ? includes : { Entry: [] as E[], Asset: [] as A[] } }
}
