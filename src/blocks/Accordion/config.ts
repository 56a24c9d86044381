import type { Block } from 'payload'

/** Spec 3 §1 and §4: an accordion, single-open and collapsible. */
export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: { en: 'Accordion', fr: 'Accordéon' }, plural: { en: 'Accordions', fr: 'Accordéons' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', fr: 'Titre' } },
    { name: 'subheading', type: 'textarea', localized: true, label: { en: 'Subheading', fr: 'Sous-titre' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      label: { en: 'Items', fr: 'Éléments' },
      labels: { singular: { en: 'Item', fr: 'Élément' }, plural: { en: 'Items', fr: 'Éléments' } },
      fields: [
        { name: 'title', type: 'text', localized: true, required: true, label: { en: 'Title (the button)', fr: 'Titre (le bouton)' } },
        {
          name: 'body',
          type: 'textarea',
          localized: true,
          required: true,
          label: { en: 'Text shown when open', fr: 'Texte affiché à l’ouverture' },
          admin: { description: { en: 'Leave a blank line between paragraphs.', fr: 'Laissez une ligne vide entre les paragraphes.' } },
        },
      ],
    },
  ],
}
