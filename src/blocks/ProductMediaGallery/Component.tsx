import { getTranslations } from 'next-intl/server'
import type { ProductMediaGalleryBlock as ProductMediaGalleryData } from '@/payload-types'
import { ImageGallery } from '@/ui/ImageGallery'
import { LazyGalleryCarousel } from '@/ui/LazyGalleryCarousel'
import { BlockButton } from '../shared/BlockButton'
import { galleryImages } from '../shared/mediaImage'
import { RichText } from '../shared/RichText'

/**
 * Spec 3 §2 "product media gallery": the product's images (one per view, arrows, thumbnails) on
 * the left from 1024 px, below its name, description and button on smaller screens.
 */
export async function ProductMediaGalleryBlock({ block, locale }: { block: ProductMediaGalleryData; locale: string }) {
  const images = galleryImages(block.images)
  if (images.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blocks.gallery' })
  const headingId = `product-gallery-${block.id ?? 'x'}-heading`
  return (
    <section id={block.anchorId || undefined} aria-labelledby={headingId} className="mx-auto grid max-w-7xl scroll-mt-[150px] items-start gap-8 px-4 py-12 lg:grid-cols-2 lg:gap-12 lg:px-8">
      <div className="lg:order-2">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-900">
          {block.heading}
        </h2>
        <RichText data={block.content} locale={locale} className="mt-4 text-slate-800" />
        <BlockButton label={block.ctaLabel} link={block.ctaLink} locale={locale} className="mt-6" />
      </div>
      <ImageGallery
        images={images}
        label={t('label', { name: block.heading })}
        locale={locale}
        sizes="(min-width: 1024px) 50vw, 100vw"
        carousel={LazyGalleryCarousel}
        className="lg:order-1"
      />
    </section>
  )
}
