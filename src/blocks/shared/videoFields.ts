import type { Field, PayloadRequest } from 'payload'
import { HOSTED_VIDEO_ID } from '@/lib/video'

/** A hosted (YouTube) video's id; when given, it is played rather than an uploaded file. */
export const hostedVideoIdField: Field = {
  name: 'hostedVideoId',
  type: 'text',
  label: { en: 'Hosted video id (YouTube, optional)', fr: 'Identifiant de la vidéo hébergée (YouTube, facultatif)' },
  admin: {
    description: {
      en: 'The 11 characters after watch?v= in the video’s address, e.g. M7lc1UVf-VE. Played instead of the uploaded video.',
      fr: 'Les 11 caractères après watch?v= dans l’adresse de la vidéo, p. ex. M7lc1UVf-VE. Joué au lieu de la vidéo téléversée.',
    },
  },
  validate: (value: unknown) =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && HOSTED_VIDEO_ID.test(value.trim()))
      ? true
      : 'Enter the 11-character video id, e.g. M7lc1UVf-VE. / Entrez l’identifiant de 11 caractères de la vidéo, p. ex. M7lc1UVf-VE.',
}

/**
 * An uploaded mp4 from the media library (only mp4 files are offered). `orHostedId`: it or the
 * hosted id beside it must be given.
 */
export const videoFileField = (need: 'optional' | 'orHostedId'): Field => ({
  name: 'videoFile',
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { equals: 'video/mp4' } },
  label: need === 'optional' ? { en: 'Video (mp4, optional)', fr: 'Vidéo (mp4, facultative)' } : { en: 'Video (mp4)', fr: 'Vidéo (mp4)' },
  validate: async (value: unknown, { siblingData, req }: { siblingData: unknown; req: PayloadRequest }) => {
    if (value) return uploadOfKind(value, req, 'video/mp4', 'Choose an mp4 video. / Choisissez une vidéo mp4.')
    if (need === 'optional') return true
    if (need === 'orHostedId' && (siblingData as { hostedVideoId?: string | null } | undefined)?.hostedVideoId) return true
    return 'Upload an mp4 or enter a hosted video id. / Téléversez un mp4 ou entrez l’identifiant d’une vidéo hébergée.'
  },
})

/**
 * True when the chosen upload's type starts with `mimePrefix`, else `message`. A field's own
 * `validate` replaces Payload's, which would not check the upload's type (its `filterOptions`
 * only filter what the admin offers).
 */
export async function uploadOfKind(value: unknown, req: PayloadRequest, mimePrefix: string, message: string): Promise<true | string> {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  if (typeof id !== 'number' && typeof id !== 'string') return message
  const media = await req.payload.findByID({ collection: 'media', id, depth: 0, req, disableErrors: true })
  return media?.mimeType?.startsWith(mimePrefix) ? true : message
}
