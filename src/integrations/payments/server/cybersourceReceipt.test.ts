import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sign } from '../cybersource'
import type { PaymentTransaction } from '../types'

const SECRET = 'cs-test-secret-key-0123456789abcdef'
const stored = new Map<string, PaymentTransaction>()
let cyberSourceOn = true

vi.mock('../index', () => ({
  getCyberSourceSettings: () => (cyberSourceOn ? { profileId: 'P', accessKey: 'A', secretKey: SECRET, payUrl: 'https://cs.example/pay' } : null),
}))
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => ({}) }))
vi.mock('./transactions', () => ({
  findTransaction: async (_payload: unknown, id: string) => stored.get(id) ?? null,
  recordTransaction: async (_payload: unknown, t: PaymentTransaction) => {
    stored.set(t.id, t)
    return 'stored'
  },
}))

const { receiveCyberSourceResponse } = await import('./cybersourceReceipt')

function signed(fields: Record<string, string>) {
  const names = [...Object.keys(fields), 'signed_field_names']
  const all = { ...fields, signed_field_names: names.join(',') }
  return { ...all, signature: sign(all, names, SECRET) }
}

const response = signed({
  transaction_id: '7000000000000000009',
  decision: 'ACCEPT',
  reason_code: '100',
  req_locale: 'fr-ca',
  req_reference_number: 'WC-9',
  req_amount: '10.00',
  req_currency: 'USD',
  req_payment_method: 'card',
  req_card_type: '001',
  req_card_number: 'xxxxxxxxxxxx1111',
  req_card_expiry_date: '04-2039',
  req_merchant_defined_data1: 'sid-9',
  req_merchant_defined_data2: 'https://shop.example',
  req_merchant_defined_data3: 'checkout',
  auth_code: '123456',
  signed_date_time: '2026-11-22T03:14:50Z',
  req_bill_to_forename: 'Jane',
  req_bill_to_surname: '</script><b>Doe',
})

beforeEach(() => {
  stored.clear()
  cyberSourceOn = true
})

describe('receiveCyberSourceResponse', () => {
  it('records a verified response once and posts the checkout message to the signed parent origin, in the request’s language', async () => {
    const { status, html } = await receiveCyberSourceResponse(response, 'n0nce')
    expect(status).toBe(200)
    expect(html).toContain('lang="fr-CA"')
    expect(html).toContain('Paiement approuvé')
    expect(html).toContain('<script nonce="n0nce">window.parent.postMessage(')
    expect(html).toContain('"https://shop.example")')
    expect(html).toContain('"req_card_number":"xxxxxxxxxxxx1111"')
    // A name cannot close the script element.
    expect(html).not.toContain('</script><b>')
    expect(stored.get('7000000000000000009')).toMatchObject({ decision: 'ACCEPT', amountCents: 1000, sessionKey: 'sid-9' })
    expect((await receiveCyberSourceResponse(response, 'n')).status).toBe(200)
    expect(stored.size).toBe(1)
  })

  it('refuses a tampered response (403) and answers 404 when CyberSource is off', async () => {
    expect((await receiveCyberSourceResponse({ ...response, req_amount: '0.01' }, 'n')).status).toBe(403)
    expect(stored.size).toBe(0)
    cyberSourceOn = false
    expect((await receiveCyberSourceResponse(response, 'n')).status).toBe(404)
  })
})
