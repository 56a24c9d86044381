import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { HeroBlock } from './config'

// The messages staff see beside a video's fields in the admin (both languages in one line, as
// the admin's other field checks), for each way a video can be wrong.

type Validate = (value: unknown, options: { siblingData: unknown; req: PayloadRequest }) => Promise<true | string> | true | string
const field = (fields: readonly unknown[], name: string) => fields.find((f) => (f as { name?: string }).name === name) as { validate: Validate }

const library: Record<number, string> = { 1: 'video/mp4', 2: 'image/webp' }
const req = { payload: { findByID: async ({ id }: { id: number }) => (library[id] ? { id, mimeType: library[id] } : null) } } as unknown as PayloadRequest

describe('a hero', () => {
  const image = field(HeroBlock.fields, 'image')
  const videoFile = field(HeroBlock.fields, 'videoFile')

  it('needs its image as an image or video hero, not as a home hero', async () => {
    expect(await image.validate(null, { siblingData: { style: 'image' }, req })).toBe('Choose the image behind the text. / Choisissez l’image derrière le texte.')
    expect(await image.validate(null, { siblingData: { style: 'video' }, req })).toBe('Choose the image behind the text. / Choisissez l’image derrière le texte.')
    expect(await image.validate(null, { siblingData: {}, req })).toBe(true)
    expect(await image.validate(1, { siblingData: { style: 'image' }, req })).toBe('Choose an image. / Choisissez une image.')
  })

  it('needs its mp4 as a video hero only; the home hero’s lightbox video is optional', async () => {
    expect(await videoFile.validate(null, { siblingData: { style: 'video' }, req })).toBe('Upload the mp4 that plays behind the text. / Téléversez le mp4 joué derrière le texte.')
    expect(await videoFile.validate(null, { siblingData: { style: 'home' }, req })).toBe(true)
    expect(await videoFile.validate(2, { siblingData: { style: 'home' }, req })).toBe('Choose an mp4 video. / Choisissez une vidéo mp4.')
    expect(await videoFile.validate(1, { siblingData: { style: 'video' }, req })).toBe(true)
  })

  it('needs an image or a video as a media header', async () => {
    const message = 'Choose an image or a video beside the text. / Choisissez une image ou une vidéo à côté du texte.'
    expect(await image.validate(null, { siblingData: { style: 'media' }, req })).toBe(message)
    expect(await image.validate(null, { siblingData: { style: 'media', hostedVideoId: '  ' }, req })).toBe(message)
    expect(await image.validate(null, { siblingData: { style: 'media', videoFile: 1 }, req })).toBe(true)
    expect(await image.validate(null, { siblingData: { style: 'media', hostedVideoId: 'M7lc1UVf-VE' }, req })).toBe(true)
    expect(await image.validate(2, { siblingData: { style: 'media' }, req })).toBe(true)
    expect(await image.validate(1, { siblingData: { style: 'media' }, req })).toBe('Choose an image. / Choisissez une image.')
  })

  it('takes an optional mp4 as a media header', async () => {
    expect(await videoFile.validate(null, { siblingData: { style: 'media' }, req })).toBe(true)
    expect(await videoFile.validate(2, { siblingData: { style: 'media' }, req })).toBe('Choose an mp4 video. / Choisissez une vidéo mp4.')
  })
})
