import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'

type Staff = (path: string, init?: RequestInit) => Promise<Response>

/** The leads and outbox e-mails a request test looks up as staff (`staffApi(base).staff`). */
export function leadLookups<Lead, Mail>(staff: Staff) {
  const docs = async <T>(path: string): Promise<T[]> => ((await (await staff(path)).json()) as { docs: T[] }).docs
  return {
    async leadsWithKey(key: string): Promise<Lead[]> {
      const res = await staff(`/leads?where[idempotencyKey][equals]=${key}&depth=0`)
      expect(res.status).toBe(200)
      return ((await res.json()) as { docs: Lead[] }).docs
    },
    leadsOfEmail: (email: string) => docs<Lead>(`/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`),
    outbox: (ids: number[]) => docs<Mail>(`/outbox?where[id][in]=${ids.join(',')}&depth=0&sort=id`),
  }
}

export type Service = 'relocation' | 'add-units' | 'pickup' | 'repair' | 'billing'

export const supportScenario: Record<Service, Record<string, string>> = {
  relocation: {
    contractNumber: 'rc-2024118',
    units: '2',
    newSiteCountry: 'United States',
    newSiteState: 'TX',
    newSiteZip: '77056',
    newSiteCity: 'Houston',
    newSiteAddress: '2500 Post Oak Blvd',
    newSiteContact: 'Luc Gagnon, 713 555 0100',
    comments: 'Next Monday, please.',
  },
  'add-units': { contractNumber: 'RC2024118', units: '3' },
  pickup: { contractNumber: 'RC2024118', units: '1', comments: 'Gate code 1234.' },
  repair: { units: '1', comments: 'The door of unit BX104233 does not close.' },
  billing: { contractNumber: 'RC-77', invoiceNumber: '90001234', comments: 'Why two delivery fees?' },
}

/** A support request's body as the form sends it, for one service, before its captcha is solved. */
export const supportRequest = (serviceType: Service, overrides: Record<string, unknown> = {}) => ({
  serviceType,
  firstName: 'Jeanne',
  lastName: 'Tremblay',
  company: 'Tremblay Construction',
  email: `support.${randomUUID().slice(0, 8)}@example.com`,
  phone: '(416) 555-0199',
  accountNumber: '',
  requestedCountry: 'ca',
  requestedState: 'ON',
  requestedZip: 'M5V',
  requestedCity: 'Toronto',
  requestedAddress: '100 King St W',
  ...supportScenario[serviceType],
  captchaToken: 'not-solved',
  idempotencyKey: randomUUID(),
  locale: 'en',
  page: '/en/request-service',
  ...overrides,
})
