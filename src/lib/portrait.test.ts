import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { portrait } from './portrait'

const media = (over: Partial<Media> = {}): Media =>
  ({
    id: 1,
    alt: 'Portrait',
    url: '/cms-api/media/file/p.webp',
    width: 800,
    height: 800,
    sizes: { thumbnail: { url: '/cms-api/media/file/p-320.webp', width: 320, height: 320 }, card: { url: '/cms-api/media/file/p-768.webp', width: 768, height: 768 } },
    updatedAt: '',
    createdAt: '',
    ...over,
  }) as Media

describe('portrait', () => {
  it('lists the renditions, smallest first, with the testimonial’s alt', () => {
    expect(portrait(media(), ' Jane Doe on site ')).toEqual({
      src: '/cms-api/media/file/p-320.webp',
      srcSet: '/cms-api/media/file/p-320.webp 320w, /cms-api/media/file/p-768.webp 768w, /cms-api/media/file/p.webp 800w',
      width: 320,
      height: 320,
      alt: 'Jane Doe on site',
    })
  })
  it('falls back to the image’s alt, then to none', () => {
    expect(portrait(media(), '')?.alt).toBe('Portrait')
    expect(portrait(media({ alt: null }), null)?.alt).toBe('')
  })
  it('uses the original alone when there are no renditions', () => {
    expect(portrait(media({ sizes: {} }), 'x')).toMatchObject({ src: '/cms-api/media/file/p.webp', srcSet: '/cms-api/media/file/p.webp 800w', width: 800 })
  })
  it('is null for an id, nothing, or an image without a size', () => {
    expect(portrait(3, 'x')).toBeNull()
    expect(portrait(null, 'x')).toBeNull()
    expect(portrait(media({ width: null }), 'x')).toBeNull()
  })
})
