import { describe, expect, it } from 'vitest'
import type { Testimonial } from '@/payload-types'
import { pickedTestimonialIds } from './slides'

const testimonial = (id: number): Testimonial => ({ id, quote: `Quote ${id}`, name: `Person ${id}`, _status: 'published', updatedAt: '', createdAt: '' })

describe('the testimonials a block picks', () => {
  it('are named by id in the block’s order, whether the page read them populated or not', () => {
    expect(pickedTestimonialIds({ testimonials: [testimonial(4), 2, testimonial(9)] })).toEqual([4, 2, 9])
  })
  it('are none when it picks none', () => {
    expect(pickedTestimonialIds({ testimonials: null })).toEqual([])
  })
})
