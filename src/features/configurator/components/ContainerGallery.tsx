import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { ImageRef } from '@/features/products'
import { GalleryCarousel } from '@/ui/GalleryCarousel'
import { ImageGallery } from '@/ui/ImageGallery'

/**
 * The container's images with thumbnails, on the shared ImageGallery. The page renders one per
 * container and the island shows the selected one, so the images' markup costs no client
 * JavaScript. The page's first container (`shownFirst`) loads its first image eagerly with high
 * priority (the page's largest paint); every other image is lazy: the server renders a gallery for
 * each container, and an eager or high-priority one would be preloaded from the <head> with it.
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
  const t = await getTranslations({ locale, namespace: 'configurator.gallery' })
  return (
    <ImageGallery
      images={images.map((image) => ({ src: image.url, width: image.width, height: image.height, alt: image.alt, thumbnailSrc: image.thumbnailUrl }))}
      label={t('label', { name })}
      locale={locale}
      priority={shownFirst}
      carousel={GalleryCarousel}
      className={className}
    />
  )
}
