import type { FeatureCardsBlock as FeatureCardsData } from '@/payload-types'
import { localHref } from '@/features/site-shell'

export function FeatureCardsBlock({ block, locale }: { block: FeatureCardsData; locale: string }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
      <h2 className="text-3xl font-bold tracking-tight text-brand-900">{block.heading}</h2>
      {block.subheading && <p className="mt-3 max-w-2xl text-lg text-slate-700">{block.subheading}</p>}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {(block.cards ?? []).map((card) => (
          <li key={card.id ?? card.title} className="flex flex-col rounded-lg border border-slate-200 p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
            {card.ctaLabel && card.ctaLink && (
              <a href={localHref(card.ctaLink, locale)} className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline">
                {card.ctaLabel}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
