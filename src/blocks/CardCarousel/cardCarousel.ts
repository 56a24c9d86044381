import type { SlidesPerView } from '@/ui/Carousel'

/** The two kinds of card carousel of spec 3: slider cards, and product cards (swipe, few dots). */
export const CARD_CAROUSEL_STYLES = ['slider', 'product'] as const
export type CardCarouselStyle = (typeof CARD_CAROUSEL_STYLES)[number]

/** Spec 3 §9: a swipe beyond 50 px changes a product card; at most 4 dots. */
export const PRODUCT_SWIPE_THRESHOLD = 50
export const PRODUCT_MAX_DOTS = 4

/** Slider cards from 1024 px when staff set none (spec 3 §9: "3, or a configured number"). */
export const DEFAULT_CARDS_FROM_DESKTOP = 3

/**
 * Cards in view by width (spec 3 §9): one below 640 px, two at 640 and 768, then three or the
 * configured number (1–4) from 1024 px; product cards always three from 1024 px.
 */
export function cardsPerView(style: CardCarouselStyle, fromDesktop?: number | null): SlidesPerView {
  const desktop = style === 'slider' && fromDesktop && fromDesktop >= 1 && fromDesktop <= 4 ? Math.floor(fromDesktop) : DEFAULT_CARDS_FROM_DESKTOP
  return { base: 1, sm: Math.min(2, desktop), md: Math.min(2, desktop), lg: desktop }
}
