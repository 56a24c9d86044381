import type { CollectionConfig, PayloadRequest, Where } from 'payload'
import { publishedOrStaff, staffOnly } from '@/access'
import { pageBlocks } from '@/blocks'
import { locales, type Locale } from '@/i18n/routing'
import { relationId } from '@/lib/populated'
import { CMS_SLUG_PATTERN, cmsPagePath, revalidatePublicPages } from '@/lib/publicPages'
import { groups, inAdminLanguage, labels } from '../fields/labels'
import { HOME_SLUG, movedSlug, nestedSlug, slugFromTitle } from './pagePaths'
import { recordPageMove } from './Redirects'

type PageData = { id?: number | string; slug?: string; parent?: unknown; _status?: 'draft' | 'published' | null; publishedSlug?: string | null }

async function parentSlug(req: PayloadRequest, parent: unknown): Promise<string | null> {
  const id = relationId(parent as Parameters<typeof relationId>[0])
  if (id === null) return null
  const found = await req.payload.findByID({ collection: 'pages', id, depth: 0, req, overrideAccess: true, disableErrors: true, select: { slug: true } })
  return found?.slug ?? null
}

/** What the public site shows of a page in each locale: its published state, read as the site reads it (English fallback). */
async function publishedInEachLocale(req: PayloadRequest, id: number | string): Promise<Partial<Record<Locale, string>>> {
  const shown: Partial<Record<Locale, string>> = {}
  // A Local API call given `req` sets its locale on that req: the save this runs inside must keep its own.
  const { locale: ownLocale, fallbackLocale: ownFallback } = req
  try {
    for (const locale of locales) {
      const page = await req.payload.findByID({ collection: 'pages', id, locale, depth: 0, draft: false, req, overrideAccess: true, disableErrors: true })
      if (page?._status !== 'published') return {}
      const { updatedAt: _u, createdAt: _c, ...content } = page
      shown[locale] = JSON.stringify(content)
    }
    return shown
  } finally {
    req.locale = ownLocale
    req.fallbackLocale = ownFallback
  }
}

/** The public addresses a page has or had: its slug, its published slug, and the one it was published at before. */
const addressesOf = (...pages: (PageData | undefined)[]): string[] =>
  [...new Set(pages.flatMap((page) => [page?.slug, page?.publishedSlug]).filter((slug): slug is string => typeof slug === 'string'))].map(cmsPagePath)

const PUBLISHED_BEFORE = 'pagesPublishedBefore'
const publishedBefore = (req: PayloadRequest) => ((req.context[PUBLISHED_BEFORE] ??= {}) as Record<string, Partial<Record<Locale, string>>>)

