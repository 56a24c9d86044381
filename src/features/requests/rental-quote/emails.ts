// The two e-mails of a rental quote request (issue 5 item 6): an alert to the sales inbox in
// English and an acknowledgement to the visitor in their language, and the lead's `details`.
// Pure: texts come from the translators and the block definitions given.
import type { Locale } from '@/i18n/routing'
import { mailLine, oneLine, renderMail, type MailRow } from '../mailLayout'
import type { MailMessage } from '@/integrations/mail/types'
import { inputFields, OTHER_INDUSTRY, type QuoteFormDefinition } from './fields'

export type RequestsT = (key: string, values?: Record<string, string | number>) => string
/** The validated request as the e-mails need it. */
export interface RentalQuoteMailInput {
  reference: string
  locale: Locale
  page: string | null
  values: Record<string, unknown>
  site: { address: string; city: string; state: string; zip: string; country: 'us' | 'ca' }
  industry: string
  otherIndustry: string
  optionCards: string[]
  /** The form block in the visitor's language and in English (labels of fields and options). */
  definitions: Record<Locale, QuoteFormDefinition>
  settings: { brandName: string; phone: string; salesEmail: string }
  adminUrl?: string
}

/** The visitor's answers, labelled in `locale`: the defined fields, the site, the industry, the options. */
export function summaryRows(input: RentalQuoteMailInput, locale: Locale, t: RequestsT): MailRow[] {
  const definition = input.definitions[locale]
  const label = (key: string) => t(`rentalQuote.email.labels.${key}`)
  const rows: MailRow[] = [[label('reference'), input.reference]]
  for (const field of inputFields(definition)) {
    const raw = input.values[field.name]
    const value = typeof raw === 'string' ? raw : ''
    if (!value) continue
    const shown = field.itemType === 'fieldDropdown' ? (field.options?.find((option) => option.value === value)?.label ?? value) : value
    rows.push([field.label, shown])
  }
  const { site } = input
  rows.push([label('site'), `${site.address}, ${site.city}, ${site.state} ${site.zip}, ${t(`rentalQuote.countries.${site.country}`)}`])
  if (input.industry) {
    const industry =
      input.industry === OTHER_INDUSTRY
        ? `${t('rentalQuote.otherIndustryOption')} — ${input.otherIndustry}`
        : (definition.industries.find((option) => option.value === input.industry)?.label ?? input.industry)
    rows.push([label('industry'), industry])
  }
  if (input.optionCards.length > 0) {
    rows.push([label('options'), input.optionCards.map((value) => definition.optionCards.cards.find((card) => card.value === value)?.title ?? value).join(', ')])
  }
  return rows
}


const contact = (input: RentalQuoteMailInput) => ({
  firstName: String(input.values.firstName ?? ''),
  name: `${String(input.values.firstName ?? '')} ${String(input.values.lastName ?? '')}`.trim(),
  email: String(input.values.email ?? ''),
})

/** The lead's `details` for staff: the request as readable lines, in English. */
export function rentalQuoteDetails(input: RentalQuoteMailInput, tEnglish: RequestsT): string {
  return [...summaryRows(input, 'en', tEnglish), [tEnglish('rentalQuote.email.labels.language'), tEnglish(`rentalQuote.email.languages.${input.locale}`)] as MailRow]
    .map(([label, value]) => mailLine('en', label, value))
    .join('\n')
}

/** The alert to the sales inbox, in English; replies go to the visitor. */
export function rentalQuoteAlert(input: RentalQuoteMailInput, tEnglish: RequestsT): MailMessage {
  const label = (key: string) => tEnglish(`rentalQuote.email.labels.${key}`)
  const rows: MailRow[] = [
    ...summaryRows(input, 'en', tEnglish),
    [label('language'), tEnglish(`rentalQuote.email.languages.${input.locale}`)],
    ...(input.page ? [[label('page'), input.page] as MailRow] : []),
    ...(input.adminUrl ? [[label('admin'), input.adminUrl] as MailRow] : []),
  ]
  const who = contact(input)
  return {
    to: input.settings.salesEmail,
    subject: oneLine(tEnglish('rentalQuote.email.alert.subject', { name: who.name })),
    ...renderMail('en', { before: [tEnglish('rentalQuote.email.alert.intro')], rows, after: [tEnglish('rentalQuote.email.alert.replyHint')] }),
    locale: 'en',
    kind: 'lead-alert',
    replyTo: who.email,
  }
}

/** The acknowledgement to the visitor, in their language; replies go to the sales inbox. */
export function rentalQuoteAcknowledgement(input: RentalQuoteMailInput, t: RequestsT): MailMessage {
  const who = contact(input)
  return {
    to: who.email,
    subject: oneLine(t('rentalQuote.email.ack.subject')),
    ...renderMail(input.locale, {
      before: [t('rentalQuote.email.ack.greeting', { firstName: who.firstName }), t('rentalQuote.email.ack.body')],
      heading: t('rentalQuote.email.ack.summary'),
      rows: summaryRows(input, input.locale, t),
      after: [t('rentalQuote.email.ack.footer', { phone: input.settings.phone }), t('rentalQuote.email.ack.signature', { brand: input.settings.brandName })],
    }),
    locale: input.locale,
    kind: 'lead-acknowledgement',
    replyTo: input.settings.salesEmail,
  }
}
