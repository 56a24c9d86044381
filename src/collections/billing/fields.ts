// Field builders shared by the billing ledger's collections: every label and description in
// both admin languages (English, Quebec French).
import type { Field, GroupField, TextField } from 'payload'
import { isIsoDate } from '@/lib/calendarDate'
import { countryOptions, inAdminLanguage, labels, type Label } from '../fields/labels'

export const ADDRESS_COUNTRIES = ['US', 'CA'] as const

type Req = { i18n?: { language?: string } } | undefined

/** A text validator: empty passes unless required; otherwise the pattern, else the message. */
export const matches =
  (pattern: RegExp, message: Label) =>
  (value: unknown, { req, required }: { req?: Req; required?: boolean } = {}): true | string => {
    if (value === null || value === undefined || value === '') {
      return required ? inAdminLanguage(req, { en: 'This field is required.', fr: 'Ce champ est obligatoire.' }) : true
    }
    return typeof value === 'string' && pattern.test(value) ? true : inAdminLanguage(req, message)
  }

const validateIsoDate = (value: unknown, { req, required }: { req?: Req; required?: boolean } = {}): true | string => {
  if (value === null || value === undefined || value === '') {
    return required ? inAdminLanguage(req, { en: 'This field is required.', fr: 'Ce champ est obligatoire.' }) : true
  }
  return isIsoDate(value) ? true : inAdminLanguage(req, { en: 'Enter a date as yyyy-mm-dd, e.g. 2026-03-15.', fr: 'Entrez une date au format aaaa-mm-jj, p. ex. 2026-03-15.' })
}

type TextOptions = { required?: boolean; readOnly?: boolean; maxLength?: number; index?: boolean; unique?: boolean }

/** A text field with its label and description. */
export function textField(name: string, label: Label, description: Label, options: TextOptions = {}): TextField {
  const { readOnly = false, ...rest } = options
  return { name, type: 'text', label, ...rest, admin: { description, ...(readOnly ? { readOnly: true } : {}) } } as TextField
}

/** A business date kept as `yyyy-mm-dd` text (the ERP's DOC_DATE, BLINE_DATE…). */
export function isoDateField(name: string, label: Label, description: Label, options: { required?: boolean; readOnly?: boolean } = {}): TextField {
  return {
    name,
    type: 'text',
    label,
    required: options.required ?? false,
    maxLength: 10,
    validate: validateIsoDate,
    admin: { description, placeholder: 'yyyy-mm-dd', ...(options.readOnly ? { readOnly: true } : {}) },
  } as TextField
}

/** A postal address: street, city, state or province, ZIP or postal code, country. */
export function addressGroup(name: string, label: Label, description: Label, options: { readOnly?: boolean } = {}): GroupField {
  const admin = options.readOnly ? { readOnly: true } : {}
  const fields: Field[] = [
    { name: 'street', type: 'text', maxLength: 256, label: labels.street, admin: { ...admin, description: { en: 'Number and street', fr: 'Numéro et rue' } } },
    { name: 'city', type: 'text', maxLength: 50, label: labels.city, admin: { ...admin, description: { en: 'City or town', fr: 'Ville ou municipalité' } } },
    { name: 'state', type: 'text', maxLength: 50, label: labels.state, admin: { ...admin, description: { en: 'Two-letter state or province code', fr: 'Code de l’État ou de la province (2 lettres)' } } },
    { name: 'zipCode', type: 'text', maxLength: 20, label: labels.zipCode, admin: { ...admin, description: { en: 'ZIP code (US) or postal code (Canada)', fr: 'Code ZIP (États-Unis) ou code postal (Canada)' } } },
    { name: 'country', type: 'select', label: labels.country, options: countryOptions(ADDRESS_COUNTRIES), admin: { ...admin, description: { en: 'US or Canada', fr: 'États-Unis ou Canada' } } },
  ]
  return { name, type: 'group', label, admin: { description, ...admin }, fields }
}

/** The contact of a payer or a case: first and last name, e-mail, phone. */
export function personGroup(name: string, label: Label, description: Label, options: { readOnly?: boolean } = {}): GroupField {
  const ro = options.readOnly ?? false
  return {
    name,
    type: 'group',
    label,
    admin: { description, ...(ro ? { readOnly: true } : {}) },
    fields: [
      textField('firstName', labels.firstName, { en: 'As the payer typed it', fr: 'Tel que saisi par le payeur' }, { maxLength: 80, readOnly: ro }),
      textField('lastName', labels.lastName, { en: 'As the payer typed it', fr: 'Tel que saisi par le payeur' }, { maxLength: 80, readOnly: ro }),
      { name: 'email', type: 'email', label: labels.email, admin: { description: { en: 'Where the receipt and replies go', fr: 'Adresse du reçu et des réponses' }, ...(ro ? { readOnly: true } : {}) } },
      textField('phone', labels.phone, { en: 'In the +1 form', fr: 'Au format +1' }, { maxLength: 30, readOnly: ro }),
    ],
  }
}
