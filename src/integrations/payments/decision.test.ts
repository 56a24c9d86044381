import { describe, expect, it } from 'vitest'
import { decideCard, decideEcheck, TEST_CARDS, TEST_ECHECK } from './decision'
import { cardTransaction, echeckTransaction, newTransactionId } from './embedded'
import { authTimeFormat, buildFrameMessage, signedDateTimeFormat } from './frameMessage'
import { newSession } from './session'
import type { CreatePaymentSessionInput } from './types'

describe('decision table (README.md)', () => {
  it('approves the four brands’ test cards and any other valid card', () => {
    for (const n of [TEST_CARDS.visa, TEST_CARDS.masterCard, TEST_CARDS.amex, TEST_CARDS.discover, '4242424242424242'])
      expect(decideCard(n)).toEqual({ decision: 'ACCEPT', reasonCode: 100 })
  })
  it('declines 4000 0000 0000 0002 and errs on 4000 0000 0000 0119', () => {
    expect(decideCard('4000000000000002')).toEqual({ decision: 'DECLINE', reasonCode: 203 })
    expect(decideCard('4000000000000119')).toEqual({ decision: 'ERROR', reasonCode: 150 })
  })
  it('e-checks: approves any account but the decline and error test accounts', () => {
    expect(TEST_ECHECK.routingNumber).toBe('021000021')
    expect(decideEcheck('123456789').decision).toBe('ACCEPT')
    expect(decideEcheck('4000000002').decision).toBe('DECLINE')
    expect(decideEcheck('4000000119').decision).toBe('ERROR')
  })
})

const input: CreatePaymentSessionInput = {
  reference: 'WC-7',
  amountCents: 123450,
  currency: 'USD',
  method: 'card',
  locale: 'en',
  parentOrigin: 'https://shop.example',
  billTo: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '+1 212 555 0100', street: '1 Main St', city: 'Albany', state: 'NY', zipCode: '12207', country: 'US' },
}
const now = new Date('2026-11-22T03:14:50.123Z')
const session = newSession(input, now.getTime())

describe('embedded transactions and the frame’s messages', () => {
  it('formats auth_time and signed_date_time in UTC', () => {
    expect(authTimeFormat(now)).toBe('2026-11-22T031450Z')
    expect(signedDateTimeFormat(now)).toBe('2026-11-22T03:14:50Z')
    expect(newTransactionId(now)).toMatch(/^\d{20}$/)
  })

  it('an approved card: brand, last four, expiry, auth code; never the full number', () => {
    const t = cardTransaction(session, { firstName: 'Jane', lastName: 'Doe', cardNumber: '378282246310005', expiry: '04/29', cvv: '1234' }, now)
    expect(t).toMatchObject({
      sessionKey: session.sid,
      reference: 'WC-7',
      decision: 'ACCEPT',
      reasonCode: 100,
      amountCents: 123450,
      currency: 'USD',
      method: 'card',
      cardBrand: 'AmericanExpress',
      last4: '0005',
      cardExpiry: '04-2029',
      accountType: null,
      authTime: '2026-11-22T031450Z',
      signedDateTime: '2026-11-22T03:14:50Z',
      usedByOrder: null,
    })
    expect(t.authCode).toMatch(/^\d{6}$/)
    expect(JSON.stringify(t)).not.toContain('378282246310005')
    expect(JSON.stringify(t)).not.toContain('1234"')
    expect(buildFrameMessage(t, 'checkout')).toEqual({
      status: 'success',
      response_data: {
        transaction_id: t.id,
        decision: 'ACCEPT',
        reason_code: '100',
        req_payment_method: 'card',
        auth_amount: '1234.50',
        req_amount: '1234.50',
        req_currency: 'USD',
        req_reference_number: 'WC-7',
        auth_code: t.authCode,
        auth_trans_ref_no: t.authTransRefNo,
        auth_time: '2026-11-22T031450Z',
        signed_date_time: '2026-11-22T03:14:50Z',
        req_card_expiry_date: '04-2029',
        card_type_name: 'AmericanExpress',
        req_bill_to_forename: 'Jane',
        req_bill_to_surname: 'Doe',
        req_card_number: 'xxxxxxxxxxxx0005',
        req_echeck_account_number: '',
      },
    })
    expect(buildFrameMessage(t, 'guest')).toEqual({
      status: 'success',
      cc_name: 'Jane Doe',
      cc_number: 'xxxxxxxxxxxx0005',
      cc_expire: '04-2029',
      cc_type: 'AmericanExpress',
      sub_id: t.id,
    })
  })

  it('a declined card: failure, no auth code or amount', () => {
    const t = cardTransaction(session, { firstName: 'Jane', lastName: 'Doe', cardNumber: TEST_CARDS.decline, expiry: '04/29', cvv: '123' }, now)
    expect(t).toMatchObject({ decision: 'DECLINE', reasonCode: 203, authCode: null, authTime: null, cardBrand: 'Visa', last4: '0002' })
    const message = buildFrameMessage(t, 'checkout')
    expect(message.status).toBe('failure')
    expect(message).toMatchObject({ response_data: { auth_amount: '', auth_code: '', decision: 'DECLINE' } })
  })

  it('an e-check: check method, masked account, holder name split into forename and surname', () => {
    const t = echeckTransaction(
      { ...session, mth: 'echeck' },
      { accountHolderName: 'Mary Ann Smith', routingNumber: '021000021', accountNumber: '4000000002', accountType: 'savings' },
      now,
    )
    expect(t).toMatchObject({ method: 'echeck', cardBrand: 'echeck', last4: '0002', accountType: 'savings', decision: 'DECLINE', cardExpiry: null, billToFirstName: 'Mary Ann', billToLastName: 'Smith' })
    expect(buildFrameMessage(t, 'checkout')).toMatchObject({
      status: 'failure',
      response_data: { req_payment_method: 'check', req_echeck_account_number: 'xxxxxx0002', req_card_number: '', card_type_name: 'echeck' },
    })
    expect(buildFrameMessage(t, 'guest')).toMatchObject({ cc_number: 'xxxxxx0002', cc_expire: '', cc_type: 'echeck' })
  })
})
