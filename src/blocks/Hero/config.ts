import type { Block, Field, PayloadRequest } from 'payload'
import { imageAltField } from '../shared/fields'
import { hostedVideoIdField, uploadOfKind, videoFileField } from '../shared/videoFields'

export const HERO_STYLES = ['home', 'image', 'video', 'media'] as const
export type HeroStyle = (typeof HERO_STYLES)[number]

const styleLabels: Record<HeroStyle, { en: string; fr: string }> = {
  home: { en: 'Home hero (drawing; optional video in a lightbox)', fr: 'Bannière d’accueil (dessin; vidéo facultative en visionneuse)' },
  image: { en: 'Image hero with a call to action', fr: 'Bannière avec image et appel à l’action' },
  video: { en: 'Video hero (silent looping video behind the text)', fr: 'Bannière vidéo (vidéo muette en boucle derrière le texte)' },
  media: { en: 'Media header (text beside an image or a video)', fr: 'En-tête média (texte à côté d’une image ou d’une vidéo)' },
}

type Sibling = { style?: HeroStyle; videoFile?: unknown; hostedVideoId?: string | null; image?: unknown }
const when = (...styles: HeroStyle[]) => (_: unknown, sibling: Sibling) => styles.includes(sibling?.style ?? 'home')

const imageField: Field = {
  name: 'image',
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { contains: 'image' } },
  label: { en: 'Image (behind the text; the video’s first picture)', fr: 'Image (derrière le texte; première image de la vidéo)' },
  admin: {
    condition: when('image', 'video', 'media'),
    description: { en: 'Media header: the image beside the text, or the video’s picture before it plays.', fr: 'En-tête média : l’image à côté du texte, ou l’image de la vidéo avant la lecture.' },
  },
  validate: async (value: unknown, { siblingData, req }: { siblingData: unknown; req: PayloadRequest }) => {
    if (value) return uploadOfKind(value, req, 'image/', 'Choose an image. / Choisissez une image.')
    const sibling = siblingData as Sibling
    const style = sibling?.style ?? 'home'
    if (style === 'media') return sibling.videoFile || sibling.hostedVideoId?.trim() ? true : 'Choose an image or a video beside the text. / Choisissez une image ou une vidéo à côté du texte.'
    return ['image', 'video'].includes(style) ? 'Choose the image behind the text. / Choisissez l’image derrière le texte.' : true
  },
}

/**
 * Spec 3 §2 "Heroes and media blocks": the home hero (with a lightbox video when one is given),
 * the image hero with a call to action, the video hero and the media header (the text beside an
 * image or a player). The first block of a page is its h1.
 */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { en: 'Hero', fr: 'Bannière principale' }, plural: { en: 'Heroes', fr: 'Bannières principales' } },
  fields: [
    {
      name: 'style',
      type: 'select',
      // Optional: heroes written before there was a choice (and seeds) are home heroes.
      defaultValue: 'home',
      label: { en: 'Kind of hero', fr: 'Type de bannière' },
      options: HERO_STYLES.map((value) => ({ value, label: styleLabels[value] })),
    },
    {
      name: 'eyebrow',
      type: 'text',
      localized: true,
      label: { en: 'Eyebrow', fr: 'Surtitre' },
      admin: { description: { en: 'Small text above the heading.', fr: 'Petit texte au-dessus du titre.' } },
    },
    { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', fr: 'Titre' } },
    { name: 'subheading', type: 'textarea', localized: true, label: { en: 'Subheading', fr: 'Sous-titre' } },
    { name: 'primaryCtaLabel', type: 'text', localized: true, label: { en: 'Main button label', fr: 'Libellé du bouton principal' } },
    { name: 'primaryCtaLink', type: 'text', label: { en: 'Main button link', fr: 'Lien du bouton principal' } },
    { name: 'secondaryCtaLabel', type: 'text', localized: true, label: { en: 'Second button label', fr: 'Libellé du deuxième bouton' } },
    { name: 'secondaryCtaLink', type: 'text', label: { en: 'Second button link', fr: 'Lien du deuxième bouton' } },
    imageField,
    { ...imageAltField, admin: { ...imageAltField.admin, condition: when('image', 'video', 'media') } } as Field,
    { ...hostedVideoIdField, admin: { ...(hostedVideoIdField.admin ?? {}), condition: when('home', 'media') } } as Field,
    {
      ...videoFileField('optional'),
      admin: {
        condition: when('home', 'video', 'media'),
        description: {
          en: 'Home hero: opens in a lightbox from the “Watch the video” button. Video hero: required, plays silently behind the text. Media header: a player beside the text (controls, no autoplay).',
          fr: 'Bannière d’accueil : s’ouvre en visionneuse par le bouton « Regarder la vidéo ». Bannière vidéo : obligatoire, jouée sans son derrière le texte. En-tête média : un lecteur à côté du texte (commandes, sans lecture automatique).',
        },
      },
      validate: async (value: unknown, { siblingData, req }: { siblingData: unknown; req: PayloadRequest }) => {
        if (value) return uploadOfKind(value, req, 'video/mp4', 'Choose an mp4 video. / Choisissez une vidéo mp4.')
        return (siblingData as Sibling)?.style === 'video' ? 'Upload the mp4 that plays behind the text. / Téléversez le mp4 joué derrière le texte.' : true
      },
    } as Field,
    {
      name: 'watchVideoLabel',
      type: 'text',
      localized: true,
      label: { en: 'Video button label (optional)', fr: 'Libellé du bouton vidéo (facultatif)' },
      admin: { condition: when('home'), description: { en: 'Empty: “Watch the video”.', fr: 'Vide : « Regarder la vidéo ».' } },
    },
  ],
}
