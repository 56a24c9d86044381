import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { groups, labels } from '../fields/labels'
import { REASON_CODE_PATTERN } from './ledger'
import { matches } from './fields'

export const SHORT_PAY_REASONS_SLUG = 'short-pay-reasons'
/** The reason whose text the payer writes ("Other"). */
export const OTHER_SHORT_PAY_REASON_CODE = '008'

/**
 * Why a payer pays less than an invoice's balance (spec 2 §4–§5): the list of step 2, in both
 * languages, in `sortOrder`. Staff edit it; only active reasons are offered.
 */
export const ShortPayReasons: CollectionConfig = {
  slug: SHORT_PAY_REASONS_SLUG,
  labels: { singular: { en: 'Short-pay reason', fr: 'Raison de paiement partiel' }, plural: { en: 'Short-pay reasons', fr: 'Raisons de paiement partiel' } },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['code', 'label', 'sortOrder', 'active'],
    listSearchableFields: ['code', 'label'],
    group: groups.billing,
    description: {
      en: 'The reasons a guest chooses when paying less than the balance. 008 (Other) asks for the payer’s own text.',
      fr: 'Les raisons qu’un invité choisit lorsqu’il paie moins que le solde. 008 (Autre) demande le texte du payeur.',
    },
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 3,
      label: labels.code,
      admin: { description: { en: 'Three digits, 001 to 008; 008 is Other (free text)', fr: 'Trois chiffres, de 001 à 008; 008 est Autre (texte libre)' } },
      validate: matches(REASON_CODE_PATTERN, { en: 'The code must be three digits, e.g. 001.', fr: 'Le code doit compter trois chiffres, p. ex. 001.' }),
    },
    {
      name: 'label',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 120,
      label: labels.label,
      admin: { description: { en: 'Shown to the payer in this language', fr: 'Affiché au payeur dans cette langue' } },
    },
    {
      name: 'sortOrder',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: labels.sortOrder,
      admin: { description: { en: 'Lower first in the list', fr: 'Les plus petits en premier dans la liste' } },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Active', fr: 'Active' },
      admin: { description: { en: 'Only active reasons are offered', fr: 'Seules les raisons actives sont proposées' } },
    },
  ],
}
