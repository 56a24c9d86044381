import { describe, expect, it } from 'vitest'
import { hostedVideoUrl, videoSource } from '@/lib/video'

describe('videoSource', () => {
  const file = { url: '/api/media/file/delivery.mp4', mimeType: 'video/mp4' }

  it('takes the hosted id over the uploaded file', () => {
    expect(videoSource('dQw4w9WgXcQ', file)).toEqual({ kind: 'hosted', id: 'dQw4w9WgXcQ' })
  })

  it('falls back to the uploaded mp4 without a hosted id, or with one that is not an id', () => {
    expect(videoSource(null, file)).toEqual({ kind: 'file', src: file.url, type: 'video/mp4' })
    expect(videoSource('  ', file)).toEqual({ kind: 'file', src: file.url, type: 'video/mp4' })
    expect(videoSource('https://youtu.be/x', file)).toEqual({ kind: 'file', src: file.url, type: 'video/mp4' })
  })

  it('is null when neither can play: no id and the upload unpopulated or missing', () => {
    expect(videoSource(null, 12)).toBeNull()
    expect(videoSource(undefined, null)).toBeNull()
    expect(videoSource('', { url: null })).toBeNull()
  })
})

describe('hostedVideoUrl', () => {
  it('is the privacy-enhanced player, autoplaying only when asked', () => {
    expect(hostedVideoUrl('dQw4w9WgXcQ', { autoplay: false })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&playsinline=1')
    expect(hostedVideoUrl('dQw4w9WgXcQ', { autoplay: true })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&playsinline=1&autoplay=1')
  })
})
