// The two e-mails of a support request (issue 5 §6): an alert to the service inbox (English, the
// staff's language) and an acknowledgement to the visitor in their language. Pure: texts come
// from the translators given.
import { mailLine, oneLine, renderMail, type MailRow } from '../mailLayout'
import type { MailMessage } from '@/integrations/mail/types'
import { serviceKey } from './labels'
import type { SupportRequest } from './schema'

/** A translator over all messages, as getLooseTranslator gives it. */
export type SupportT = (key: string, values?: Record<string, string | number>) => string

export interface SupportMailInput {
  reference: string
  request: SupportRequest
  /** City and state/province of each address as the postal data names them. */
  settings: { brandName: string; phone: string; serviceEmail: string }
  /** Link to the lead in the admin (not known yet when the lead's own details are written). */
  adminUrl?: string
}



/** "100 King St W, Toronto, ON M5V, Canada". */
function addressText(parts: { address: string; city: string; state: string; zip: string; country: 'us' | 'ca' }, t: SupportT): string {
  return `${parts.address}, ${parts.city}, ${parts.state} ${parts.zip}, ${t(`supportRequest.countries.${parts.country}`)}`
}

export const serviceName = (request: Pick<SupportRequest, 'serviceType'>, t: SupportT) => t(`supportRequest.services.${serviceKey(request.serviceType)}.title`)

/** The request as label/value rows, in form order. */
export function summaryRows(input: SupportMailInput, t: SupportT): MailRow[] {
  const r = input.request
  const label = (key: string) => t(`supportRequest.email.labels.${key}`)
  const rows: MailRow[] = [
    [label('reference'), input.reference],
    [label('service'), serviceName(r, t)],
    [label('name'), `${r.firstName} ${r.lastName}`],
    [label('company'), r.company],
    [label('email'), r.email],
    [label('phone'), r.phone],
  ]
  if (r.accountNumber) rows.push([label('accountNumber'), r.accountNumber])
  rows.push([label('requestedSite'), addressText({ address: r.requestedAddress, city: r.requestedCity, state: r.requestedState, zip: r.requestedZip, country: r.requestedCountry }, t)])
  if (r.contractNumber) rows.push([label('contractNumber'), r.contractNumber])
  if ('units' in r && r.units !== null) rows.push([label('units'), String(r.units)])
  if (r.serviceType === 'billing') rows.push([label('invoiceNumber'), r.invoiceNumber])
  if (r.serviceType === 'relocation') {
    rows.push([label('newSite'), addressText({ address: r.newSiteAddress, city: r.newSiteCity, state: r.newSiteState, zip: r.newSiteZip, country: r.newSiteCountry }, t)])
    rows.push([label('newSiteContact'), r.newSiteContact])
  }
  if (r.comments) rows.push([label(r.serviceType === 'repair' ? 'problem' : r.serviceType === 'billing' ? 'question' : 'comments'), r.comments])
  return rows
}


/** The acknowledgement to the visitor, in their language; replies go to the service inbox. */
export function supportAcknowledgement(input: SupportMailInput, t: SupportT): MailMessage {
  const { locale } = input.request
  const body = renderMail(locale, {
    before: [t('supportRequest.email.ack.greeting', { firstName: input.request.firstName }), t('supportRequest.email.ack.body', { service: serviceName(input.request, t) })],
    heading: t('supportRequest.email.ack.summary'),
    rows: summaryRows(input, t),
    after: [t('supportRequest.email.ack.footer', { phone: input.settings.phone }), t('supportRequest.email.ack.signature', { brand: input.settings.brandName })],
  })
  return {
    to: input.request.email,
    subject: oneLine(t('supportRequest.email.ack.subject', { reference: input.reference })),
    ...body,
    locale,
    kind: 'lead-acknowledgement',
    replyTo: input.settings.serviceEmail,
  }
}

/** The lead's `details` for staff: the request as readable lines, in English. */
export function supportDetails(input: SupportMailInput, tEnglish: SupportT): string {
  return [...summaryRows(input, tEnglish), [tEnglish('supportRequest.email.labels.language'), tEnglish(`supportRequest.email.languages.${input.request.locale}`)] as MailRow]
    .map(([label, value]) => mailLine('en', label, value))
    .join('\n')
}

/** The alert to the service inbox (site settings' serviceEmail), in English; replies go to the visitor. */
export function supportAlert(input: SupportMailInput, tEnglish: SupportT): MailMessage {
  const label = (key: string) => tEnglish(`supportRequest.email.labels.${key}`)
  const r = input.request
  const body = renderMail('en', {
    before: [tEnglish('supportRequest.email.alert.intro')],
    rows: [
      ...summaryRows(input, tEnglish),
      [label('language'), tEnglish(`supportRequest.email.languages.${r.locale}`)],
      ...(r.page ? [[label('page'), r.page] as MailRow] : []),
      ...(input.adminUrl ? [[label('admin'), input.adminUrl] as MailRow] : []),
    ],
    after: [tEnglish('supportRequest.email.alert.replyHint')],
  })
  return {
    to: input.settings.serviceEmail,
    subject: oneLine(tEnglish('supportRequest.email.alert.subject', { reference: input.reference, service: serviceName(r, tEnglish), name: `${r.firstName} ${r.lastName}` })),
    ...body,
    locale: 'en',
    kind: 'lead-alert',
    replyTo: r.email,
  }
}
