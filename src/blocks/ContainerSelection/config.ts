import type { Block, Field } from 'payload'
import { galleryImagesField } from '../shared/galleryFields'
import { anchorIdField, buttonFields, headingField, imageAltField, subheadingField } from '../shared/fields'
import { FEATURE_ICONS, featureIconLabels } from './featureIcons'

const styleLabels = {
  selectable: { en: 'Selectable cards (a person picks one)', fr: 'Cartes à sélectionner (la personne en choisit une)' },
  features: { en: 'Cards with feature lists', fr: 'Cartes avec listes de caractéristiques' },
} as const

const gallery = galleryImagesField({ withCaption: false }) as Extract<Field, { type: 'array' }>

/**
 * Spec 3 §2 "Container selection block", §3 "Container column": an optional image gallery, then
 * either selectable cards (one chosen at a time; its button shows) or cards with feature lists
 * (an accordion below 1024 px).
 */
export const ContainerSelectionBlock: Block = {
  slug: 'containerChoice',
  interfaceName: 'ContainerSelectionBlock',
  labels: { singular: { en: 'Container selection', fr: 'Choix de conteneur' }, plural: { en: 'Container selections', fr: 'Choix de conteneurs' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    { ...gallery, required: false, minRows: 0, label: { en: 'Gallery images (optional)', fr: 'Images de la galerie (facultatives)' } },
    {
      name: 'style',
      type: 'select',
      required: true,
      defaultValue: 'selectable',
      label: { en: 'Kind of cards', fr: 'Type de cartes' },
      options: (['selectable', 'features'] as const).map((value) => ({ value, label: styleLabels[value] })),
    },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 4,
      label: { en: 'Containers, in order', fr: 'Conteneurs, dans l’ordre' },
      labels: { singular: { en: 'Container', fr: 'Conteneur' }, plural: { en: 'Containers', fr: 'Conteneurs' } },
      fields: [
        headingField,
        subheadingField,
        { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', fr: 'Image' } },
        imageAltField,
        ...buttonFields('/products/storage-containers?product_category=tri-cam'),
        {
          name: 'features',
          type: 'array',
          maxRows: 10,
          label: { en: 'Features (cards with feature lists)', fr: 'Caractéristiques (cartes avec listes)' },
          labels: { singular: { en: 'Feature', fr: 'Caractéristique' }, plural: { en: 'Features', fr: 'Caractéristiques' } },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'icon', type: 'select', required: true, defaultValue: 'check', label: { en: 'Icon', fr: 'Icône' }, options: FEATURE_ICONS.map((value) => ({ value, label: featureIconLabels[value] })) },
                { name: 'label', type: 'text', localized: true, required: true, label: { en: 'Feature', fr: 'Caractéristique' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
