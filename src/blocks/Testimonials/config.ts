import type { Block } from 'payload'
import { labels } from '@/collections/fields/labels'

/** Spec 3 §2 "Testimonials carousel", §3 "Testimonial"; it loops (§9). */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: { en: 'Testimonials carousel', fr: 'Carrousel de témoignages' }, plural: { en: 'Testimonials carousels', fr: 'Carrousels de témoignages' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', fr: 'Titre' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: { en: 'Testimonials', fr: 'Témoignages' },
      labels: { singular: { en: 'Testimonial', fr: 'Témoignage' }, plural: { en: 'Testimonials', fr: 'Témoignages' } },
      fields: [
        { name: 'quote', type: 'textarea', localized: true, required: true, label: { en: 'Quote', fr: 'Citation' } },
        { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Photo', fr: 'Photo' } },
        {
          name: 'imgAlt',
          type: 'text',
          localized: true,
          label: { en: 'Photo’s alternative text', fr: 'Texte alternatif de la photo' },
          admin: { description: { en: 'Empty: the image’s own alternative text.', fr: 'Vide : le texte alternatif de l’image.' } },
        },
        { name: 'name', type: 'text', required: true, label: labels.name },
        { name: 'jobTitle', type: 'text', localized: true, label: { en: 'Job title', fr: 'Poste' } },
        { name: 'company', type: 'text', label: labels.companyName },
        { name: 'ctaLabel', type: 'text', localized: true, label: { en: 'Link label (optional)', fr: 'Libellé du lien (facultatif)' } },
        { name: 'ctaLink', type: 'text', label: { en: 'Link (optional)', fr: 'Lien (facultatif)' } },
      ],
    },
  ],
}
