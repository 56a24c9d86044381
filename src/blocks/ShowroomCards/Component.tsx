import { getTranslations } from 'next-intl/server'
import type { ShowroomCardsBlock as ShowroomCardsData } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import { cx, focusRing } from '@/ui/cx'
import { LazyCarousel as Carousel } from '@/ui/LazyCarousel'
import { BlockSection } from '../shared/BlockSection'
import { Picture } from '../shared/Picture'

/** Spec 3 §9: 1.3 cards in view on phones, 2.3 from 640 px, 4 from 1024 px. */
export const SHOWROOM_CARDS_PER_VIEW = { base: 1.3, sm: 2.3, lg: 4 }

/**
 * Spec 3 §2 "Sales-showroom card carousel": each card one link (image, heading, link label);
 * a press sends `showroom_card_press` to analytics (the site's one click listener reads
 * `data-analytics`). Arrows disabled at the ends; no loop.
 */
export async function ShowroomCardsBlock({ block, locale }: { block: ShowroomCardsData; locale: string }) {
  const cards = block.cards ?? []
  if (cards.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blocks.showroom' })
  const idPrefix = `showroom-${block.id ?? 'x'}`
  const slides = cards.map((card, i) => (
    <a
      key={card.id ?? i}
      href={localHref(card.cardLink, locale)}
      data-analytics="showroom-card"
      data-analytics-label={card.heading}
      className={cx('group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md', focusRing)}
    >
      <Picture media={card.image} alt={card.imgAlt} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 43vw, 77vw" className="aspect-3/2 h-auto w-full bg-slate-100 object-cover" />
      <span className="flex flex-1 flex-col p-5">
        <span className="text-lg font-bold text-slate-900">{card.heading}</span>
        <span className="mt-auto pt-3 font-semibold text-brand-700 group-hover:underline">{card.ctaLabel}</span>
      </span>
    </a>
  ))
  return (
    <BlockSection anchorId={block.anchorId} headingId={`${idPrefix}-heading`} heading={block.heading} subheading={block.subheading}>
      {/* Named apart from the section (two landmarks, two names); its own words (arrows, "slide 2 of 6") come from the ui messages. */}
      <ClientIntl namespaces={['ui']}>
        <Carousel label={t('label')} slides={slides} slidesPerView={SHOWROOM_CARDS_PER_VIEW} gap={16} className="mt-8" />
      </ClientIntl>
    </BlockSection>
  )
}
