import 'server-only'
import { cardImageOf } from './cardImage'
import { publishedInOrder } from './publishedInOrder'
import { cache } from 'react'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import type { Customization, CustomizationCategory } from '@/payload-types'
import { CUSTOMIZATIONS_COLLECTION, CUSTOMIZATION_CATEGORIES_COLLECTION, customizationJsonLd, customizationPath, type CustomizationCard, type CustomizationGroup } from '../customizations'
import type { Term } from '../answers'
import { populated } from './articles'

// Customizations: the overview's groups, a customization's page, and the sitemap's list.

const PUBLISHED: Where = { _status: { equals: 'published' } }

const categoryTerm = (doc: CustomizationCategory): Term => ({ id: String(doc.id), slug: doc.slug, name: doc.name })

function customizationCard(doc: Customization, category: CustomizationCategory): CustomizationCard {
  return {
    id: String(doc.id),
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt ?? null,
    category: categoryTerm(category),
    image: cardImageOf(doc.featuredImage, doc.title),
  }
}

/** Every category in its order, with its published customizations in theirs; a category without any is left out. */
export const customizationGroups = cache(async (locale: Locale): Promise<CustomizationGroup[]> => {
  const payload = await getPayloadClient()
  const [categories, items] = await Promise.all([
    payload.find({ collection: CUSTOMIZATION_CATEGORIES_COLLECTION, locale, sort: ['sortOrder', 'slug'], depth: 0, pagination: false }),
    payload.find({ collection: CUSTOMIZATIONS_COLLECTION, locale, where: PUBLISHED, sort: ['sortOrder', 'slug'], depth: 1, pagination: false }),
  ])
  return categories.docs
    .map((category) => ({
      category: categoryTerm(category),
      items: items.docs.filter((item) => populated<CustomizationCategory>(item.category)?.id === category.id).map((item) => customizationCard(item, category)),
    }))
    .filter((group) => group.items.length > 0)
})

/** The published customizations among these ids, as cards in the order given (a customizations tabs block's cards). */
export async function publishedCustomizationCards(locale: Locale, ids: readonly number[]): Promise<CustomizationCard[]> {
  return (await publishedInOrder(CUSTOMIZATIONS_COLLECTION, ids, locale)).flatMap((doc) => {
    const category = populated<CustomizationCategory>(doc.category)
    return category ? [customizationCard(doc, category)] : []
  })
}

/**
 * A published customization's page by its slug, in one locale (English fallback): its card, text and
 * structured data, and whether the address named its category (else the page's address is elsewhere).
 */
export const customizationPageData = cache(async (categorySlug: string, slug: string, locale: Locale, origin: string) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: CUSTOMIZATIONS_COLLECTION, where: { and: [PUBLISHED, { slug: { equals: slug } }] }, locale, limit: 1, depth: 1 })
  const doc = docs[0]
  const category = doc ? populated<CustomizationCategory>(doc.category) : null
  if (!doc || !category) return null
  const card = customizationCard(doc, category)
  const path = customizationPath(category.slug, doc.slug)
  return { customization: card, body: doc.body ?? null, path, atItsAddress: category.slug === categorySlug, jsonLd: customizationJsonLd(card, `${origin}/${locale}${path}`, origin, locale) }
})

/** Every published customization's address and last change, for the sitemap. */
export async function listCustomizationPaths(): Promise<{ path: string; updatedAt: string }[]> {
  const payload = await getPayloadClient()
  const [categories, items] = await Promise.all([
    payload.find({ collection: CUSTOMIZATION_CATEGORIES_COLLECTION, depth: 0, pagination: false, select: { slug: true } }),
    payload.find({ collection: CUSTOMIZATIONS_COLLECTION, where: PUBLISHED, depth: 0, pagination: false, select: { slug: true, category: true, updatedAt: true } }),
  ])
  const slugOf = new Map(categories.docs.map((category) => [category.id, category.slug]))
  return items.docs.flatMap((item) => {
    const category = slugOf.get(item.category as number)
    return category ? [{ path: customizationPath(category, item.slug), updatedAt: item.updatedAt }] : []
  })
}
