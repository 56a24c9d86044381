import type { TestimonialsBlock as TestimonialsData } from '@/payload-types'
import { TestimonialsCarousel } from '@/features/resources/pages/TestimonialsCarousel'
import { publishedTestimonials } from '@/features/resources/server'
import { isLocale } from '@/i18n/routing'
import { pickedTestimonialIds } from './slides'

/**
 * Spec 3 §2 "Testimonials carousel": the resources feature's carousel over the published
 * testimonials the block picks (read with their photos; a draft never shows), then its own rows.
 */
export async function TestimonialsBlock({ block, locale }: { block: TestimonialsData; locale: string }) {
  if (!isLocale(locale)) return null
  const items = [...(await publishedTestimonials(pickedTestimonialIds(block), locale)), ...(block.items ?? [])]
  if (items.length === 0) return null
  return <TestimonialsCarousel heading={block.heading} items={items} locale={locale} />
}
