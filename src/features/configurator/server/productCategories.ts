import 'server-only'
import { whereIdOrCode } from '@/features/products'
import { findCategories, findContainers } from '@/features/products/server'
import type { Locale } from '@/i18n/routing'
import { toProductCategoryAnswer } from './catalogApiMappers'

/** POST /api/get-product-categories: the category (by id or code) and its containers; null when unknown. */
export async function getProductCategory(categoryId: string, locale: Locale) {
  const [category] = await findCategories(locale, whereIdOrCode(categoryId, 'code'))
  if (!category) return null
  const inCategory = { category: { equals: category.id } }
  const [english, french] = await Promise.all([findContainers('en', 1, inCategory), findContainers('fr', 1, inCategory)])
  return toProductCategoryAnswer(category, locale === 'fr' ? french : english, english, french)
}
