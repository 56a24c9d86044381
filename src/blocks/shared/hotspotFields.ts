import type { Field } from 'payload'
import { headingField, imageAltField } from './fields'

type Label = { en: string; fr: string }

const percent = (name: 'top' | 'left', label: Label): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 100,
  label,
  admin: { step: 0.1, width: '50%', description: { en: 'Percent of the image; shown at most at 99.', fr: 'Pourcentage de l’image; affiché au plus à 99.' } },
})

/** A hotspot's place on its image: top and left in percent (spec 3 §3; capped at 99 when shown). */
export const hotspotPositionFields: Field[] = [
  {
    type: 'row',
    fields: [percent('top', { en: 'From the top (%)', fr: 'Depuis le haut (%)' }), percent('left', { en: 'From the left (%)', fr: 'Depuis la gauche (%)' })],
  },
]

/**
 * An explorer's tabs (spec 3 §3 "Info-dot tab", "Worksite tab"): each a label, an image and its
 * dots (position, heading, text, then `dotFields`). The label's field name follows the spec
 * (`tabLabel` for info dots, `label` for worksites).
 */
export const hotspotTabsField = ({
  labelName,
  tabs,
  description,
  dots,
  dotFields,
}: {
  labelName: 'tabLabel' | 'label'
  tabs: { label: Label; singular: Label; plural: Label }
  description: Label
  dots: { label: Label; singular: Label; plural: Label }
  dotFields: Field[]
}): Field => ({
  name: 'tabs',
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: 6,
  label: tabs.label,
  labels: { singular: tabs.singular, plural: tabs.plural },
  admin: { description },
  fields: [
    { name: labelName, type: 'text', localized: true, required: true, label: { en: 'Tab label', fr: 'Libellé de l’onglet' } },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: { en: 'Image', fr: 'Image' } },
    imageAltField,
    {
      name: 'dots',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: dots.label,
      labels: { singular: dots.singular, plural: dots.plural },
      fields: [...hotspotPositionFields, headingField, { name: 'subheading', type: 'textarea', localized: true, label: { en: 'Text (optional)', fr: 'Texte (facultatif)' } }, ...dotFields],
    },
  ],
})
