/** The icons staff pick for a container's feature (spec 3 §3 "Container column": features with an icon). */
export const FEATURE_ICONS = ['check', 'lock', 'door', 'ruler', 'truck', 'shield'] as const
export type FeatureIcon = (typeof FEATURE_ICONS)[number]

export const featureIconLabels: Record<FeatureIcon, { en: string; fr: string }> = {
  check: { en: 'Check mark', fr: 'Crochet' },
  lock: { en: 'Lock', fr: 'Cadenas' },
  door: { en: 'Doors', fr: 'Portes' },
  ruler: { en: 'Size', fr: 'Dimensions' },
  truck: { en: 'Delivery', fr: 'Livraison' },
  shield: { en: 'Protection', fr: 'Protection' },
}

const paths: Record<FeatureIcon, string> = {
  check: 'M4.5 10.5 8 14l7.5-8',
  lock: 'M6 9V6.5a4 4 0 0 1 8 0V9M4.5 9h11v8h-11z',
  door: 'M5 17V3h10v14M3 17h14M12 10.5h.01',
  ruler: 'M3 13.5 13.5 3 17 6.5 6.5 17zM6.5 10l1.5 1.5M9 7.5l1.5 1.5M11.5 5l1.5 1.5',
  truck: 'M2.5 5h9v8h-9zM11.5 8h3.5l2.5 3v2h-6M6 15.5a1.5 1.5 0 1 0 0-.01M14.5 15.5a1.5 1.5 0 1 0 0-.01',
  shield: 'M10 2.5 16 5v4.5c0 4-2.7 6.7-6 8-3.3-1.3-6-4-6-8V5z',
}

/** A feature's icon, drawn in the text's colour; the feature's label says what it means. */
export function FeatureIconSvg({ icon }: { icon: string | null | undefined }) {
  const d = paths[(icon as FeatureIcon) in paths ? (icon as FeatureIcon) : 'check']
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" className="size-5 shrink-0 text-brand-700">
      <path d={d} />
    </svg>
  )
}
