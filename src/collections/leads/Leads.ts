import type { CollectionConfig, Condition } from 'payload'
import { staffOnly } from '@/access'
import { moneyField } from '../fields/money'
import { countryOptions, currencyOptions, groups, languageOptions } from '../fields/labels'

export const LEADS_SLUG = 'leads'

/** What a lead came from: the quote to buy, the rental quote, the support request, a mini-form's contact request. */
export const LEAD_KINDS = ['buy-quote', 'rental-quote', 'support', 'contact'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** Where staff are with a lead. Every request starts as `new`. */
export const LEAD_STATUSES = ['new', 'in-progress', 'closed', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

const kindIs =
  (kind: LeadKind): Condition =>
  (data) =>
    data?.kind === kind

/**
 * Every request a visitor sends (quote to buy, rental quote, support request): one collection,
 * so staff have one inbox to sort by kind and status. Fields common to every form are top level
 * (contact, site address, comments, locale, page, time); kind-specific fields are in a group per
 * kind (`buyQuote` today; `rentalQuote` and `support` are added with their forms); `submitted`
 * keeps the whole validated request as received (JSON, for the API) and `details` the same as
 * readable lines for staff.
 *
 * Written only by the server (Local API with overrideAccess, in one transaction with its two
 * outbox e-mails); staff read it and change `status` and `staffNotes`. `idempotencyKey` (unique)
 * makes a repeated submission answer the first one instead of creating a second lead.
 */
export const Leads: CollectionConfig = {
  slug: LEADS_SLUG,
  labels: { singular: { en: 'Lead', fr: 'Demande' }, plural: { en: 'Leads', fr: 'Demandes' } },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'kind', 'status', 'lastName', 'company', 'email', 'createdAt'],
    listSearchableFields: ['reference', 'email', 'lastName', 'company'],
    group: groups.leads,
    description: {
      en: 'Quote and support requests from the site. Change the status as you work on them.',
      fr: 'Demandes de soumission et de service reçues du site. Changez le statut au fil du traitement.',
    },
  },
  access: {
    read: staffOnly,
    update: staffOnly,
    delete: staffOnly,
    create: () => false,
  },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          label: { en: 'Reference', fr: 'Référence' },
          admin: { readOnly: true, description: { en: 'Quoted to the visitor in the acknowledgement e-mail.', fr: 'Indiquée au visiteur dans le courriel d’accusé de réception.' } },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          label: { en: 'Kind', fr: 'Type' },
          admin: { readOnly: true },
          options: [
            { value: 'buy-quote', label: { en: 'Quote to buy a used unit', fr: 'Soumission pour l’achat d’une unité usagée' } },
            { value: 'rental-quote', label: { en: 'Rental quote', fr: 'Soumission de location' } },
            { value: 'support', label: { en: 'Support request', fr: 'Demande de service' } },
            { value: 'contact', label: { en: 'Contact request (mini-form)', fr: 'Demande de contact (mini-formulaire)' } },
          ],
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'new',
          label: { en: 'Status', fr: 'Statut' },
          options: [
            { value: 'new', label: { en: 'New', fr: 'Nouvelle' } },
            { value: 'in-progress', label: { en: 'In progress', fr: 'En cours' } },
            { value: 'closed', label: { en: 'Closed', fr: 'Fermée' } },
            { value: 'spam', label: { en: 'Spam', fr: 'Pourriel' } },
          ],
        },
      ],
    },
    { name: 'staffNotes', type: 'textarea', label: { en: 'Staff notes', fr: 'Notes internes' } },
    {
      type: 'collapsible',
      label: { en: 'Contact', fr: 'Coordonnées' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'firstName', type: 'text', required: true, label: { en: 'First name', fr: 'Prénom' }, admin: { readOnly: true } },
            { name: 'lastName', type: 'text', required: true, label: { en: 'Last name', fr: 'Nom' }, admin: { readOnly: true } },
            { name: 'company', type: 'text', label: { en: 'Company', fr: 'Entreprise' }, admin: { readOnly: true } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'email', type: 'email', required: true, index: true, label: { en: 'Email', fr: 'Courriel' }, admin: { readOnly: true } },
            { name: 'phone', type: 'text', label: { en: 'Phone', fr: 'Téléphone' }, admin: { readOnly: true } },
          ],
        },
      ],
    },
    {
      name: 'site',
      type: 'group',
      label: { en: 'Site', fr: 'Chantier' },
      admin: { description: { en: 'Where the unit or service is needed.', fr: 'Où l’unité ou le service est requis.' } },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'zip', type: 'text', label: { en: 'ZIP or postal code', fr: 'Code postal' }, admin: { readOnly: true } },
            {
              name: 'country',
              type: 'select',
              label: { en: 'Country', fr: 'Pays' },
              admin: { readOnly: true },
              options: [
                { value: 'us', label: { en: 'United States', fr: 'États-Unis' } },
                { value: 'ca', label: { en: 'Canada', fr: 'Canada' } },
              ],
            },
            { name: 'state', type: 'text', label: { en: 'State or province', fr: 'État ou province' }, admin: { readOnly: true } },
            { name: 'city', type: 'text', label: { en: 'City', fr: 'Ville' }, admin: { readOnly: true } },
          ],
        },
        { name: 'address', type: 'text', label: { en: 'Address', fr: 'Adresse' }, admin: { readOnly: true } },
      ],
    },
    { name: 'comments', type: 'textarea', label: { en: 'Comments', fr: 'Commentaires' }, admin: { readOnly: true } },
    {
      name: 'details',
      type: 'textarea',
      label: { en: 'Request details', fr: 'Détails de la demande' },
      admin: {
        readOnly: true,
        rows: 10,
        description: { en: 'Everything the visitor sent, as the sales alert lists it.', fr: 'Tout ce que le visiteur a envoyé, comme l’alerte aux ventes l’énumère.' },
      },
    },
    {
      name: 'buyQuote',
      type: 'group',
      label: { en: 'Quote to buy', fr: 'Soumission d’achat' },
      admin: { condition: kindIs('buy-quote') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'unit', type: 'relationship', relationTo: 'used-units', label: { en: 'Unit', fr: 'Unité' }, admin: { readOnly: true } },
            { name: 'unitNumber', type: 'text', index: true, label: { en: 'Unit number', fr: 'Numéro d’unité' }, admin: { readOnly: true } },
          ],
        },
        {
          type: 'row',
          fields: [
            moneyField({
              name: 'bestOffer',
              label: { en: 'Best offer', fr: 'Meilleure offre' },
              readOnly: true,
              currencyPath: 'buyQuote.currency',
              description: { en: 'Empty when the visitor made no offer.', fr: 'Vide si le visiteur n’a fait aucune offre.' },
            }),
            { name: 'currency', type: 'select', options: currencyOptions, label: { en: 'Currency', fr: 'Devise' }, admin: { readOnly: true } },
          ],
        },
        {
          name: 'unitSnapshot',
          type: 'json',
          label: { en: 'Unit as shown to the visitor', fr: 'Unité telle que présentée au visiteur' },
          // JSON for the API; staff read it in `details` (the admin's JSON editor loads from a CDN).
          admin: { hidden: true },
        },
      ],
    },
    {
      name: 'support',
      type: 'group',
      label: { en: 'Support request', fr: 'Demande de service' },
      admin: { condition: kindIs('support') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'serviceType',
              type: 'select',
              index: true,
              label: { en: 'Service', fr: 'Service' },
              admin: { readOnly: true },
              options: [
                { value: 'relocation', label: { en: 'Move units to a new site', fr: 'Déplacement d’unités vers un nouveau chantier' } },
                { value: 'pickup', label: { en: 'Pick-up (end of rental)', fr: 'Ramassage (fin de location)' } },
                { value: 'repair', label: { en: 'Repair or maintenance', fr: 'Réparation ou entretien' } },
                { value: 'billing', label: { en: 'Billing question', fr: 'Question de facturation' } },
                { value: 'add-units', label: { en: 'Add units', fr: 'Ajout d’unités' } },
              ],
            },
            { name: 'accountNumber', type: 'text', index: true, label: { en: 'Account number', fr: 'Numéro de compte' }, admin: { readOnly: true } },
            { name: 'contractNumber', type: 'text', index: true, label: { en: 'Contract number', fr: 'Numéro de contrat' }, admin: { readOnly: true } },
            { name: 'invoiceNumber', type: 'text', label: { en: 'Invoice number', fr: 'Numéro de facture' }, admin: { readOnly: true } },
            { name: 'units', type: 'number', label: { en: 'Units', fr: 'Unités' }, admin: { readOnly: true } },
          ],
        },
        {
          name: 'newSite',
          type: 'group',
          label: { en: 'New site', fr: 'Nouveau chantier' },
          admin: { condition: (_data, siblingData) => siblingData?.serviceType === 'relocation' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'zip', type: 'text', label: { en: 'ZIP or postal code', fr: 'Code postal' }, admin: { readOnly: true } },
                { name: 'country', type: 'select', options: countryOptions(['us', 'ca']), label: { en: 'Country', fr: 'Pays' }, admin: { readOnly: true } },
                { name: 'state', type: 'text', label: { en: 'State or province', fr: 'État ou province' }, admin: { readOnly: true } },
                { name: 'city', type: 'text', label: { en: 'City', fr: 'Ville' }, admin: { readOnly: true } },
              ],
            },
            { name: 'address', type: 'text', label: { en: 'Address', fr: 'Adresse' }, admin: { readOnly: true } },
            { name: 'contact', type: 'text', label: { en: 'Contact on the new site', fr: 'Personne-ressource au nouveau chantier' }, admin: { readOnly: true } },
          ],
        },
      ],
    },
    {
      name: 'rentalQuote',
      type: 'group',
      label: { en: 'Rental quote', fr: 'Soumission de location' },
      admin: { condition: kindIs('rental-quote') },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'formPage', type: 'relationship', relationTo: 'pages', label: { en: 'Form page', fr: 'Page du formulaire' }, admin: { readOnly: true } },
            { name: 'blockId', type: 'text', label: { en: 'Form block', fr: 'Bloc du formulaire' }, admin: { readOnly: true } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'industry', type: 'text', index: true, label: { en: 'Industry', fr: 'Secteur' }, admin: { readOnly: true } },
            { name: 'otherIndustry', type: 'text', label: { en: 'Other industry', fr: 'Autre secteur' }, admin: { readOnly: true } },
          ],
        },
        { name: 'options', type: 'text', hasMany: true, label: { en: 'Options chosen', fr: 'Options choisies' }, admin: { readOnly: true } },
      ],
    },
    {
      name: 'consentText',
      type: 'textarea',
      label: { en: 'Consent message shown', fr: 'Message de consentement affiché' },
      admin: { readOnly: true },
    },
    {
      name: 'submitted',
      type: 'json',
      label: { en: 'Request as received', fr: 'Demande telle que reçue' },
      admin: { hidden: true, description: { en: 'Every validated field of the form.', fr: 'Tous les champs validés du formulaire.' } },
    },
    {
      name: 'emails',
      type: 'relationship',
      relationTo: 'outbox',
      hasMany: true,
      label: { en: 'E-mails sent', fr: 'Courriels envoyés' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: languageOptions,
      label: { en: 'Language', fr: 'Langue' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'page', type: 'text', label: { en: 'Page', fr: 'Page' }, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'idempotencyKey',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Idempotency key', fr: 'Clé d’idempotence' },
      admin: { readOnly: true, position: 'sidebar', description: { en: 'Made by the form; a repeat with the same key gets the first answer.', fr: 'Créée par le formulaire; une répétition avec la même clé reçoit la première réponse.' } },
    },
    { name: 'requestHash', type: 'text', admin: { hidden: true } },
  ],
}
