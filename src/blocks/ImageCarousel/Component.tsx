import { getTranslations } from 'next-intl/server'
import type { ImageCarouselBlock as ImageCarouselData } from '@/payload-types'
import { ImageGallery } from '@/ui/ImageGallery'
import { LazyGalleryCarousel } from '@/ui/LazyGalleryCarousel'
import { BlockSection } from '../shared/BlockSection'
import { galleryImages } from '../shared/mediaImage'

/** Spec 3 §2 "image carousel": one image per view with its caption, arrows and thumbnails, on the shared ImageGallery. */
export async function ImageCarouselBlock({ block, locale }: { block: ImageCarouselData; locale: string }) {
  const images = galleryImages(block.images)
  if (images.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blocks.gallery' })
  const headingId = `image-carousel-${block.id ?? 'x'}-heading`
  return (
    <BlockSection anchorId={block.anchorId} headingId={headingId} heading={block.heading} subheading={block.subheading}>
      <ImageGallery
        images={images}
        label={t('label', { name: block.heading })}
        locale={locale}
        sizes="(min-width: 768px) 768px, 100vw"
        aspect="aspect-[16/9]"
        carousel={LazyGalleryCarousel}
        className="mx-auto mt-8 max-w-3xl"
      />
    </BlockSection>
  )
}
