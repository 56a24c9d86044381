import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'

export const OUTBOX_SLUG = 'outbox'

export const MAIL_KINDS = ['order-confirmation', 'lead-alert', 'lead-acknowledgement', 'payment-receipt', 'other'] as const
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const

/**
 * Every e-mail the site sends (src/integrations/mail). Without SMTP_URL this is where mail is
 * delivered (status `queued`: recorded, not transmitted); with SMTP the row records the outcome
 * (`sent` / `failed` + error). Written only by the server through the Local API; read-only for
 * staff in the admin.
 */
export const Outbox: CollectionConfig = {
  slug: OUTBOX_SLUG,
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    group: 'System',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'status', 'createdAt'],
    listSearchableFields: ['subject', 'to'],
    description: 'E-mails sent by the site. Without SMTP they are kept here (status queued).',
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
    { name: 'to', type: 'text', required: true, index: true, admin: { description: 'Recipients, comma-separated.' } },
    { name: 'subject', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, defaultValue: 'other', index: true, options: [...MAIL_KINDS] },
        { name: 'locale', type: 'select', required: true, defaultValue: 'en', options: ['en', 'fr'] },
        { name: 'status', type: 'select', required: true, defaultValue: 'queued', index: true, options: [...MAIL_STATUSES] },
      ],
    },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'messageId', type: 'text', admin: { description: 'SMTP message id.' } },
      ],
    },
    { name: 'error', type: 'textarea' },
  ],
}
