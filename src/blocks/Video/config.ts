import type { Block, Field, PayloadRequest } from 'payload'
import { anchorIdField, headingField, subheadingField } from '../shared/fields'
import { hostedVideoIdField, uploadOfKind, videoFileField } from '../shared/videoFields'

const displayLabels = {
  inline: { en: 'In the page, with its controls (starts when a person plays it)', fr: 'Dans la page, avec ses commandes (démarre quand la personne la lance)' },
  modal: { en: 'A picture that opens the video in a lightbox (plays at once, closes at the end)', fr: 'Une image qui ouvre la vidéo en visionneuse (démarre aussitôt, se ferme à la fin)' },
} as const

/**
 * Spec 3 §2 "Video block" and "Video modal": a hosted video by its id if given, otherwise an
 * uploaded mp4; shown in the page with its controls and no autoplay, or behind a picture that
 * opens it in a modal.
 */
export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: { en: 'Video', fr: 'Vidéo' }, plural: { en: 'Videos', fr: 'Vidéos' } },
  fields: [
    anchorIdField,
    { ...headingField, admin: { description: { en: 'Also the video’s name for screen readers.', fr: 'Aussi le nom de la vidéo pour les lecteurs d’écran.' } } } as Field,
    subheadingField,
    hostedVideoIdField,
    videoFileField('orHostedId'),
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'image' } },
      validate: async (value: unknown, { req }: { req: PayloadRequest }) => (value ? uploadOfKind(value, req, 'image/', 'Choose an image. / Choisissez une image.') : true),
      label: { en: 'Picture before it plays (optional)', fr: 'Image avant la lecture (facultative)' },
      admin: { description: { en: 'Shown until the uploaded video plays, and as the lightbox’s button.', fr: 'Affichée jusqu’à la lecture de la vidéo téléversée, et comme bouton de la visionneuse.' } },
    },
    {
      name: 'display',
      type: 'select',
      required: true,
      defaultValue: 'inline',
      label: { en: 'Display', fr: 'Affichage' },
      options: (['inline', 'modal'] as const).map((value) => ({ value, label: displayLabels[value] })),
    },
  ],
}
