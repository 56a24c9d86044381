import type { CollectionConfig } from 'payload'
import { moneyField } from '@/collections/fields/money'
import { anyone, staffOnly } from '@/access'
import { revalidatePagesHooks, usedUnitPath } from '@/lib/publicPages'
import { normalizeUnitNumber, PRODUCT_TYPES, PRODUCT_TYPE_LABELS, UNIT_COUNTRIES, UNIT_CURRENCIES, UNIT_STATUSES, USED_UNITS_SLUG } from '@/features/units'

export { USED_UNITS_SLUG }

/**
 * Used units for sale (spec 1 §3 "Unit"): unit number, product type, location, price, obo,
 * images, description, status. Read through /api/contentful/sales-showroom/unit-number and the
 * quote-to-buy page. Public read like the rest of the catalog; staff edit in the admin.
 * Its vocabulary (product types, statuses, the unit number's shape) comes from the units feature.
 */
export const UsedUnits: CollectionConfig = {
  // A unit's quote page shows it: a change drops that page from the cache.
  hooks: revalidatePagesHooks((unit) => (typeof unit.unitNumber === 'string' ? [usedUnitPath(unit.unitNumber)] : [])),
  slug: USED_UNITS_SLUG,
  labels: { singular: { en: 'Used unit', fr: 'Unité usagée' }, plural: { en: 'Used units for sale', fr: 'Unités usagées à vendre' } },
  admin: {
    useAsTitle: 'unitNumber',
    defaultColumns: ['unitNumber', 'productType', 'location.city', 'price', 'obo', 'status'],
    listSearchableFields: ['unitNumber', 'location.city'],
    group: { en: 'Commerce', fr: 'Commerce' },
    description: {
      en: 'Units for sale; each has a quote-to-buy page at /{locale}/request-quote-buy/{unit number}.',
      fr: 'Unités à vendre; chacune a une page de demande de soumission à /{locale}/request-quote-buy/{numéro d’unité}.',
    },
  },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'unitNumber',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'unitNumber',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          label: { en: 'Unit number', fr: 'Numéro d’unité' },
          admin: { description: { en: '6 to 10 letters and digits, e.g. BX104233.', fr: '6 à 10 lettres et chiffres, p. ex. BX104233.' } },
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (normalizeUnitNumber(value) ?? value.trim()) : value)] },
          validate: (value: string | null | undefined) =>
            (value && normalizeUnitNumber(value) === value) || 'Use 6 to 10 letters and digits, with at least one digit (e.g. BX104233).',
        },
        {
          name: 'productType',
          type: 'select',
          required: true,
          index: true,
          label: { en: 'Product type', fr: 'Type de produit' },
          options: PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] })),
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'available',
          label: { en: 'Status', fr: 'Statut' },
          options: [
            { value: UNIT_STATUSES[0], label: { en: 'Available', fr: 'Disponible' } },
            { value: UNIT_STATUSES[1], label: { en: 'Sale pending', fr: 'Vente en cours' } },
            { value: UNIT_STATUSES[2], label: { en: 'Sold', fr: 'Vendue' } },
          ],
        },
      ],
    },
    {
      name: 'location',
      type: 'group',
      label: { en: 'Unit location', fr: 'Emplacement de l’unité' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', required: true, label: { en: 'City', fr: 'Ville' } },
            {
              name: 'state',
              type: 'text',
              required: true,
              maxLength: 2,
              label: { en: 'State or province (code)', fr: 'État ou province (code)' },
              admin: { description: { en: 'Two letters: TX, ON, QC…', fr: 'Deux lettres : TX, ON, QC…' } },
              hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
            },
            {
              name: 'country',
              type: 'select',
              required: true,
              defaultValue: 'us',
              label: { en: 'Country', fr: 'Pays' },
              options: [
                { value: UNIT_COUNTRIES[0], label: { en: 'United States', fr: 'États-Unis' } },
                { value: UNIT_COUNTRIES[1], label: { en: 'Canada', fr: 'Canada' } },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            // Indexed: the unit search's bounding-box prefilter (features/units/server/search.ts).
            { name: 'lat', type: 'number', required: true, index: true, min: -90, max: 90, label: { en: 'Latitude', fr: 'Latitude' } },
            { name: 'lng', type: 'number', required: true, index: true, min: -180, max: 180, label: { en: 'Longitude', fr: 'Longitude' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        // Indexed: the unit search filters by price range (features/units/server/search.ts).
        { ...moneyField({ name: 'price', required: true, currencyPath: 'currency', label: { en: 'Price', fr: 'Prix' } }), index: true },
        {
          name: 'currency',
          type: 'select',
          required: true,
          defaultValue: 'USD',
          label: { en: 'Currency', fr: 'Devise' },
          options: UNIT_CURRENCIES.map((value) => ({ value, label: { en: value, fr: value } })),
        },
        {
          name: 'obo',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Or best offer (OBO)', fr: 'Ou meilleure offre' },
          admin: { description: { en: 'Shows the best-offer field on the quote form.', fr: 'Affiche le champ de meilleure offre dans le formulaire.' } },
        },
      ],
    },
    { name: 'description', type: 'textarea', localized: true, label: { en: 'Description', fr: 'Description' } },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: { en: 'Images', fr: 'Images' },
      admin: { description: { en: 'The first image leads the gallery.', fr: 'La première image ouvre la galerie.' } },
    },
  ],
}
