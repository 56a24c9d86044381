import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { groups, labels, languageOptions, type Label } from '../fields/labels'
import { textField } from './fields'

export const PORTAL_REGISTRATIONS_SLUG = 'portal-registrations'

export const PORTAL_REGISTRATION_STATUSES = ['Submitted', 'Approved', 'Rejected'] as const
export type PortalRegistrationStatus = (typeof PORTAL_REGISTRATION_STATUSES)[number]

const STATUS_LABELS: Record<PortalRegistrationStatus, Label> = {
  Submitted: { en: 'Submitted', fr: 'Soumise' },
  Approved: { en: 'Approved', fr: 'Approuvée' },
  Rejected: { en: 'Rejected', fr: 'Refusée' },
}

const readOnly = { readOnly: true } as const

/** E-mail addresses are kept lower-case, so (email, account) is unique whatever the case typed. */
export const normalizeRegistrationEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
  return data
}

/**
 * Requests for customer portal access, made after a guest payment (POST /api/registration) when
 * the payer kept the opt-in. One per (email, account number). Staff approve or reject them.
 */
export const PortalRegistrations: CollectionConfig = {
  slug: PORTAL_REGISTRATIONS_SLUG,
  labels: { singular: { en: 'Portal registration', fr: 'Inscription au portail' }, plural: { en: 'Portal registrations', fr: 'Inscriptions au portail' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'accountNumber', 'firstName', 'lastName', 'status', 'createdAt'],
    listSearchableFields: ['email', 'accountNumber', 'invoiceNumber', 'paymentNumber', 'lastName'],
    group: groups.billing,
    description: {
      en: 'Guests who asked for a customer portal account after paying an invoice.',
      fr: 'Invités qui ont demandé un compte au portail client après avoir payé une facture.',
    },
  },
  access: { read: staffOnly, create: () => false, update: staffOnly, delete: staffOnly },
  defaultSort: '-createdAt',
  timestamps: true,
  indexes: [{ fields: ['email', 'accountNumber'], unique: true }],
  hooks: { beforeValidate: [normalizeRegistrationEmail] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          required: true,
          index: true,
          label: labels.email,
          admin: { ...readOnly, description: { en: 'The portal sign-in to create (lower case)', fr: 'L’identifiant du portail à créer (en minuscules)' } },
        },
        textField('accountNumber', labels.accountNumber, { en: 'The account paid for', fr: 'Le compte payé' }, { required: true, index: true, readOnly: true, maxLength: 10 }),
      ],
    },
    {
      type: 'row',
      fields: [
        textField('firstName', labels.firstName, { en: 'As the payer typed it', fr: 'Tel que saisi par le payeur' }, { readOnly: true, maxLength: 80 }),
        textField('lastName', labels.lastName, { en: 'As the payer typed it', fr: 'Tel que saisi par le payeur' }, { readOnly: true, maxLength: 80 }),
        textField('phone', labels.phone, { en: 'In the +1 form', fr: 'Au format +1' }, { readOnly: true, maxLength: 30 }),
      ],
    },
    {
      type: 'row',
      fields: [
        textField('invoiceNumber', { en: 'Invoice number', fr: 'Numéro de facture' }, { en: 'An invoice of the payment', fr: 'Une facture du paiement' }, { readOnly: true, maxLength: 10 }),
        textField('paymentNumber', { en: 'Payment number', fr: 'Numéro de paiement' }, { en: 'The guest payment that led to the request', fr: 'Le paiement invité à l’origine de la demande' }, { readOnly: true, maxLength: 10 }),
        {
          name: 'locale',
          type: 'select',
          defaultValue: 'en',
          options: languageOptions,
          label: labels.language,
          admin: { ...readOnly, description: { en: 'The payer’s language', fr: 'La langue du payeur' } },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'Submitted',
      options: PORTAL_REGISTRATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      label: labels.status,
      admin: { description: { en: 'Submitted, then Approved or Rejected by staff', fr: 'Soumise, puis Approuvée ou Refusée par le personnel' } },
    },
  ],
}
