import { relationIds } from '@/lib/populated'
import type { TestimonialsBlock as TestimonialsData } from '@/payload-types'

/** The ids of the testimonials a block picks from the collection, in its order, populated or not. */
export const pickedTestimonialIds = (block: Pick<TestimonialsData, 'testimonials'>): number[] => relationIds(block.testimonials)
