import { describe, expect, it } from 'vitest'
import { effectiveBillingAddress, isReadyForPayment, missingForPayment, type PayableCart } from './readiness'

const site = { street: '100 Main St', city: 'Buffalo', state: 'NY', zipCode: '14201', country: 'US' as const }
const ready: PayableCart = {
  status: 'Active',
  lines: [{} as NonNullable<PayableCart['lines']>[number]],
  contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '+1 716 555 0100', submittedAt: '2026-11-22T00:00:00Z' },
  siteAddress: site,
  billingSameAsSite: true,
  billingAddress: {},
  termsAcceptedAt: '2026-11-22T00:01:00Z',
}

describe('missingForPayment', () => {
  it('accepts a cart through both steps', () => {
    expect(missingForPayment(ready)).toEqual([])
    expect(isReadyForPayment(ready)).toBe(true)
  })
  it('names each missing part', () => {
    expect(missingForPayment(null)).toEqual(['cart'])
    expect(missingForPayment({ ...ready, status: 'Ordered' })).toEqual(['status'])
    expect(missingForPayment({ ...ready, lines: [] })).toEqual(['lines'])
    expect(missingForPayment({ ...ready, contact: { ...ready.contact, submittedAt: null } })).toEqual(['contact'])
    expect(missingForPayment({ ...ready, siteAddress: { ...site, city: ' ' } })).toEqual(['siteAddress', 'billingAddress'])
    expect(missingForPayment({ ...ready, billingSameAsSite: false })).toEqual(['billingAddress'])
    expect(missingForPayment({ ...ready, termsAcceptedAt: null })).toEqual(['terms'])
  })
  it('uses the billing address only when billing is not the site', () => {
    const billing = { ...site, street: '1 Bay St', city: 'Toronto', state: 'ON', zipCode: 'M5J 2N8', country: 'CA' as const }
    expect(effectiveBillingAddress({ ...ready, billingSameAsSite: false, billingAddress: billing })).toEqual(billing)
    expect(effectiveBillingAddress({ ...ready, billingAddress: billing })).toEqual(site)
  })
})
