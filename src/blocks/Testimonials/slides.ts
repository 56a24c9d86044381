import type { TestimonialsBlock as TestimonialsData } from '@/payload-types'

/** The ids of the testimonials a block picks from the collection, in its order, populated or not. */
export const pickedTestimonialIds = (block: Pick<TestimonialsData, 'testimonials'>): number[] =>
  (block.testimonials ?? []).map((picked) => (typeof picked === 'object' ? picked.id : picked))
