import { describe, expect, it } from 'vitest'
import { buildGatewayPayload, cardName, cardType, expiryLastDay, GATEWAY_PAYLOAD_KEYS, parseGatewayTime, phoenixDateTime, readFrameMessage } from './gatewayPayload'

const ids = { webCartId: '0b7c1f1e-2a3b-4c5d-8e9f-0123456789ab', sessionId: 'sess-1' }

const card = {
  transaction_id: 'tx_123',
  req_payment_method: 'card',
  auth_amount: '1234.56',
  req_currency: 'usd',
  auth_code: '831000',
  auth_trans_ref_no: 'REF42',
  auth_time: '2026-11-22T031845Z',
  signed_date_time: '2026-11-22T03:18:40Z',
  req_card_expiry_date: '02-2028',
  card_type_name: 'Visa',
  req_bill_to_forename: 'Jean',
  req_bill_to_surname: 'Tremblay',
  req_card_number: 'xxxxxxxxxxxx1111',
}

describe('buildGatewayPayload — card', () => {
  const payload = buildGatewayPayload(card, ids)

  it('has exactly the spec keys', () => {
    expect(Object.keys(payload).sort()).toEqual([...GATEWAY_PAYLOAD_KEYS].sort())
  })

  it('puts the transaction id in CC_NUMBER and the auth code in AUTH_CC_NO', () => {
    expect(payload.CC_NUMBER).toBe('tx_123')
    expect(payload.AUTH_CC_NO).toBe('831000')
    expect(payload.AUTH_REFNO).toBe('REF42')
    expect(payload.CC_TYPE).toBe('Visa')
    expect(payload.CURRENCY_CODE).toBe('USD')
    expect(payload.AUTHAMOUNT).toBe('1234.56')
    expect(payload.webCartId).toBe(ids.webCartId)
    expect(payload.sessionId).toBe('sess-1')
  })

  it('gives the expiry as the last day of its month (leap February)', () => {
    expect(payload.CC_VALID_T).toBe('2028-02-29')
  })

  it('gives the auth time in America/Phoenix (UTC−7, no daylight saving)', () => {
    // 03:18:45Z on Nov 22 is 20:18:45 on Nov 21 in Phoenix.
    expect(payload.AUTH_DATE).toBe('2026-11-21')
    expect(payload.AUTH_TIME).toBe('20:18:45')
  })

  it('names the card: last four, first and last name', () => {
    expect(payload.CC_NAME).toBe('1111 Jean Tremblay')
  })
})

describe('buildGatewayPayload — bank debit (e-check)', () => {
  const payload = buildGatewayPayload(
    {
      transaction_id: 'tx_ach',
      req_payment_method: 'echeck',
      auth_amount: '99.00',
      req_currency: 'USD',
      signed_date_time: '2026-07-01T06:30:00Z',
      card_type_name: 'echeck',
      req_bill_to_forename: 'Amélie',
      req_bill_to_surname: 'Gagnon',
      req_echeck_account_number: 'xxxxx6789',
      auth_code: 'SHOULD-NOT-APPEAR',
    },
    ids,
  )

  it('keeps the keys, mostly empty', () => {
    expect(Object.keys(payload).sort()).toEqual([...GATEWAY_PAYLOAD_KEYS].sort())
    for (const key of ['CC_VALID_T', 'AUTH_FLAG', 'AUTHORTYPE', 'CC_REACT', 'CC_STAT_EX', 'AUTH_CC_NO', 'AUTH_REFNO', 'CC_REACT_T'] as const) {
      expect(payload[key], key).toBe('')
    }
    expect(payload.CC_TYPE).toBe('echeck')
    expect(payload.CC_NUMBER).toBe('tx_ach')
  })

  it('uses the signed date for date and time (Phoenix, summer too: still UTC−7)', () => {
    expect(payload.AUTH_DATE).toBe('2026-06-30')
    expect(payload.AUTH_TIME).toBe('23:30:00')
  })

  it('puts the account number’s last four in the name', () => {
    expect(payload.CC_NAME).toBe('6789 Amélie Gagnon')
  })
})

describe('cardName', () => {
  it('cuts first and last name to 17 characters each', () => {
    expect(cardName('4242', 'Maximiliano-Alexandre', 'Vanderbilt-Montgomery')).toBe('4242 Maximiliano-Alexa Vanderbilt-Montgo')
    expect('Maximiliano-Alexa').toHaveLength(17)
  })
  it('counts accented letters as one character', () => {
    expect(cardName('1', 'ÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉ', 'X')).toBe(`1 ${'É'.repeat(17)} X`)
  })
  it('leaves out empty parts', () => {
    expect(cardName('', 'Ann', '')).toBe('Ann')
  })
})

describe('expiryLastDay', () => {
  it.each([
    ['01-2027', '2027-01-31'],
    ['04-2027', '2027-04-30'],
    ['02-2027', '2027-02-28'],
    ['02-2100', '2100-02-28'],
    ['02-2000', '2000-02-29'],
    ['12/29', '2029-12-31'],
    ['2030-06', '2030-06-30'],
    ['13-2027', ''],
    ['', ''],
    [undefined, ''],
  ])('%s → %s', (input, expected) => {
    expect(expiryLastDay(input)).toBe(expected)
  })
})

describe('gateway times', () => {
  it('reads compact and ISO forms', () => {
    expect(parseGatewayTime('2026-11-22T031845Z')?.toISOString()).toBe('2026-11-22T03:18:45.000Z')
    expect(parseGatewayTime('2026-11-22T03:18:45Z')?.toISOString()).toBe('2026-11-22T03:18:45.000Z')
    expect(parseGatewayTime('nonsense')).toBeNull()
    expect(phoenixDateTime(null)).toEqual({ date: '', time: '' })
  })
})

describe('cardType', () => {
  it.each([
    ['Visa', 'Visa'],
    ['American Express', 'AmericanExpress'],
    ['amex', 'AmericanExpress'],
    ['Mastercard', 'MasterCard'],
    ['Discover', 'Discovery'],
    ['eCheck', 'echeck'],
    ['Diners', null],
  ])('%s → %s', (name, type) => {
    expect(cardType(name)).toBe(type)
  })
})

describe('readFrameMessage', () => {
  it('accepts the spec shape, as object or JSON text', () => {
    expect(readFrameMessage({ status: 'success', response_data: { transaction_id: 't' } })).toEqual({ status: 'success', response_data: { transaction_id: 't' } })
    expect(readFrameMessage(JSON.stringify({ status: 'failure' }))).toEqual({ status: 'failure', response_data: {} })
  })
  it('ignores anything else', () => {
    expect(readFrameMessage({ status: 'ok' })).toBeNull()
    expect(readFrameMessage('not json')).toBeNull()
    expect(readFrameMessage(null)).toBeNull()
    expect(readFrameMessage({ source: 'react-devtools' })).toBeNull()
  })
})
