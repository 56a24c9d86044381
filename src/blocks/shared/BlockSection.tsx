import type { ReactNode } from 'react'

/**
 * A block's section: its anchor id (the anchor bar's `#id`, 150 px below the sticky bar), its h2
 * naming the section, an optional subheading, then the block's body.
 */
export function BlockSection({ anchorId, headingId, heading, subheading, children }: { anchorId?: string | null; headingId: string; heading: string; subheading?: string | null; children: ReactNode }) {
  return (
    <section id={anchorId || undefined} aria-labelledby={headingId} className="mx-auto max-w-7xl scroll-mt-[150px] px-4 py-12 lg:px-8">
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-900">
        {heading}
      </h2>
      {subheading && <p className="mt-3 max-w-3xl text-lg text-slate-700">{subheading}</p>}
      {children}
    </section>
  )
}
