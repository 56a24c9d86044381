import { describe, expect, it } from 'vitest'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { contactAcknowledgement, contactAlert, contactDetails, type ContactMailInput } from './emails'
import { contactRequestSchema } from './schema'

const input = (locale: 'en' | 'fr', message = 'Three containers.\nJune 20.'): ContactMailInput => ({
  reference: 'CR-7K3M9P2Q',
  request: contactRequestSchema.parse({
    firstName: 'Amélie',
    lastName: 'Gagnon',
    company: 'Lumières <Inc>',
    email: 'amelie@example.com',
    phone: '514 555 0142',
    message,
    topic: 'Plan your event storage',
    captchaToken: 'x',
    idempotencyKey: '5f0c6d1e-8a3b-4c2d-9e1f-0a1b2c3d4e5f',
    locale,
    page: `/${locale}/solutions`,
  }),
  settings: { brandName: 'Boxline', phone: '1-800-555-0100', salesEmail: 'sales@boxline.example' },
  adminUrl: 'https://boxline.example/admin/collections/leads/7',
})

describe('the contact request e-mails', () => {
  it('acknowledges in the visitor’s language, replies to sales, with French typography', () => {
    const ack = contactAcknowledgement(input('fr'), getLooseTranslator('fr'))
    expect(ack).toMatchObject({ to: 'amelie@example.com', subject: 'Nous avons reçu votre demande CR-7K3M9P2Q', locale: 'fr', kind: 'lead-acknowledgement', replyTo: 'sales@boxline.example' })
    expect(ack.text).toContain('Bonjour Amélie,')
    expect(ack.text).toContain('Référence\u00a0: CR-7K3M9P2Q')
    expect(ack.text).not.toContain('/admin/')
    expect(ack.html).toContain('Lumières &lt;Inc&gt;')
    expect(ack.html).toContain('Three containers.<br>June 20.')
  })

  it('alerts sales in English with the form, the language, the page and the admin link; replies go to the visitor', () => {
    const alert = contactAlert(input('fr'), getLooseTranslator('en'))
    expect(alert).toMatchObject({ to: 'sales@boxline.example', locale: 'en', kind: 'lead-alert', replyTo: 'amelie@example.com' })
    expect(alert.subject).toBe('New contact request CR-7K3M9P2Q from Amélie Gagnon (Lumières <Inc>)')
    for (const line of ['Form: Plan your event storage', 'Language: French', 'Page: /fr/solutions', 'In the admin: https://boxline.example/admin/collections/leads/7']) expect(alert.text).toContain(line)
  })

  it('writes the lead’s details in English, without the message row when there is none', () => {
    const details = contactDetails(input('en', ''), getLooseTranslator('en'))
    expect(details.split('\n')).toEqual([
      'Reference: CR-7K3M9P2Q',
      'Name: Amélie Gagnon',
      'Company: Lumières <Inc>',
      'Email: amelie@example.com',
      'Phone: +1 514 555 0142',
      'Form: Plan your event storage',
      'Language: English',
      'Page: /en/solutions',
    ])
  })
})
