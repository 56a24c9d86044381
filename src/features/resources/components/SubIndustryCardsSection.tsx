import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { subIndustryCards } from '../server/subIndustries'
import { subIndustryPathOf } from '../subIndustries'
import { ResourceCard } from './ResourceParts'

/**
 * The sub-industry cards block's body (spec 3 §2 "Sub-industry cards"): a card per published
 * sub-industry (image, industry, title, summary, its button label or "Explore") opening its page.
 */
export async function SubIndustryCardsSection({ blockId, locale, heading, subheading, industryId, limit }: { blockId: string; locale: Locale; heading: string; subheading: string | null; industryId: number | null; limit: number }) {
  // One id per block: a page may hold two of them.
  const headingId = `sub-industries-${blockId}`
  const [t, empty, cards] = await Promise.all([
    getTranslations({ locale, namespace: 'resources.subIndustry' }),
    getTranslations({ locale, namespace: 'blocks.subIndustryCards' }),
    subIndustryCards(locale, industryId, limit),
  ])
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-900">
        {heading}
      </h2>
      {subheading && <p className="mt-3 max-w-3xl text-lg text-slate-700">{subheading}</p>}
      {cards.length === 0 ? (
        <p className="mt-6 text-slate-700">{empty('empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <ResourceCard
                id={`sub-industry-${card.id}`}
                image={card.image}
                eyebrow={card.industry?.name}
                title={card.title}
                excerpt={card.excerpt}
                href={`/${locale}${subIndustryPathOf(card)}`}
                buttonLabel={card.ctaLabel || t('view')}
                buttonName={t('cardLabel', { label: card.ctaLabel || t('view'), title: card.title })}
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
