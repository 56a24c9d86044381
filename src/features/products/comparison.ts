// The compare-products page's model: the containers side by side, grouped by category (spec 3 §2
// "product comparison cards"; the highlighted category, tri-cam, stands out). Pure.
import type { Currency } from '@/lib/money'
import type { Container, ProductCategory } from '@/payload-types'
import { cardImage, type ImageRef } from './media'
import { populated, texts } from '@/lib/populated'
import { containerRates } from './rates'

/** How many specification lines a card shows. */
export const KEY_SPECIFICATIONS = 3

export type ComparisonCard = {
  id: string
  productCode: string
  name: string
  length: number
  keySpecifications: string[]
  image: ImageRef | null
  /** Rental of one container for one billing cycle, in cents. */
  fromPrice: number
}

export type ComparisonGroup = { code: string; name: string; description: string; highlighted: boolean; cards: ComparisonCard[] }

function toCard(container: Container, currency: Currency): ComparisonCard {
  const firstImage = populated(container.gallery?.[0]?.image)
  return {
    id: String(container.id),
    productCode: container.productCode,
    name: container.name,
    length: container.length,
    keySpecifications: texts(container.specifications).slice(0, KEY_SPECIFICATIONS),
    image: cardImage(firstImage, container.name),
    fromPrice: containerRates(container, currency).cycleRate,
  }
}

/** Containers (depth ≥ 1, in sortOrder) grouped by category, the groups in the categories' order. */
export function toComparisonGroups(containers: readonly Container[], currency: Currency): ComparisonGroup[] {
  const groups = new Map<string, { category: ProductCategory; cards: ComparisonCard[] }>()
  for (const container of containers) {
    const category = populated(container.category)
    if (!category) continue
    const group = groups.get(String(category.id)) ?? { category, cards: [] }
    group.cards.push(toCard(container, currency))
    groups.set(String(category.id), group)
  }
  return [...groups.values()]
    .sort((a, b) => a.category.sortOrder - b.category.sortOrder)
    .map(({ category, cards }) => ({
      code: category.code,
      name: category.name,
      description: category.description ?? '',
      highlighted: category.highlighted ?? false,
      cards,
    }))
}

/** The configurator with this category's tab preselected (spec 3 §9 product_category). */
export const configuratorHref = (locale: string, categoryCode: string) =>
  `/${locale}/products/storage-containers?product_category=${encodeURIComponent(categoryCode)}`
