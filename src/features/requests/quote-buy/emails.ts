// The two e-mails of a quote-to-buy request (spec issue 5 §6): an alert to the sales inbox and an
// acknowledgement to the visitor in their language. Pure: texts come from the translators given.
import { mailLine, oneLine, renderMail, type MailRow } from '../mailLayout'
import type { MailMessage } from '@/integrations/mail/types'
import type { Locale } from '@/i18n/routing'
import { formatMoneyNoDecimals, type Currency } from '@/lib/money'
import type { UnitLabels } from '@/features/units'

/** A translator over all messages (root + requests), as getServerTranslator gives it. */
export type RequestsT = (key: string, values?: Record<string, string | number>) => string

export interface BuyQuoteMailInput {
  reference: string
  locale: Locale
  page: string | null
  contact: { firstName: string; lastName: string; company: string; email: string; phone: string }
  site: { zip: string; city?: string | null; state?: string | null }
  comments: string
  unit: { unitNumber: string; price: number; currency: Currency }
  /** The unit's labels in the visitor's language and in English. */
  unitLabels: Record<Locale, UnitLabels>
  /** Cents, or null when the visitor asked for the listed price. */
  bestOffer: number | null
  settings: { brandName: string; phone: string; salesEmail: string }
  /** Link to the lead in the admin (not known yet when the lead's own details are written). */
  adminUrl?: string
}



function summaryRows(input: BuyQuoteMailInput, locale: Locale, t: RequestsT, extra: MailRow[] = []): MailRow[] {
  const labels = input.unitLabels[locale]
  const label = (key: string) => t(`requests.email.labels.${key}`)
  const place = [input.site.city, input.site.state].filter(Boolean).join(', ')
  const rows: MailRow[] = [
    [label('reference'), input.reference],
    [label('unit'), `${input.unit.unitNumber} — ${labels.productType}, ${labels.place}`],
    [label('listedPrice'), labels.price],
    [label('bestOffer'), input.bestOffer === null ? label('noOffer') : formatMoneyNoDecimals(input.bestOffer, input.unit.currency, locale)],
    [label('name'), `${input.contact.firstName} ${input.contact.lastName}`],
    [label('company'), input.contact.company],
    [label('email'), input.contact.email],
    [label('phone'), input.contact.phone],
    [label('site'), place ? `${input.site.zip} (${place})` : input.site.zip],
  ]
  if (input.comments) rows.push([label('comments'), input.comments])
  return [...rows, ...extra]
}


/** The acknowledgement to the visitor, in their language; replies go to the sales inbox. */
export function buyQuoteAcknowledgement(input: BuyQuoteMailInput, t: RequestsT): MailMessage {
  const { locale } = input
  const labels = input.unitLabels[locale]
  const body = renderMail(locale, {
    before: [
      t('requests.email.ack.greeting', { firstName: input.contact.firstName }),
      t('requests.email.ack.body', { unitNumber: input.unit.unitNumber, productType: labels.productType, place: labels.place }),
    ],
    heading: t('requests.email.ack.summary'),
    rows: summaryRows(input, locale, t),
    after: [t('requests.email.ack.footer', { phone: input.settings.phone }), t('requests.email.ack.signature', { brand: input.settings.brandName })],
  })
  return {
    to: input.contact.email,
    subject: oneLine(t('requests.email.ack.subject', { unitNumber: input.unit.unitNumber })),
    ...body,
    locale,
    kind: 'lead-acknowledgement',
    replyTo: input.settings.salesEmail,
  }
}

/** The lead's `details` for staff: the request as readable lines, in English. */
export function buyQuoteDetails(input: BuyQuoteMailInput, tEnglish: RequestsT): string {
  return summaryRows(input, 'en', tEnglish, [[tEnglish('requests.email.labels.language'), tEnglish(`requests.email.languages.${input.locale}`)]])
    .map(([label, value]) => mailLine('en', label, value))
    .join('\n')
}

/** The alert to the sales inbox, in English (the staff's language); replies go to the visitor. */
export function buyQuoteAlert(input: BuyQuoteMailInput, tEnglish: RequestsT): MailMessage {
  const label = (key: string) => tEnglish(`requests.email.labels.${key}`)
  const body = renderMail('en', {
    before: [tEnglish('requests.email.alert.intro')],
    rows: summaryRows(input, 'en', tEnglish, [
      [label('language'), tEnglish(`requests.email.languages.${input.locale}`)],
      ...(input.page ? [[label('page'), input.page] as MailRow] : []),
      ...(input.adminUrl ? [[label('admin'), input.adminUrl] as MailRow] : []),
    ]),
    after: [tEnglish('requests.email.alert.replyHint')],
  })
  return {
    to: input.settings.salesEmail,
    subject: oneLine(tEnglish('requests.email.alert.subject', { unitNumber: input.unit.unitNumber, name: `${input.contact.firstName} ${input.contact.lastName}` })),
    ...body,
    locale: 'en',
    kind: 'lead-alert',
    replyTo: input.contact.email,
  }
}
