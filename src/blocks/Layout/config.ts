import type { Block, Field } from 'payload'
import { anchorIdField, imageAltField } from '../shared/fields'
import { blockRichText } from '../shared/richTextEditor'
import { MiniFormBlock } from '../MiniForm/config'
import { QuoteFormBlock } from '../QuoteForm/config'
import { COLUMN_BACKGROUNDS, FLEX_STYLES, ROW_GAPS } from './layout'

const heading = { en: 'Heading', fr: 'Titre' }
/** A column's rich text (spec: wysiwyg). */
const RichTextBlock: Block = {
  slug: 'layoutRichText',
  interfaceName: 'LayoutRichTextBlock',
  labels: { singular: { en: 'Rich text', fr: 'Texte enrichi' }, plural: { en: 'Rich texts', fr: 'Textes enrichis' } },
  fields: [{ name: 'content', type: 'richText', editor: blockRichText, localized: true, required: true, label: { en: 'Text', fr: 'Texte' } }],
}

/** A column's image from the media library. */
const ImageBlock: Block = {
  slug: 'layoutImage',
  interfaceName: 'LayoutImageBlock',
  labels: { singular: { en: 'Image', fr: 'Image' }, plural: { en: 'Images', fr: 'Images' } },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', fr: 'Image' } },
    imageAltField,
    { name: 'caption', type: 'text', localized: true, label: { en: 'Caption', fr: 'Légende' } },
  ],
}

/** A column's heading and text beside up to four images (spec: columnTextImages). */
const TextImagesBlock: Block = {
  slug: 'layoutTextImages',
  interfaceName: 'LayoutTextImagesBlock',
  labels: { singular: { en: 'Text and images', fr: 'Texte et images' }, plural: { en: 'Texts and images', fr: 'Textes et images' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: heading },
    { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', fr: 'Texte' }, admin: { description: { en: 'Leave a blank line between paragraphs.', fr: 'Laissez une ligne vide entre les paragraphes.' } } },
    {
      name: 'images',
      type: 'array',
      maxRows: 4,
      label: { en: 'Images', fr: 'Images' },
      labels: { singular: { en: 'Image', fr: 'Image' }, plural: { en: 'Images', fr: 'Images' } },
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', fr: 'Image' } }, imageAltField],
    },
  ],
}

/** A column's short banner: heading, text and an optional link (spec: textBanner). */
const TextBannerBlock: Block = {
  slug: 'layoutTextBanner',
  interfaceName: 'LayoutTextBannerBlock',
  labels: { singular: { en: 'Text banner', fr: 'Bandeau de texte' }, plural: { en: 'Text banners', fr: 'Bandeaux de texte' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true, label: heading },
    { name: 'text', type: 'textarea', localized: true, label: { en: 'Text', fr: 'Texte' } },
    { name: 'linkLabel', type: 'text', localized: true, label: { en: 'Link label (optional)', fr: 'Libellé du lien (facultatif)' } },
    { name: 'link', type: 'text', label: { en: 'Link (optional)', fr: 'Lien (facultatif)' } },
  ],
}

// The forms are the page-level blocks reused (same slug and schema): the API finds a column's form like any other.
const contentBlocks = [RichTextBlock, ImageBlock, TextImagesBlock, TextBannerBlock, MiniFormBlock, QuoteFormBlock]

/** A row of columns (spec: Row: gap, maxHeight, columns; Layout column: width, flexStyle, background, blocks). */
const rowFields = (blocks: Block[]): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'gap',
        type: 'select',
        defaultValue: 'medium',
        label: { en: 'Space between columns', fr: 'Espace entre les colonnes' },
        options: ROW_GAPS.map((value) => ({ value, label: gapLabels[value] })),
      },
      {
        name: 'maxHeight',
        type: 'number',
        min: 120,
        max: 1200,
        label: { en: 'Maximum image height (px)', fr: 'Hauteur maximale des images (px)' },
        admin: { description: { en: 'Images in the row are cropped to it on wide screens; text is never cut.', fr: 'Les images de la rangée sont recadrées à cette hauteur sur les grands écrans; le texte n’est jamais coupé.' } },
      },
    ],
  },
  {
    name: 'columns',
    type: 'array',
    required: true,
    minRows: 1,
    maxRows: 4,
    label: { en: 'Columns', fr: 'Colonnes' },
    labels: { singular: { en: 'Column', fr: 'Colonne' }, plural: { en: 'Columns', fr: 'Colonnes' } },
    admin: { description: { en: 'Side by side on wide screens, stacked on phones.', fr: 'Côte à côte sur les grands écrans, empilées sur les téléphones.' } },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'width',
            type: 'number',
            required: true,
            min: 10,
            max: 100,
            defaultValue: 50,
            label: { en: 'Width (%)', fr: 'Largeur (%)' },
          },
          {
            name: 'flexStyle',
            type: 'select',
            defaultValue: 'start',
            label: { en: 'Content placement', fr: 'Position du contenu' },
            options: FLEX_STYLES.map((value) => ({ value, label: flexLabels[value] })),
          },
          {
            name: 'background',
            type: 'select',
            defaultValue: 'none',
            label: { en: 'Background', fr: 'Arrière-plan' },
            options: COLUMN_BACKGROUNDS.map((value) => ({ value, label: backgroundLabels[value] })),
          },
        ],
      },
      { name: 'blocks', type: 'blocks', blocks, label: { en: 'Content', fr: 'Contenu' } },
    ],
  },
]

const gapLabels = {
  none: { en: 'None', fr: 'Aucun' },
  small: { en: 'Small', fr: 'Petit' },
  medium: { en: 'Medium', fr: 'Moyen' },
  large: { en: 'Large', fr: 'Grand' },
} as const
const flexLabels = {
  start: { en: 'Top', fr: 'En haut' },
  center: { en: 'Centred', fr: 'Centré' },
  end: { en: 'Bottom', fr: 'En bas' },
  between: { en: 'Spread out', fr: 'Réparti' },
} as const
const backgroundLabels = {
  none: { en: 'None', fr: 'Aucun' },
  light: { en: 'Light grey', fr: 'Gris pâle' },
  blue: { en: 'Light blue', fr: 'Bleu pâle' },
  navy: { en: 'Navy', fr: 'Marine' },
} as const

/** A row inside a column (one level deep: a nested row's columns hold no further rows). */
const NestedRowBlock: Block = {
  slug: 'layoutRow',
  interfaceName: 'LayoutRowBlock',
  labels: { singular: { en: 'Row of columns', fr: 'Rangée de colonnes' }, plural: { en: 'Rows of columns', fr: 'Rangées de colonnes' } },
  fields: rowFields(contentBlocks),
}

/** Spec 3 §1 "multi-column layouts", §3 "Layout column" and "Row": rows of columns, each holding blocks. */
export const LayoutBlock: Block = {
  slug: 'layout',
  interfaceName: 'LayoutBlock',
  labels: { singular: { en: 'Multi-column layout', fr: 'Mise en page à colonnes' }, plural: { en: 'Multi-column layouts', fr: 'Mises en page à colonnes' } },
  fields: [
    anchorIdField,
    { name: 'heading', type: 'text', localized: true, label: heading },
    { name: 'subheading', type: 'textarea', localized: true, label: { en: 'Subheading', fr: 'Sous-titre' } },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      label: { en: 'Rows', fr: 'Rangées' },
      labels: { singular: { en: 'Row', fr: 'Rangée' }, plural: { en: 'Rows', fr: 'Rangées' } },
      fields: rowFields([...contentBlocks, NestedRowBlock]),
    },
  ],
}

