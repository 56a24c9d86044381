import { getTranslations } from 'next-intl/server'
import type { ContainerSelectionBlock as ContainerSelectionData } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { buttonClassName } from '@/ui/Button'
import { cx, focusRing } from '@/ui/cx'
import { ImageGallery } from '@/ui/ImageGallery'
import { LazyGalleryCarousel } from '@/ui/LazyGalleryCarousel'
import { BlockSection } from '../shared/BlockSection'
import { galleryImages } from '../shared/mediaImage'
import { Picture } from '../shared/Picture'
import { FeatureIconSvg } from './featureIcons'

type Container = NonNullable<ContainerSelectionData['cards']>[number]

const columns = (count: number) => (count >= 4 ? 'md:grid-cols-2 lg:grid-cols-4' : count === 3 ? 'md:grid-cols-3' : count === 2 ? 'md:grid-cols-2' : '')
const CARD = 'flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200'
// The same height for every card's drawing, whole (not cropped), however many cards share the row.
const IMAGE = 'h-56 w-full bg-slate-50 object-contain'
const IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 100vw'

function FeatureList({ features }: { features: NonNullable<Container['features']> }) {
  return (
    <ul className="space-y-2">
      {features.map((feature, i) => (
        <li key={feature.id ?? i} className="flex items-start gap-2 text-slate-800">
          <FeatureIconSvg icon={feature.icon} />
          <span>{feature.label}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * Spec 3 §2 "Container selection block". Selectable cards are a radio group: the chosen card is
 * outlined and only its button shows (CSS `:has(:checked)`, no script; the first is chosen at
 * first). Feature cards list their features, as a disclosure below 1024 px. Server-rendered; the
 * optional gallery is the one island.
 */
export async function ContainerSelectionBlock({ block, locale }: { block: ContainerSelectionData; locale: string }) {
  const containers = block.cards ?? []
  if (containers.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blocks.containerSelection' })
  const idPrefix = `container-selection-${block.id ?? 'x'}`
  const images = galleryImages(block.images)
  const button = (container: Container, className?: string) =>
    container.ctaLabel && container.ctaLink ? (
      <a href={localHref(container.ctaLink, locale)} className={buttonClassName({ variant: 'primary', className })}>
        {container.ctaLabel}
      </a>
    ) : null

  return (
    <BlockSection anchorId={block.anchorId} headingId={`${idPrefix}-heading`} heading={block.heading} subheading={block.subheading}>
      {images.length > 0 && (
        <ImageGallery images={images} label={t('gallery', { name: block.heading })} locale={locale} sizes="(min-width: 1280px) 1216px, 100vw" carousel={LazyGalleryCarousel} className="mx-auto mt-8 max-w-4xl" />
      )}
      {block.style === 'features' ? (
        <ul className={cx('mt-8 grid gap-6', columns(containers.length))}>
          {containers.map((container, i) => {
            const headingId = `${idPrefix}-${i}`
            const features = container.features ?? []
            return (
              <li key={container.id ?? i} aria-labelledby={headingId} className={CARD}>
                <Picture media={container.image} alt={container.imgAlt} sizes={IMAGE_SIZES} className={IMAGE} />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <h3 id={headingId} className="text-xl font-bold text-slate-900">
                    {container.heading}
                  </h3>
                  {container.subheading && <p className="text-slate-700">{container.subheading}</p>}
                  {features.length > 0 && (
                    <>
                      <details className="group/features rounded-md border border-slate-200 lg:hidden">
                        <summary className={cx('flex cursor-pointer list-none items-center justify-between gap-2 rounded-md px-3 py-2 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden', focusRing)}>
                          {t('features', { count: features.length })}
                          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 transition-transform group-open/features:rotate-180">
                            <path fillRule="evenodd" clipRule="evenodd" d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
                          </svg>
                        </summary>
                        <div className="px-3 pt-1 pb-3">
                          <FeatureList features={features} />
                        </div>
                      </details>
                      <div className="hidden lg:block">
                        <FeatureList features={features} />
                      </div>
                    </>
                  )}
                  {button(container, 'mt-auto self-start')}
                </div>
              </li>
            )
          })}
        </ul>
      ) : (
        <fieldset className="mt-8">
          <legend className="mb-4 text-lg font-semibold text-slate-900">{t('choose')}</legend>
          <div className={cx('grid gap-6', columns(containers.length))}>
            {containers.map((container, i) => {
              const inputId = `${idPrefix}-${i}`
              return (
                <div key={container.id ?? i} className={cx(CARD, 'group relative has-checked:ring-3 has-checked:ring-brand-700')}>
                  <Picture media={container.image} alt={container.imgAlt} sizes={IMAGE_SIZES} className={IMAGE} />
                  <div className="flex flex-1 flex-col gap-4 p-5">
                    <div className="flex items-start gap-3">
                      <input
                        id={inputId}
                        type="radio"
                        name={idPrefix}
                        value={String(i)}
                        defaultChecked={i === 0}
                        aria-describedby={container.subheading ? `${inputId}-about` : undefined}
                        className="mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                      />
                      <div>
                        {/* The whole card picks it: the label's box covers the card (its button sits above). */}
                        <label htmlFor={inputId} className="cursor-pointer text-xl font-bold text-slate-900 after:absolute after:inset-0">
                          {container.heading}
                        </label>
                        {container.subheading && (
                          <p id={`${inputId}-about`} className="mt-1 text-slate-700">
                            {container.subheading}
                          </p>
                        )}
                      </div>
                    </div>
                    {/* Only the chosen card's button shows (and takes the keyboard's focus). */}
                    <div className="relative z-10 mt-auto hidden group-has-checked:block">{button(container)}</div>
                  </div>
                </div>
              )
            })}
          </div>
        </fieldset>
      )}
    </BlockSection>
  )
}
