import type { CollectionConfig, PayloadRequest } from 'payload'
import { staffOnly } from '@/access'
import { groups, inAdminLanguage } from '../fields/labels'

export const REDIRECTS = 'redirects'

const PATH = /^\/[a-z0-9]+(?:[-/][a-z0-9]+)*$/

/** A path below the locale (`/about-us`), and `/` where the home page may be meant. */
const validPath =
  ({ home }: { home: boolean }) =>
  (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}) =>
    typeof value === 'string' && ((home && value === '/') || PATH.test(value)) ? true : inAdminLanguage(req, { en: 'A path such as /about-us', fr: 'Un chemin comme /about-us' })

/**
 * Old addresses of CMS pages and where they went (paths below the locale: "/about" → "/about-us").
 * A page whose slug changes on publish leaves one here (Pages' hooks); staff may add their own.
 * The page route answers a missing page with a permanent redirect when its path is here.
 */
export const Redirects: CollectionConfig = {
  slug: REDIRECTS,
  labels: { singular: { en: 'Redirect', fr: 'Redirection' }, plural: { en: 'Redirects', fr: 'Redirections' } },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'updatedAt'], group: groups.content },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Old path', fr: 'Ancien chemin' },
      admin: { description: { en: 'Without the language: /about', fr: 'Sans la langue : /about' } },
      validate: validPath({ home: false }),
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      label: { en: 'New path', fr: 'Nouveau chemin' },
      admin: { description: { en: 'Without the language: /about-us (/ for the home page)', fr: 'Sans la langue : /about-us (/ pour la page d’accueil)' } },
      validate: validPath({ home: true }),
    },
  ],
}

/**
 * A page moved from `from` to `to` (paths below the locale, '' = home): the old path redirects to
 * the new one, redirects that led to the old path now lead to the new one (no chains), and a
 * redirect away from the new path goes (the page lives there again).
 */
export async function recordPageMove(req: PayloadRequest, from: string, to: string): Promise<void> {
  const target = to === '' ? '/' : to
  const common = { collection: REDIRECTS, req, overrideAccess: true, depth: 0 } as const
  await req.payload.delete({ ...common, where: { from: { equals: target } } })
  await req.payload.update({ ...common, where: { to: { equals: from } }, data: { to: target } })
  if (from === '' || from === target) return
  const existing = await req.payload.find({ ...common, where: { from: { equals: from } }, limit: 1 })
  if (existing.docs[0]) await req.payload.update({ ...common, id: existing.docs[0].id, data: { to: target } })
  else await req.payload.create({ ...common, data: { from, to: target } })
}