/**
 * CMS pages built from blocks; the page with slug "home" is the home page. Drafts, versions,
 * scheduled publishing and live preview; a page under a parent lives under its path; a slug
 * changed on publish leaves a redirect from the old address (and moves its children along).
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', fr: 'Page' }, plural: { en: 'Pages', fr: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: groups.content,
    // The preview route signs the staff member's browser into Next's draft mode, then shows the page.
    livePreview: { url: ({ data, locale }) => previewUrl(data as PageData, locale) },
    preview: (data, { locale }) => previewUrl(data as PageData, locale),
  },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  hooks: {
    // A new page autosaved before its slug is typed gets one from its title (then a unique stand-in): the slug is its address.
    beforeValidate: [
      ({ data, originalDoc }) => {
        if (data && !data.slug && !(originalDoc as PageData | undefined)?.slug) data.slug = slugFromTitle(data.title) ?? `page-${Date.now().toString(36)}`
        return data
      },
    ],
    beforeChange: [
      async ({ data, originalDoc, req, operation }) => {
        const page = data as PageData
        const original = originalDoc as PageData | undefined
        const slug = page.slug ?? original?.slug
        if (typeof slug === 'string' && slug !== HOME_SLUG) page.slug = nestedSlug(slug, await parentSlug(req, page.parent ?? original?.parent))
        // The address the public site shows: only a publish moves it (a draft's slug is not live yet).
        const publishing = (page._status ?? original?._status) === 'published'
        if (publishing) page.publishedSlug = page.slug ?? slug
        // What visitors saw before this publish, in each locale: afterChange drops only the locales it changes.
        if (publishing && operation === 'update' && original?.id !== undefined) publishedBefore(req)[String(original.id)] = await publishedInEachLocale(req, original.id)
        return data
      },
    ],
    afterChange: [
      // A draft save changes nothing visitors see. A publish drops the page (at its address and its
      // previous one) in the locales whose published content it changed; unpublishing, in every locale.
      async ({ doc, previousDoc, req }) => {
        const page = doc as PageData
        const paths = addressesOf(page, { publishedSlug: (previousDoc as PageData | undefined)?.publishedSlug })
        if (page._status === 'published' && page.id !== undefined) {
          const before = publishedBefore(req)[String(page.id)] ?? {}
          const after = await publishedInEachLocale(req, page.id)
          await revalidatePublicPages(req, locales.filter((locale) => before[locale] !== after[locale]), paths)
        } else if ((previousDoc as PageData | undefined)?._status === 'published' && page.id !== undefined) {
          // A draft saved over a published page leaves that page as it was; unpublishing takes it down.
          const stillPublished = Object.keys(await publishedInEachLocale(req, page.id)).length > 0
          if (!stillPublished) await revalidatePublicPages(req, locales, paths)
        }
        return doc
      },
      async ({ doc, previousDoc, req }) => {
        const page = doc as PageData
        const before = (previousDoc as PageData | undefined)?.publishedSlug
        if (page._status !== 'published' || !before || !page.slug || before === page.slug) return doc
        await recordPageMove(req, cmsPagePath(before), cmsPagePath(page.slug))
        // Children follow their parent; each leaves its own redirect through this same hook.
        const children = await req.payload.find({ collection: 'pages', where: { parent: { equals: page.id } }, depth: 0, pagination: false, req, overrideAccess: true, select: { slug: true } })
        for (const child of children.docs) {
          await req.payload.update({ collection: 'pages', id: child.id, data: { slug: movedSlug(child.slug, before, page.slug) }, depth: 0, req, overrideAccess: true })
        }
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        const page = doc as PageData
        await revalidatePublicPages(req, locales, addressesOf(page))
        return doc
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: labels.title },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Slug (address)', fr: 'Identifiant (adresse)' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The page’s path: lowercase words with dashes; "home" is the home page. Under a parent page, its path comes first.',
          fr: 'Le chemin de la page : mots en minuscules séparés par des tirets; « home » est la page d’accueil. Sous une page parente, le chemin de celle-ci vient d’abord.',
        },
      },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}) =>
        typeof value === 'string' && CMS_SLUG_PATTERN.test(value)
          ? true
          : inAdminLanguage(req, { en: 'lowercase-words-with-dashes', fr: 'mots-en-minuscules-avec-tirets' }),
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      label: { en: 'Parent page', fr: 'Page parente' },
      admin: { position: 'sidebar', description: { en: 'The page this one sits under (e.g. Solutions).', fr: 'La page sous laquelle celle-ci se trouve (p. ex. Solutions).' } },
      // Not itself, and not the home page (whose path is the site's root).
      filterOptions: ({ id }): Where => ({ and: [{ slug: { not_equals: HOME_SLUG } }, ...(id ? [{ id: { not_equals: id } } as Where] : [])] }),
    },
    { name: 'publishedSlug', type: 'text', admin: { hidden: true }, access: { update: () => false, create: () => false } },
    {
      name: 'meta',
      type: 'group',
      label: { en: 'Search engines and sharing', fr: 'Moteurs de recherche et partage' },
      fields: [
        { name: 'title', type: 'text', localized: true, label: { en: 'Meta title', fr: 'Titre (balise meta)' } },
        { name: 'description', type: 'textarea', localized: true, label: { en: 'Meta description', fr: 'Description (balise meta)' } },
        { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Sharing image (Open Graph)', fr: 'Image de partage (Open Graph)' } },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, required: true, label: { en: 'Page content', fr: 'Contenu de la page' } },
  ],
}

/** The preview route's address for a page in a locale (the admin's live preview and its Preview button). */
function previewUrl(page: PageData, locale: unknown): string | null {
  if (typeof page?.slug !== 'string') return null
  const code = typeof locale === 'string' ? locale : locale && typeof locale === 'object' && 'code' in locale ? String((locale as { code: unknown }).code) : 'en'
  const path = `/${code === 'fr' ? 'fr' : 'en'}${cmsPagePath(page.slug)}`
  return `/api/preview?path=${encodeURIComponent(path)}`
}
