import type { ArticleKind } from '@/lib/resourcePaths'
import type { SlidesPerView } from '@/ui/Carousel'

/** Articles a featured-article carousel shows when staff set no number, and the most it shows. */
export const DEFAULT_FEATURED_COUNT = 6
export const MAX_FEATURED_COUNT = 12

/**
 * Cards in view (spec 3 §9): blog and case-study cards 3.2, 3.4 and 3.6 from 1024, 1280 and
 * 1536 px; sustainability (ESG) cards 2, 2.11 and 2.5. Below 1024 px a part of the next card
 * always shows, so a person sees there is more.
 */
export function articleCardsPerView(kind: ArticleKind): SlidesPerView {
  return kind === 'sustainability' ? { base: 1.15, sm: 1.5, lg: 2, xl: 2.11, xxl: 2.5 } : { base: 1.15, sm: 2.2, lg: 3.2, xl: 3.4, xxl: 3.6 }
}

/** How many articles to show: the set number within 1–12, else 6. */
export function featuredCount(count: number | null | undefined): number {
  return count && count >= 1 ? Math.min(Math.floor(count), MAX_FEATURED_COUNT) : DEFAULT_FEATURED_COUNT
}
