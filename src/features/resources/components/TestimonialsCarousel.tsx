import { getTranslations } from 'next-intl/server'
import type { Media } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import { portrait } from '@/lib/portrait'
import { LazyCarousel as Carousel } from '@/ui/LazyCarousel'

/** A testimonial as the carousel shows it (spec 3 §3 "Testimonial"): from a block's own rows or the testimonials collection. */
export type TestimonialItem = {
  id?: string | number | null
  quote: string
  image?: number | Media | null
  imgAlt?: string | null
  name: string
  jobTitle?: string | null
  company?: string | null
  ctaLabel?: string | null
  ctaLink?: string | null
}

/**
 * Spec 3 §2 "Testimonials carousel" (§9: it loops): the testimonials block's and a sub-industry
 * page's. Every slide is rendered here on the server; the client island is the shared
 * `@/ui/Carousel` (embla): previous/next buttons, slide roles.
 */
export async function TestimonialsCarousel({ heading, items, locale }: { heading: string; items: TestimonialItem[]; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'blocks.testimonials' })
  const slides = items.map((item, i) => {
    const photo = portrait(item.image, item.imgAlt)
    const role = [item.jobTitle, item.company].filter(Boolean).join(', ')
    return (
      <figure key={item.id ?? i} className="mx-auto flex h-full max-w-4xl flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center md:gap-10 md:p-10">
        {photo && (
          // eslint-disable-next-line @next/next/no-img-element -- Payload's renditions in a srcset: no image optimizer round trip
          <img
            src={photo.src}
            srcSet={photo.srcSet}
            sizes="(min-width: 768px) 160px, 112px"
            width={photo.width}
            height={photo.height}
            alt={photo.alt}
            loading="lazy"
            decoding="async"
            className="size-28 shrink-0 rounded-full bg-slate-100 object-cover md:size-40"
          />
        )}
        <div className="min-w-0">
          <blockquote className="text-lg leading-relaxed text-slate-800 md:text-xl">
            <p>{t('quote', { quote: item.quote })}</p>
          </blockquote>
          <figcaption className="mt-5">
            <span className="block font-semibold text-slate-900">{item.name}</span>
            {role && <span className="block text-slate-700">{role}</span>}
          </figcaption>
          {item.ctaLabel && item.ctaLink && (
            <a href={localHref(item.ctaLink, locale)} className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              {item.ctaLabel}
            </a>
          )}
        </div>
      </figure>
    )
  })
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-12 lg:px-8">
        <h2 className="text-center text-3xl font-bold tracking-tight text-brand-900">{heading}</h2>
        <ClientIntl namespaces={['ui']}>
          <Carousel label={heading || t('label')} slides={slides} loop slidesPerView={{ base: 1 }} gap={24} className="mt-8" />
        </ClientIntl>
      </div>
    </section>
  )
}
