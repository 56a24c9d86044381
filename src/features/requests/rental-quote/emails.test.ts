import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '@messages/en.json'
import fr from '@messages/fr.json'
import { rentalQuoteAcknowledgement, rentalQuoteAlert, rentalQuoteDetails, type RentalQuoteMailInput } from './emails'
import type { QuoteFormDefinition } from './fields'

const tr = (messages: typeof en) => {
  const t = createTranslator({ locale: 'en', messages })
  return (key: string, values?: Record<string, string | number>) => t(key as never, values as never)
}
const definition = (label: string, size: string, card: string): QuoteFormDefinition => ({
  fields: [
    { itemType: 'fieldText', name: 'firstName', label: 'First', required: true },
    { itemType: 'fieldDropdown', name: 'size', label, required: false, options: [{ value: '40ft', label: size }] },
  ],
  industries: [{ value: 'retail', label: 'Retail' }],
  optionCards: { mode: 'checkbox', cards: [{ value: 'office', title: card }] },
})
const input: RentalQuoteMailInput = {
  reference: 'QR-ABCDEFGH',
  locale: 'fr',
  page: '/fr/request-quote',
  values: { firstName: 'Émilie', lastName: 'Gagnon', email: 'emilie@example.com', size: '40ft' },
  site: { address: '100 King St W', city: 'Toronto', state: 'ON', zip: 'M5V 2T6', country: 'ca' },
  industry: 'other',
  otherIndustry: 'Cinéma',
  optionCards: ['office'],
  definitions: { en: definition('Container size', '40 ft', 'Site offices'), fr: definition('Taille du conteneur', '40 pi', 'Bureaux de chantier') },
  settings: { brandName: 'Boxline', phone: '1-800-555-0199', salesEmail: 'sales@boxline.example' },
  adminUrl: 'http://x/admin/collections/leads/1',
}

describe('rental quote e-mails', () => {
  it('alerts the sales inbox in English with the block’s English labels, replying to the visitor', () => {
    const mail = rentalQuoteAlert(input, tr(en))
    expect(mail).toMatchObject({ to: 'sales@boxline.example', replyTo: 'emilie@example.com', locale: 'en', kind: 'lead-alert', subject: 'New rental quote request from Émilie Gagnon' })
    expect(mail.text).toContain('Container size: 40 ft')
    expect(mail.text).toContain('Industry: Other — Cinéma')
    expect(mail.text).toContain('Options: Site offices')
    expect(mail.text).toContain('Language: French')
    expect(mail.text).toContain('In the admin: http://x/admin/collections/leads/1')
  })

  it('acknowledges in the visitor’s language with the block’s labels in that language', () => {
    const mail = rentalQuoteAcknowledgement(input, tr(fr as typeof en))
    expect(mail).toMatchObject({ to: 'emilie@example.com', locale: 'fr', kind: 'lead-acknowledgement', replyTo: 'sales@boxline.example' })
    expect(mail.text).toContain('Bonjour Émilie,')
    expect(mail.text).toContain('Taille du conteneur\u00a0: 40 pi')
    expect(mail.text).toContain('Adresse du chantier\u00a0: 100 King St W, Toronto, ON M5V 2T6, Canada')
    expect(mail.html).toContain('<th align="left" valign="top">Référence</th><td>QR-ABCDEFGH</td>')
  })

  it('gives staff the same lines in the lead’s details', () => {
    expect(rentalQuoteDetails(input, tr(en)).split('\n')[0]).toBe('Reference: QR-ABCDEFGH')
  })
})
