import { describe, expect, it, vi } from 'vitest'
import type { DocLine } from '../rules'
import { allocationDigest } from './allocation'
import { MAX_GUEST_FRAMES, newGuestSession, readGuestSession, signGuestSession, withFrame } from './guestSession'

vi.mock('server-only', () => ({}))

const line = (BELNR: string, BUZEI: string, NETWR: string): DocLine =>
  ({ BUKRS: '1000', BELNR, GJAHR: '2026', BUZEI, NETWR, TOTAL_AMOUNT: '300.00', KUNNR: '1000234', SHORTPAY_REASON: '', SHORTPAY_REASON_TEXT: '' }) as DocLine

describe('allocationDigest (the split a payment frame was opened for)', () => {
  const split = [line('5100001', '001', '100.00'), line('5100002', '001', '200.00')]

  it('is the same for the same lines in any order', () => {
    expect(allocationDigest([...split].reverse())).toBe(allocationDigest(split))
  })

  it('differs for a changed split, swapped amounts, another item or another invoice', () => {
    const digest = allocationDigest(split)
    expect(allocationDigest([line('5100001', '001', '150.00'), line('5100002', '001', '150.00')])).not.toBe(digest)
    expect(allocationDigest([line('5100001', '001', '200.00'), line('5100002', '001', '100.00')])).not.toBe(digest)
    expect(allocationDigest([line('5100001', '002', '100.00'), line('5100002', '001', '200.00')])).not.toBe(digest)
    expect(allocationDigest([line('5100003', '001', '100.00'), line('5100002', '001', '200.00')])).not.toBe(digest)
  })
})

describe('the guest session remembers the frames opened in it', () => {
  const session = newGuestSession({ account: '1000234', companyCode: '1000', invoices: ['5100001'], payer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ap@example.com', phone: '+1 212 555 0100' }, locale: 'en' }, 0)

  it('keeps the latest frames, signed with the session', () => {
    let current = session
    for (let n = 1; n <= MAX_GUEST_FRAMES + 2; n++) current = withFrame(current, { session: `frame-${n}`, allocation: `digest-${n}` })
    expect(current.frames!.map((f) => f.session)).toEqual(Array.from({ length: MAX_GUEST_FRAMES }, (_, i) => `frame-${i + 3}`))
    const read = readGuestSession(signGuestSession(current, 'a-test-secret-of-enough-length-000'), 'a-test-secret-of-enough-length-000', 1000)
    expect(read.ok && read.value.frames).toEqual(current.frames)
  })
})
