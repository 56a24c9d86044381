import type { ComponentType, ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { cx } from './cx'
import type { GalleryCarouselProps } from './GalleryCarousel'

/** One image of a gallery: an <img>'s attributes (width and height always set) and its thumbnail. */
export type GalleryImage = {
  src: string
  /** Renditions for `sizes`; without one the browser takes `src`. */
  srcSet?: string
  width: number
  height: number
  alt: string
  thumbnailSrc: string
  /** Shown under the image (image carousel). */
  caption?: string | null
}

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
 * One image per view with previous/next arrows and a thumbnail per image (spec 3 §2: the
 * configurator's container images, the product media gallery, the image carousel). A server
 * component: every image is rendered here and the island (`carousel`: GalleryCarousel;
 * content pages pass its lazily loaded twin) only moves between them.
 * `priority` loads the first image eagerly with high priority (a page's largest paint); every
 * other image is lazy.
 */
export async function ImageGallery({
  images,
  label,
  locale,
  priority = false,
  sizes = '100vw',
  aspect = 'aspect-[4/3]',
  carousel: Island,
  className,
}: {
  images: GalleryImage[]
  /** The gallery's accessible name, e.g. "20 ft standard container images". */
  label: string
  locale: string
  priority?: boolean
  sizes?: string
  /** The slides' aspect ratio class. */
  aspect?: string
  /**
   * The island that moves between the images: `GalleryCarousel`, or on content pages its lazily
   * loaded twin. Passed in, not imported here: a server module importing a client component puts
   * it in the first-load JavaScript of every route that renders it.
   */
  carousel: ComponentType<GalleryCarouselProps>
  className?: string
}) {
  const total = images.length
  if (total === 0) return null
  const t = await getTranslations({ locale, namespace: 'gallery' })
  const numbered = (key: 'slide' | 'showImage') => images.map((_, i) => t(key, { index: i + 1, total }))
  const slide = (image: GalleryImage, index: number): ReactNode => {
    const img = (
      // eslint-disable-next-line @next/next/no-img-element -- plain img: sizes are known, no image client code
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority && index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index > 0 ? 'low' : priority ? 'high' : undefined}
        decoding={priority && index === 0 ? 'sync' : 'async'}
        className={cx(aspect, 'h-auto w-full object-cover')}
      />
    )
    return (
      <div key={`${index}-${image.src}`} role="group" aria-roledescription={t('roleSlide')} aria-label={t('slide', { index: index + 1, total })} className="w-full shrink-0 snap-start">
        {image.caption ? (
          <figure>
            {img}
            <figcaption className="bg-white px-1 pt-3 text-sm text-slate-700">{image.caption}</figcaption>
          </figure>
        ) : (
          img
        )}
      </div>
    )
  }
  return (
    <section aria-roledescription={t('roleCarousel')} aria-label={label} className={cx('min-w-0', className)}>
      <Island
        icons={icons}
        labels={{ previous: t('previous'), next: t('next'), thumbnails: t('thumbnails'), slides: numbered('slide'), showImage: numbered('showImage') }}
        thumbnails={images.map((image, index) => (
          // eslint-disable-next-line @next/next/no-img-element -- decorative: the button is named "Show image i of n"
          <img key={index} src={image.thumbnailSrc} alt="" width={96} height={72} loading="lazy" className="aspect-[4/3] h-auto w-full object-cover" />
        ))}
      >
        {images.map(slide)}
      </Island>
    </section>
  )
}
