import type { CollectionConfig, PayloadRequest, TextField, TextareaField } from 'payload'
import { publishedOrStaff, staffOnly } from '@/access'
import { isEventSlug, isFreeSolutionsSegment } from '@/features/resources'
import { inAdminLanguage } from '../fields/labels'

// The fields events and articles share: the slug of their page's address, the card's summary, the page's paragraphs.

/** The slug of an item's page, below `base` (lowercase words with dashes, not "page"). */
export const resourceSlugField = (base: string): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: { en: 'Slug (address)', fr: 'Identifiant (adresse)' },
  admin: { description: { en: `Lowercase words with dashes: ${base}/{slug}.`, fr: `Mots en minuscules séparés par des tirets : ${base}/{identifiant}.` } },
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    (typeof value === 'string' && isEventSlug(value)) ||
    inAdminLanguage(req, { en: 'Use lowercase words with dashes (not “page”).', fr: 'Utilisez des mots en minuscules séparés par des tirets (pas « page »).' }),
})

/** A slug that is a segment below /solutions (an industry's, a sub-industry's): not one a code page owns (the outfitting packages' list). */
export const freeSolutionsSlugField = (base: string): TextField => {
  const field = resourceSlugField(base)
  return {
    ...field,
    validate: (value: unknown, options: { req: PayloadRequest }) => {
      const own = (field.validate as (v: unknown, o: { req: PayloadRequest }) => true | string)(value, options)
      if (own !== true) return own
      return isFreeSolutionsSegment(value as string) || inAdminLanguage(options.req, { en: 'This address belongs to the outfitting packages: choose another slug.', fr: 'Cette adresse appartient aux forfaits d’aménagement : choisissez un autre identifiant.' })
    },
  }
}

export const excerptField: TextareaField = { name: 'excerpt', type: 'textarea', localized: true, maxLength: 300, label: { en: 'Summary (cards)', fr: 'Résumé (cartes)' } }

export const bodyField: TextareaField = {
  name: 'body',
  type: 'textarea',
  localized: true,
  label: { en: 'Text', fr: 'Texte' },
  admin: { description: { en: 'Paragraphs separated by a blank line.', fr: 'Paragraphes séparés par une ligne vide.' } },
}

/**
 * What every resource collection (events, articles, packages, documents, customizations) shares:
 * drafts with scheduled publishing, visitors reading only what is published, staff writing.
 * A new object each time: Payload completes a collection's config in place.
 */
export const publishedResource = (): Pick<CollectionConfig, 'versions' | 'access'> => ({
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
})

/** A taxonomy's access (categories, industries, topics, groups): anyone reads, staff write. */
export const taxonomyAccess = (): CollectionConfig['access'] => ({ read: () => true, create: staffOnly, update: staffOnly, delete: staffOnly })
