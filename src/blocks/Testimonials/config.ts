import type { Block } from 'payload'
import { inAdminLanguage, labels } from '@/collections/fields/labels'
import { TESTIMONIALS_COLLECTION } from '@/features/resources'

/**
 * Spec 3 §2 "Testimonials carousel", §3 "Testimonial"; it loops (§9). Its slides: the published
 * testimonials it picks from the collection (shared with the sub-industries' pages), then its own rows.
 */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: { en: 'Testimonials carousel', fr: 'Carrousel de témoignages' }, plural: { en: 'Testimonials carousels', fr: 'Carrousels de témoignages' } },
  fields: [
    { name: 'heading', type: 'text', localized: true, required: true, label: { en: 'Heading', fr: 'Titre' } },
    {
      name: 'testimonials',
      type: 'relationship',
      relationTo: TESTIMONIALS_COLLECTION,
      hasMany: true,
      maxRows: 12,
      label: { en: 'Testimonials from the collection', fr: 'Témoignages de la collection' },
      admin: { description: { en: 'Shown first; only published ones appear.', fr: 'Affichés en premier; seuls les témoignages publiés apparaissent.' } },
    },
    {
      name: 'items',
      type: 'array',
      maxRows: 12,
      validate: (rows: unknown, { siblingData, req }: { siblingData: { testimonials?: unknown[] | null }; req: Parameters<typeof inAdminLanguage>[0] }) =>
        (Array.isArray(rows) && rows.length > 0) ||
        (siblingData.testimonials ?? []).length > 0 ||
        inAdminLanguage(req, { en: 'Pick a testimonial from the collection or add one here.', fr: 'Choisissez un témoignage de la collection ou ajoutez-en un ici.' }),
      label: { en: 'Testimonials written here', fr: 'Témoignages rédigés ici' },
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
