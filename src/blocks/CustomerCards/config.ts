import type { Block } from 'payload'
import { anchorIdField, headingField, imageAltField, subheadingField } from '../shared/fields'

/**
 * Spec 3 §2 "customer cards", §9 (they appear one after another, 500 ms apart, once the list's top
 * is within 500 px of the viewport's top): the businesses that rent from us, each with its logo
 * (or its initials), its industry and place, what it rents it for, and an optional link.
 */
export const CustomerCardsBlock: Block = {
  slug: 'customerCards',
  interfaceName: 'CustomerCardsBlock',
  labels: { singular: { en: 'Customer cards', fr: 'Fiches clients' }, plural: { en: 'Customer cards', fr: 'Fiches clients' } },
  fields: [
    anchorIdField,
    headingField,
    subheadingField,
    {
      name: 'customers',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: { en: 'Customers, in order', fr: 'Clients, dans l’ordre' },
      labels: { singular: { en: 'Customer', fr: 'Client' }, plural: { en: 'Customers', fr: 'Clients' } },
      fields: [
        { name: 'name', type: 'text', required: true, label: { en: 'Business name', fr: 'Nom de l’entreprise' } },
        { name: 'industry', type: 'text', localized: true, label: { en: 'Industry and place, e.g. Construction · Laval, QC', fr: 'Secteur et lieu, p. ex. Construction · Laval (Québec)' } },
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          label: { en: 'Logo (optional)', fr: 'Logo (facultatif)' },
          admin: { description: { en: 'Without one, the card shows the business’s initials.', fr: 'Sans logo, la fiche affiche les initiales de l’entreprise.' } },
        },
        imageAltField,
        { name: 'summary', type: 'textarea', localized: true, required: true, label: { en: 'What they rent, and for what', fr: 'Ce qu’ils louent, et pour quoi' } },
        { name: 'ctaLabel', type: 'text', localized: true, label: { en: 'Link label (optional)', fr: 'Libellé du lien (facultatif)' } },
        { name: 'ctaLink', type: 'text', label: { en: 'Link, e.g. /resources/case-studies/…', fr: 'Lien, p. ex. /resources/case-studies/…' } },
      ],
    },
  ],
}
