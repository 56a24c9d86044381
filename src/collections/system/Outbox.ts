import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { dateTimeAdmin, groups, languageOptions, type Label } from '../fields/labels'

export const OUTBOX_SLUG = 'outbox'

export const MAIL_KINDS = ['order-confirmation', 'lead-alert', 'lead-acknowledgement', 'payment-receipt', 'payment-not-charged', 'other'] as const
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const

const MAIL_KIND_LABELS: Record<(typeof MAIL_KINDS)[number], Label> = {
  'order-confirmation': { en: 'Order confirmation', fr: 'Confirmation de commande' },
  'lead-alert': { en: 'New request alert (staff)', fr: 'Avis de nouvelle demande (personnel)' },
  'lead-acknowledgement': { en: 'Request acknowledgement', fr: 'Accusé de réception de demande' },
  'payment-receipt': { en: 'Payment receipt', fr: 'Reçu de paiement' },
  'payment-not-charged': { en: 'Payment not charged', fr: 'Paiement non prélevé' },
  other: { en: 'Other', fr: 'Autre' },
}

const MAIL_STATUS_LABELS: Record<(typeof MAIL_STATUSES)[number], Label> = {
  queued: { en: 'Queued (not sent)', fr: 'En attente (non envoyé)' },
  sent: { en: 'Sent', fr: 'Envoyé' },
  failed: { en: 'Failed', fr: 'Échec' },
}

/**
 * Every e-mail the site sends (src/integrations/mail). Without SMTP_URL this is where mail is
 * delivered (status `queued`: recorded, not transmitted); with SMTP the row records the outcome
 * (`sent` / `failed` + error). Written only by the server through the Local API; read-only for
 * staff in the admin.
 */
export const Outbox: CollectionConfig = {
  slug: OUTBOX_SLUG,
  labels: { singular: { en: 'Outbox message', fr: 'Message de la boîte d’envoi' }, plural: { en: 'Outbox', fr: 'Boîte d’envoi' } },
  admin: {
    group: groups.system,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'status', 'createdAt'],
    listSearchableFields: ['subject', 'to'],
    description: {
      en: 'E-mails sent by the site. Without SMTP they are kept here (status queued).',
      fr: 'Courriels envoyés par le site. Sans serveur SMTP, ils sont conservés ici (statut « En attente »).',
    },
  },
  access: {
    read: staffOnly,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    {
      name: 'to',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'To', fr: 'Destinataires' },
      admin: { description: { en: 'Recipients, comma-separated.', fr: 'Destinataires, séparés par des virgules.' } },
    },
    { name: 'subject', type: 'text', required: true, label: { en: 'Subject', fr: 'Objet' } },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'other',
          index: true,
          label: { en: 'Kind', fr: 'Type' },
          options: MAIL_KINDS.map((value) => ({ value, label: MAIL_KIND_LABELS[value] })),
        },
        { name: 'locale', type: 'select', required: true, defaultValue: 'en', label: { en: 'Language', fr: 'Langue' }, options: languageOptions },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          label: { en: 'Status', fr: 'Statut' },
          options: MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value] })),
        },
      ],
    },
    { name: 'text', type: 'textarea', required: true, label: { en: 'Text version', fr: 'Version texte' } },
    { name: 'html', type: 'textarea', label: { en: 'HTML version', fr: 'Version HTML' } },
    {
      type: 'row',
      fields: [
        { name: 'sentAt', type: 'date', label: { en: 'Sent at', fr: 'Envoyé le' }, admin: dateTimeAdmin },
        { name: 'messageId', type: 'text', label: { en: 'Message id', fr: 'Identifiant du message' }, admin: { description: { en: 'SMTP message id.', fr: 'Identifiant SMTP du message.' } } },
      ],
    },
    { name: 'error', type: 'textarea', label: { en: 'Error', fr: 'Erreur' } },
  ],
}
