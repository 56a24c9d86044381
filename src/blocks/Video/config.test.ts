import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { VideoBlock } from './config'

// The messages staff see beside a video's fields in the admin (both languages in one line, as
// the admin's other field checks), for each way a video can be wrong.

type Validate = (value: unknown, options: { siblingData: unknown; req: PayloadRequest }) => Promise<true | string> | true | string
const field = (fields: readonly unknown[], name: string) => fields.find((f) => (f as { name?: string }).name === name) as { validate: Validate }

const library: Record<number, string> = { 1: 'video/mp4', 2: 'image/webp' }
const req = { payload: { findByID: async ({ id }: { id: number }) => (library[id] ? { id, mimeType: library[id] } : null) } } as unknown as PayloadRequest

describe('a video block', () => {
  const videoFile = field(VideoBlock.fields, 'videoFile')
  const hostedVideoId = field(VideoBlock.fields, 'hostedVideoId')
  const poster = field(VideoBlock.fields, 'poster')

  it('needs an uploaded mp4 or a hosted id', async () => {
    expect(await videoFile.validate(null, { siblingData: {}, req })).toBe('Upload an mp4 or enter a hosted video id. / Téléversez un mp4 ou entrez l’identifiant d’une vidéo hébergée.')
    expect(await videoFile.validate(null, { siblingData: { hostedVideoId: 'M7lc1UVf-VE' }, req })).toBe(true)
    expect(await videoFile.validate(1, { siblingData: {}, req })).toBe(true)
  })

  it('takes only an mp4 as the video and only an image as its poster', async () => {
    expect(await videoFile.validate(2, { siblingData: {}, req })).toBe('Choose an mp4 video. / Choisissez une vidéo mp4.')
    expect(await videoFile.validate(99, { siblingData: {}, req })).toBe('Choose an mp4 video. / Choisissez une vidéo mp4.')
    expect(await poster.validate(1, { siblingData: {}, req })).toBe('Choose an image. / Choisissez une image.')
    expect(await poster.validate({ id: 2 }, { siblingData: {}, req })).toBe(true)
    expect(await poster.validate(null, { siblingData: {}, req })).toBe(true)
  })

  it('takes a hosted id of 11 letters, digits, - and _, not an address', async () => {
    expect(await hostedVideoId.validate('M7lc1UVf-VE', { siblingData: {}, req })).toBe(true)
    expect(await hostedVideoId.validate('', { siblingData: {}, req })).toBe(true)
    expect(await hostedVideoId.validate('https://youtu.be/M7lc1UVf-VE', { siblingData: {}, req })).toBe(
      'Enter the 11-character video id, e.g. M7lc1UVf-VE. / Entrez l’identifiant de 11 caractères de la vidéo, p. ex. M7lc1UVf-VE.',
    )
  })
})
