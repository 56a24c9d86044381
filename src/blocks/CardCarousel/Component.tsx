import { getTranslations } from 'next-intl/server'
import type { CardCarouselBlock as CardCarouselData } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import { buttonClassName } from '@/ui/Button'
import { LazyCarousel as Carousel } from '@/ui/LazyCarousel'
import { BlockSection } from '../shared/BlockSection'
import { Picture } from '../shared/Picture'
import { cardsPerView, PRODUCT_MAX_DOTS, PRODUCT_SWIPE_THRESHOLD, type CardCarouselStyle } from './cardCarousel'

/**
 * Spec 3 §1 "slider cards" and "product cards": the cards are rendered here, on the server; the
 * carousel (arrows disabled at the ends, no loop) is the island. Product cards add dots (at most
 * four) and change on a swipe beyond 50 px.
 */
export async function CardCarouselBlock({ block, locale }: { block: CardCarouselData; locale: string }) {
  const cards = block.cards ?? []
  if (cards.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blocks.cardCarousel' })
  const style: CardCarouselStyle = block.style === 'product' ? 'product' : 'slider'
  const idPrefix = `card-carousel-${block.id ?? 'x'}`
  const slides = cards.map((card, i) => {
    const headingId = `${idPrefix}-card-${i}`
    return (
      <article key={card.id ?? i} aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <Picture media={card.image} alt={card.imgAlt} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-3/2 h-auto w-full bg-slate-100 object-cover" />
        <div className="flex flex-1 flex-col gap-2 p-5">
          {card.label && <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{card.label}</p>}
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {card.heading}
          </h3>
          {card.text && <p className="text-slate-700">{card.text}</p>}
          {card.ctaLabel && card.ctaLink && (
            <a href={localHref(card.ctaLink, locale)} className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}>
              {card.ctaLabel}
            </a>
          )}
        </div>
      </article>
    )
  })
  return (
    <BlockSection anchorId={block.anchorId} headingId={`${idPrefix}-heading`} heading={block.heading} subheading={block.subheading}>
      <ClientIntl namespaces={['ui']}>
        <Carousel
          label={t(style === 'product' ? 'productLabel' : 'label', { name: block.heading })}
          slides={slides}
          slidesPerView={cardsPerView(style, block.cardsFromDesktop)}
          {...(style === 'product' ? { dots: true, maxDots: PRODUCT_MAX_DOTS, swipeThreshold: PRODUCT_SWIPE_THRESHOLD } : {})}
          className="mt-8"
        />
      </ClientIntl>
    </BlockSection>
  )
}
