import type { DataLayerParams } from './dataLayer'

/** Spec 3 §7: home page call-to-action clicks count only on exactly these paths. */
export const HOMEPAGE_PATHS: readonly string[] = ['/en', '/fr']

/** What a page marks a tracked link or button with: `data-analytics="…"`. */
export type TrackedKind = 'homepage-cta' | 'showroom-card'

/**
 * The analytics event a click on a marked element sends (spec 3 §7: home page call-to-action
 * clicks, only when the path is exactly /en or /fr; sales-showroom card presses), or none.
 */
export function trackedClick(kind: string | undefined, { label, href, pathname }: { label: string; href: string | null; pathname: string }): { event: string; params: DataLayerParams } | null {
  switch (kind) {
    case 'homepage-cta':
      return HOMEPAGE_PATHS.includes(pathname) ? { event: 'homepage_cta_click', params: { cta_label: label, cta_link: href } } : null
    case 'showroom-card':
      return { event: 'showroom_card_press', params: { card_heading: label, card_link: href } }
    default:
      return null
  }
}
