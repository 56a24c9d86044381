import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import enRoot from '@messages/en.json'
import frRoot from '@messages/fr.json'
import en from '@messages/en.json'
import fr from '@messages/fr.json'
import { buyQuoteAcknowledgement, buyQuoteAlert, buyQuoteDetails, type BuyQuoteMailInput, type RequestsT } from './emails'

const translator = (locale: 'en' | 'fr'): RequestsT => {
  const t = createTranslator({ locale, messages: locale === 'en' ? { ...en, ...enRoot } : { ...fr, ...frRoot } })
  return (key, values) => t(key as never, values as never)
}

const input: BuyQuoteMailInput = {
  reference: 'QB-7K3M9P2Q',
  locale: 'fr',
  page: '/fr/request-quote-buy/BX104233',
  contact: { firstName: 'Émilie', lastName: 'Gagnon', company: 'Gagnon & fils <inc>', email: 'emilie@example.com', phone: '+1 514 555 0123' },
  site: { zip: 'H3A 0G4', city: 'Montréal', state: 'QC' },
  comments: 'Livraison en mars.\nAccès par la ruelle.',
  unit: { unitNumber: 'BX104233', price: 315000, currency: 'USD' },
  unitLabels: {
    en: { productType: 'Storage container', place: 'Houston, TX, United States', price: '$3,150', status: 'Available' },
    fr: { productType: 'Conteneur d’entreposage', place: 'Houston (TX), États-Unis', price: '3\u00a0150\u00a0$\u00a0US', status: 'Disponible' },
  },
  bestOffer: 290050,
  settings: { brandName: 'Boxline', phone: '1-800-555-0199', salesEmail: 'sales@boxline.example' },
  adminUrl: 'https://boxline.example/admin/collections/leads/12',
}

describe('buy-quote e-mails', () => {
  it('acknowledges the visitor in their language, replies going to sales', () => {
    const mail = buyQuoteAcknowledgement(input, translator('fr'))
    expect(mail).toMatchObject({
      to: 'emilie@example.com',
      subject: 'Nous avons bien reçu votre demande de soumission pour l’unité BX104233',
      locale: 'fr',
      kind: 'lead-acknowledgement',
      replyTo: 'sales@boxline.example',
    })
    expect(mail.text).toContain('Bonjour Émilie,')
    expect(mail.text).toContain('Merci de votre intérêt pour l’unité BX104233 (Conteneur d’entreposage, Houston (TX), États-Unis).')
    expect(mail.text).toContain('Référence\u00a0: QB-7K3M9P2Q')
    expect(mail.text).toContain('Meilleure offre\u00a0: 2\u00a0901\u00a0$\u00a0US')
    expect(mail.text).toContain('Code postal du chantier\u00a0: H3A 0G4 (Montréal, QC)')
    expect(mail.text).toContain('Appelez-nous au 1-800-555-0199')
    expect(mail.text).not.toContain('<tel>')
    expect(mail.html).toContain('Gagnon &amp; fils &lt;inc&gt;')
    expect(mail.html).toContain('Livraison en mars.<br>Accès par la ruelle.')
  })

  it('alerts the sales inbox in English with the language, page and admin link, replies going to the visitor', () => {
    const mail = buyQuoteAlert(input, translator('en'))
    expect(mail).toMatchObject({
      to: 'sales@boxline.example',
      subject: 'New quote request to buy BX104233 from Émilie Gagnon',
      locale: 'en',
      kind: 'lead-alert',
      replyTo: 'emilie@example.com',
    })
    for (const line of ['Reference: QB-7K3M9P2Q', 'Unit: BX104233 — Storage container, Houston, TX, United States', 'Listed price: $3,150', 'Best offer: $2,901', 'Language: French', 'Page: /fr/request-quote-buy/BX104233', 'In the admin: https://boxline.example/admin/collections/leads/12']) {
      expect(mail.text).toContain(line)
    }
  })

  it('says when no offer was made and keeps subjects on one line', () => {
    const mail = buyQuoteAlert({ ...input, bestOffer: null, contact: { ...input.contact, lastName: 'Gagnon\r\nBcc: x@example.com' } }, translator('en'))
    expect(mail.text).toContain('Best offer: none (asks for the listed price)')
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })

  it('gives staff the same lines as the lead’s details, without the admin link', () => {
    const details = buyQuoteDetails({ ...input, adminUrl: undefined }, translator('en'))
    expect(details.split('\n')).toEqual([
      'Reference: QB-7K3M9P2Q',
      'Unit: BX104233 — Storage container, Houston, TX, United States',
      'Listed price: $3,150',
      'Best offer: $2,901',
      'Name: Émilie Gagnon',
      'Company: Gagnon & fils <inc>',
      'Email: emilie@example.com',
      'Phone: +1 514 555 0123',
      'Site ZIP or postal code: H3A 0G4 (Montréal, QC)',
      'Comments: Livraison en mars.',
      'Accès par la ruelle.',
      'Language: French',
    ])
  })
})
