import type { Field } from 'payload'
import { ARTICLE_KINDS } from '@/lib/resourcePaths'

const ANCHOR_ID = /^[a-z][a-z0-9-]{0,62}$/

/** The section's id, the target of an anchor navigation bar's `#id` links. */
export const anchorIdField: Field = {
  name: 'anchorId',
  type: 'text',
  label: { en: 'Section ID (for the anchor bar)', fr: 'ID de la section (pour la barre d’ancres)' },
  admin: {
    description: {
      en: 'Lower-case letters, digits and hyphens, e.g. construction. An anchor bar links to it as #construction.',
      fr: 'Lettres minuscules, chiffres et traits d’union, p. ex. construction. Une barre d’ancres y renvoie par #construction.',
    },
  },
  validate: (value: unknown) =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && ANCHOR_ID.test(value))
      ? true
      : 'Use lower-case letters, digits and hyphens, starting with a letter. / Utilisez des lettres minuscules, des chiffres et des traits d’union, en commençant par une lettre.',
}

/** A block's own alternative text for an uploaded image; empty keeps the image's. */
export const imageAltField: Field = {
  name: 'imgAlt',
  type: 'text',
  localized: true,
  label: { en: 'Image’s alternative text', fr: 'Texte alternatif de l’image' },
  admin: { description: { en: 'Empty: the image’s own alternative text.', fr: 'Vide : le texte alternatif de l’image.' } },
}

/** A section's heading (its h2). */
export const headingField: Field = { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', fr: 'Titre' } }

/** The line under a section's heading. */
export const subheadingField: Field = { name: 'subheading', type: 'textarea', localized: true, label: { en: 'Subheading (optional)', fr: 'Sous-titre (facultatif)' } }

/** A block's button: its label and its link (a site path, given the page's locale; `example` shows one). */
export const buttonFields = (example: string): Field[] => [
  { name: 'ctaLabel', type: 'text', localized: true, label: { en: 'Button label (optional)', fr: 'Libellé du bouton (facultatif)' } },
  { name: 'ctaLink', type: 'text', label: { en: `Button link, e.g. ${example}`, fr: `Lien du bouton, p. ex. ${example}` } },
]

const articleKindLabels = {
  blog: { en: 'Blog articles', fr: 'Articles de blogue' },
  caseStudy: { en: 'Case studies', fr: 'Études de cas' },
  sustainability: { en: 'Sustainability articles', fr: 'Articles sur le développement durable' },
} as const

/** Which kind of article a block shows (the featured-article carousel, the featured article with list). */
export const articleKindField: Field = {
  name: 'kind',
  type: 'select',
  required: true,
  defaultValue: 'blog',
  label: { en: 'Articles shown', fr: 'Articles affichés' },
  options: ARTICLE_KINDS.map((value) => ({ value, label: articleKindLabels[value] })),
}
