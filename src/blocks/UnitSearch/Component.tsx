import type { UnitSearchBlock as UnitSearchData } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { UnitSearchSection } from '@/features/units/pages/UnitSearch'
import { getTranslations } from 'next-intl/server'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import { isLocale } from '@/i18n/routing'
import { mediaImage } from '../shared/mediaImage'
import { LazyCarousel as Carousel } from '@/ui/LazyCarousel'
import { UNIT_SEARCH_CARD_FIELDS } from './config'

/**
 * Spec 3 §2 "Search block": the label, heading and optional link, the search island (the units
 * feature's), then the promo cards that have an image, in a slider with paging.
 */
export async function UnitSearchBlock({ block, locale }: { block: UnitSearchData; locale: string }) {
  if (!isLocale(locale)) return null
  const t = await getTranslations({ locale, namespace: 'unitSearch' })
  const cards = UNIT_SEARCH_CARD_FIELDS.flatMap((name) => {
    const card = block[name]
    const image = mediaImage(card?.image, card?.heading ?? '')
    return card && image ? [{ name, card, image }] : []
  })
  const slides = cards.map(({ name, card, image }) => (
    <article key={name} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {/* eslint-disable-next-line @next/next/no-img-element -- Payload's renditions in a srcset: no image optimizer round trip */}
      <img src={image.src} srcSet={image.srcSet} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" className="aspect-[16/10] w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {card.heading && <h3 className="text-lg font-bold text-brand-900">{card.heading}</h3>}
        {card.ctaLabel && card.ctaLink && (
          <a href={localHref(card.ctaLink, locale)} className="mt-auto font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900">
            {card.ctaLabel}
          </a>
        )}
      </div>
    </article>
  ))
  return (
    <section className="bg-brand-50/60 border-y border-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
        {block.label && <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{block.label}</p>}
        <div className="mt-1 flex flex-wrap items-end justify-between gap-4">
          <h2 className="text-3xl font-bold tracking-tight text-brand-900">{block.heading}</h2>
          {block.ctaLabel && block.ctaLink && (
            <a href={localHref(block.ctaLink, locale)} className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900">
              {block.ctaLabel}
            </a>
          )}
        </div>
        <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8">
          <UnitSearchSection locale={locale} />
        </div>
        {slides.length > 0 && (
          <ClientIntl namespaces={['ui']}>
            <Carousel label={t('promoLabel')} slides={slides} dots slidesPerView={{ base: 1, sm: 2, lg: 3 }} gap={24} className="mt-10" />
          </ClientIntl>
        )}
      </div>
    </section>
  )
}
