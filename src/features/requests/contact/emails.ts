// The two e-mails of a mini-form's contact request: an alert to the sales inbox (English, the
// staff's language) and an acknowledgement to the visitor in their language. Pure: texts come
// from the translators given.
import type { MailMessage } from '@/integrations/mail/types'
import type { Locale } from '@/i18n/routing'
import { mailLine, oneLine, renderMail, type MailRow } from '../mailLayout'
import type { ContactRequest } from './schema'

/** A translator over all messages, as getLooseTranslator gives it. */
export type ContactT = (key: string, values?: Record<string, string | number>) => string

export interface ContactMailInput {
  reference: string
  request: ContactRequest
  settings: { brandName: string; phone: string; salesEmail: string }
  /** Link to the lead in the admin (not known yet when the lead's own details are written). */
  adminUrl?: string
}

/** The request as label/value rows, in form order. */
function summaryRows(input: ContactMailInput, t: ContactT): MailRow[] {
  const r = input.request
  const label = (key: string) => t(`contactRequest.email.labels.${key}`)
  const rows: MailRow[] = [
    [label('reference'), input.reference],
    [label('name'), `${r.firstName} ${r.lastName}`],
    [label('company'), r.company],
    [label('email'), r.email],
    [label('phone'), r.phone],
  ]
  if (r.message) rows.push([label('message'), r.message])
  return rows
}

/** Staff's extra rows: the form the visitor answered, their language and page. */
function staffRows(input: ContactMailInput, tEnglish: ContactT, locale: Locale): MailRow[] {
  const r = input.request
  const label = (key: string) => tEnglish(`contactRequest.email.labels.${key}`)
  return [
    ...(r.topic ? [[label('topic'), r.topic] as MailRow] : []),
    [label('language'), tEnglish(`contactRequest.email.languages.${locale}`)],
    ...(r.page ? [[label('page'), r.page] as MailRow] : []),
  ]
}

/** The acknowledgement to the visitor, in their language; replies go to the sales inbox. */
export function contactAcknowledgement(input: ContactMailInput, t: ContactT): MailMessage {
  const r = input.request
  return {
    to: r.email,
    subject: oneLine(t('contactRequest.email.ack.subject', { reference: input.reference })),
    ...renderMail(r.locale, {
      before: [t('contactRequest.email.ack.greeting', { firstName: r.firstName }), t('contactRequest.email.ack.body')],
      heading: t('contactRequest.email.ack.summary'),
      rows: summaryRows(input, t),
      after: [t('contactRequest.email.ack.footer', { phone: input.settings.phone }), t('contactRequest.email.ack.signature', { brand: input.settings.brandName })],
    }),
    locale: r.locale,
    kind: 'lead-acknowledgement',
    replyTo: input.settings.salesEmail,
  }
}

/** The lead's `details` for staff: the request as readable lines, in English. */
export function contactDetails(input: ContactMailInput, tEnglish: ContactT): string {
  return [...summaryRows(input, tEnglish), ...staffRows(input, tEnglish, input.request.locale)].map(([label, value]) => mailLine('en', label, value)).join('\n')
}

/** The alert to the sales inbox, in English; replies go to the visitor. */
export function contactAlert(input: ContactMailInput, tEnglish: ContactT): MailMessage {
  const r = input.request
  const admin: MailRow[] = input.adminUrl ? [[tEnglish('contactRequest.email.labels.admin'), input.adminUrl]] : []
  return {
    to: input.settings.salesEmail,
    subject: oneLine(tEnglish('contactRequest.email.alert.subject', { reference: input.reference, name: `${r.firstName} ${r.lastName}`, company: r.company })),
    ...renderMail('en', {
      before: [tEnglish('contactRequest.email.alert.intro')],
      rows: [...summaryRows(input, tEnglish), ...staffRows(input, tEnglish, r.locale), ...admin],
      after: [tEnglish('contactRequest.email.alert.replyHint')],
    }),
    locale: 'en',
    kind: 'lead-alert',
    replyTo: r.email,
  }
}
