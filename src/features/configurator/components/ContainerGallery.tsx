import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { ImageRef } from '@/features/products'
import { cx } from '@/ui/cx'
import { GalleryCarousel } from './GalleryCarousel'

const arrowIcon = (path: string) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
    <path fillRule="evenodd" clipRule="evenodd" d={path} />
  </svg>
)
/** One object for every gallery of the page: the page's payload carries the icons once. */
const icons = {
  previous: arrowIcon(
    'M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z',
  ),
  next: arrowIcon('M8.22 5.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L11.94 10 8.22 6.28a.75.75 0 0 1 0-1.06Z'),
}

/**
 * The container's images with thumbnails. A server component: the page renders one per
 * container and the island shows the selected one, so the images' markup costs no client
 * JavaScript; GalleryCarousel (the island's part) moves between them.
 * The page's first container (`shownFirst`) loads its first image eagerly with high priority (the
 * page's largest paint); every other image is lazy: the server renders a gallery for each
 * container, and an eager or high-priority one would be preloaded from the <head> with it.
 */
export async function ContainerGallery({
  images,
  name,
  locale,
  shownFirst,
  className,
}: {
  images: ImageRef[]
  name: string
  locale: Locale
  shownFirst: boolean
  className?: string
}) {
  const total = images.length
  if (total === 0) return null
  const t = await getTranslations({ locale, namespace: 'configurator.gallery' })
  return (
    <section aria-roledescription={t('roleCarousel')} aria-label={t('label', { name })} className={cx('min-w-0', className)}>
      <GalleryCarousel
        icons={icons}
        thumbnails={images.map((image) => (
          // eslint-disable-next-line @next/next/no-img-element -- see below
          <img key={image.url} src={image.thumbnailUrl} alt="" width={96} height={72} loading="lazy" className="aspect-[4/3] h-auto w-full object-cover" />
        ))}
      >
        {images.map((image, index) => (
          <div
            key={image.url}
            role="group"
            aria-roledescription={t('roleSlide')}
            aria-label={t('slide', { index: index + 1, total })}
            className="w-full shrink-0 snap-start"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- plain img: sizes are known, no image client code */}
            <img
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading={shownFirst && index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index > 0 ? 'low' : shownFirst ? 'high' : undefined}
              decoding={shownFirst && index === 0 ? 'sync' : 'async'}
              className="aspect-[4/3] h-auto w-full object-cover"
            />
          </div>
        ))}
      </GalleryCarousel>
    </section>
  )
}
