import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '@messages/en.json'
import fr from '@messages/fr.json'
import { supportAcknowledgement, supportAlert, supportDetails, type SupportMailInput } from './emails'
import { supportRequestSchema } from './schema'

const loose = (messages: typeof en, locale: 'en' | 'fr') => {
  const t = createTranslator({ locale, messages })
  return (key: string, values?: Record<string, string | number>) => t(key as never, values as never)
}
const tEn = loose(en, 'en')
const tFr = loose(fr as typeof en, 'fr')

const request = supportRequestSchema.parse({
  serviceType: 'relocation',
  firstName: 'Jeanne',
  lastName: 'Tremblay',
  company: 'Tremblay <Construction>',
  email: 'jeanne@example.com',
  phone: '416 555 0199',
  requestedCountry: 'ca',
  requestedState: 'ON',
  requestedZip: 'M5V',
  requestedCity: 'Toronto',
  requestedAddress: '100 King St W',
  contractNumber: 'RC-2024118',
  units: '2',
  newSiteCountry: 'us',
  newSiteState: 'TX',
  newSiteZip: '77056',
  newSiteCity: 'Houston',
  newSiteAddress: '2500 Post Oak Blvd',
  newSiteContact: 'Luc Gagnon',
  comments: 'Next Monday.\nGate code 12.',
  captchaToken: 'x',
  idempotencyKey: '3f0e7b8a-4c1d-4e2f-9a6b-1c2d3e4f5a6b',
  locale: 'fr',
  page: '/fr/request-service',
})

const input: SupportMailInput = {
  reference: 'SR-7K3M9P2Q',
  request,
  settings: { brandName: 'Boxline', phone: '1-800-555-0199', serviceEmail: 'service@boxline.example' },
  adminUrl: 'https://boxline.example/admin/collections/leads/7',
}

describe('support request e-mails', () => {
  it('alerts the service inbox in English, with every field, the page and the admin link; replies go to the visitor', () => {
    const mail = supportAlert(input, tEn)
    expect(mail).toMatchObject({ to: 'service@boxline.example', replyTo: 'jeanne@example.com', locale: 'en', kind: 'lead-alert' })
    expect(mail.subject).toBe('New service request SR-7K3M9P2Q: Move units to a new site from Jeanne Tremblay')
    for (const line of [
      'Service: Move units to a new site',
      'Service address: 100 King St W, Toronto, ON M5V, Canada',
      'Contract number: RC-2024118',
      'Number of units: 2',
      'New site: 2500 Post Oak Blvd, Houston, TX 77056, United States',
      'Contact on the new site: Luc Gagnon',
      'Language: French',
      'Page: /fr/request-service',
      'In the admin: https://boxline.example/admin/collections/leads/7',
    ]) {
      expect(mail.text).toContain(line)
    }
    expect(mail.html).toContain('Tremblay &lt;Construction&gt;')
    expect(mail.html).toContain('Next Monday.<br>Gate code 12.')
  })

  it('acknowledges in the visitor’s language; replies go to the service inbox', () => {
    const mail = supportAcknowledgement(input, tFr)
    expect(mail).toMatchObject({ to: 'jeanne@example.com', replyTo: 'service@boxline.example', locale: 'fr', kind: 'lead-acknowledgement' })
    expect(mail.subject).toBe('Nous avons reçu votre demande de service SR-7K3M9P2Q')
    expect(mail.text).toContain('Bonjour Jeanne,')
    expect(mail.text).toContain('Nouveau chantier\u00a0: 2500 Post Oak Blvd, Houston, TX 77056, États-Unis')
    expect(mail.text).not.toContain('/admin/')
  })

  it('gives staff the same lines in the lead’s details', () => {
    const details = supportDetails(input, tEn)
    expect(details).toMatch(/^Reference: SR-7K3M9P2Q\nService: Move units to a new site\n/)
    expect(details).toContain('Comments: Next Monday.')
    expect(details).toMatch(/Language: French$/)
  })
})
