import { describe, expect, it } from 'vitest'
import { buildSignedRequest, buildVoidRequest, dataToSign, mapResponse, sign, verifyResponseSignature } from './cybersource'
import type { PaymentSession } from './session'

// The expected signatures were computed independently of this code with OpenSSL:
//   printf '%s' "<data to sign>" | openssl dgst -sha256 -hmac 'cs-test-secret-key-0123456789abcdef' -binary | base64
const SECRET = 'cs-test-secret-key-0123456789abcdef'
const credentials = { profileId: 'PROFILE-1', accessKey: 'ak-0001', secretKey: SECRET }

const session: PaymentSession = {
  sid: 'sid-1',
  ref: 'WC-1001',
  amt: 123450,
  cur: 'CAD',
  mth: 'card',
  loc: 'fr',
  po: 'https://shop.example',
  fmt: 'checkout',
  bt: {
    firstName: 'Élise',
    lastName: 'Tremblay',
    email: 'elise@example.com',
    phone: '+1 514 555 0199',
    street: '100 Rue Sainte-Catherine',
    city: 'Montréal',
    state: 'QC',
    zipCode: 'H2X 1Y4',
    country: 'CA',
  },
  exp: Date.parse('2026-11-22T03:44:50Z'),
}

const REQUEST_DATA =
  'access_key=ak-0001,profile_id=PROFILE-1,transaction_uuid=3f1c6a8e-1111-4222-8333-444455556666,signed_field_names=access_key,profile_id,transaction_uuid,signed_field_names,unsigned_field_names,signed_date_time,locale,transaction_type,reference_number,amount,currency,payment_method,bill_to_forename,bill_to_surname,bill_to_email,bill_to_phone,bill_to_address_line1,bill_to_address_city,bill_to_address_state,bill_to_address_country,bill_to_address_postal_code,merchant_defined_data1,merchant_defined_data2,merchant_defined_data3,unsigned_field_names=,signed_date_time=2026-11-22T03:14:50Z,locale=fr-ca,transaction_type=authorization,reference_number=WC-1001,amount=1234.50,currency=CAD,payment_method=card,bill_to_forename=Élise,bill_to_surname=Tremblay,bill_to_email=elise@example.com,bill_to_phone=+1 514 555 0199,bill_to_address_line1=100 Rue Sainte-Catherine,bill_to_address_city=Montréal,bill_to_address_state=QC,bill_to_address_country=CA,bill_to_address_postal_code=H2X 1Y4,merchant_defined_data1=sid-1,merchant_defined_data2=https://shop.example,merchant_defined_data3=checkout'

describe('CyberSource Secure Acceptance request', () => {
  const fields = buildSignedRequest(session, credentials, {
    now: new Date('2026-11-22T03:14:50.123Z'),
    transactionUuid: '3f1c6a8e-1111-4222-8333-444455556666',
  })

  it('carries the required fields, signs all of them and leaves none unsigned', () => {
    expect(fields).toMatchObject({
      access_key: 'ak-0001',
      profile_id: 'PROFILE-1',
      transaction_type: 'authorization',
      reference_number: 'WC-1001',
      amount: '1234.50',
      currency: 'CAD',
      payment_method: 'card',
      locale: 'fr-ca',
      signed_date_time: '2026-11-22T03:14:50Z',
      unsigned_field_names: '',
    })
    expect(fields.signed_field_names.split(',')).toContain('signed_field_names')
    expect(dataToSign(fields, fields.signed_field_names.split(','))).toBe(REQUEST_DATA)
  })

  it('signs like OpenSSL: base64(HMAC-SHA256(secret, "name=value,…"))', () => {
    expect(fields.signature).toBe('cdFY8GXm0XetLiXVTXHxUu4HEnpubE8KGYrsPpzv9wk=')
  })

  it('can sign a sale instead of an authorization, and a receipt page of ours', () => {
    const sale = buildSignedRequest(session, credentials, { transactionType: 'sale', receiptUrl: 'https://shop.example/gateway/api/cybersource/receipt' })
    expect(sale.transaction_type).toBe('sale')
    expect(sale.override_custom_receipt_page).toBe('https://shop.example/gateway/api/cybersource/receipt')
    expect(sale.signed_field_names.split(',')).toContain('override_custom_receipt_page')
    expect(verifyResponseSignature(sale, SECRET)).toBe(true)
  })
})

describe('CyberSource response verification', () => {
  const response = {
    transaction_id: '7000000000000000001',
    decision: 'ACCEPT',
    req_amount: '99.95',
    signed_field_names: 'transaction_id,decision,req_amount,signed_field_names',
    signature: '5d9LbJhjUaYus58aXH5+3JlE+zFX/MLA1E3OlT7tob8=',
  }

  it('accepts the OpenSSL-computed signature', () => {
    expect(sign(response, response.signed_field_names.split(','), SECRET)).toBe(response.signature)
    expect(verifyResponseSignature(response, SECRET)).toBe(true)
  })

  it('rejects a tampered field, a changed field list, a wrong key or a missing signature', () => {
    expect(verifyResponseSignature({ ...response, req_amount: '9.95' }, SECRET)).toBe(false)
    expect(verifyResponseSignature({ ...response, decision: 'DECLINE' }, SECRET)).toBe(false)
    expect(verifyResponseSignature({ ...response, signed_field_names: 'transaction_id,signed_field_names' }, SECRET)).toBe(false)
    expect(verifyResponseSignature(response, 'another-secret-key')).toBe(false)
    expect(verifyResponseSignature({ ...response, signature: '' }, SECRET)).toBe(false)
    expect(verifyResponseSignature({ ...response, signature: 'c2hvcnQ=' }, SECRET)).toBe(false)
  })

  it('refuses a response whose field list does not cover itself', () => {
    const names = 'transaction_id,decision,req_amount'
    expect(verifyResponseSignature({ ...response, signed_field_names: names, signature: sign(response, names.split(','), SECRET) }, SECRET)).toBe(false)
  })
})

describe('mapResponse', () => {
  const card = {
    transaction_id: '7000000000000000002',
    decision: 'ACCEPT',
    reason_code: '100',
    req_reference_number: 'WC-1001',
    req_transaction_uuid: 'uuid-1',
    req_merchant_defined_data1: 'sid-1',
    req_amount: '1234.50',
    auth_amount: '1234.50',
    req_currency: 'CAD',
    req_payment_method: 'card',
    req_card_type: '003',
    req_card_number: 'xxxxxxxxxxx0005',
    req_card_expiry_date: '04-2029',
    auth_code: '831000',
    auth_trans_ref_no: 'REF123',
    auth_time: '2026-11-22T031450Z',
    signed_date_time: '2026-11-22T03:14:50Z',
    req_bill_to_forename: 'Élise',
    req_bill_to_surname: 'Tremblay',
  }

  it('maps an approved card payment to our transaction', () => {
    expect(mapResponse(card)).toEqual({
      id: '7000000000000000002',
      sessionKey: 'sid-1',
      reference: 'WC-1001',
      decision: 'ACCEPT',
      reasonCode: 100,
      amountCents: 123450,
      currency: 'CAD',
      method: 'card',
      cardBrand: 'AmericanExpress',
      last4: '0005',
      cardExpiry: '04-2029',
      accountType: null,
      authCode: '831000',
      authTransRefNo: 'REF123',
      authTime: '2026-11-22T031450Z',
      signedDateTime: '2026-11-22T03:14:50Z',
      billToFirstName: 'Élise',
      billToLastName: 'Tremblay',
      usedByOrder: null,
    })
  })

  it('maps a declined e-check, and review or cancel as not paid', () => {
    const check = mapResponse({
      ...card,
      decision: 'DECLINE',
      reason_code: '203',
      req_payment_method: 'echeck',
      req_card_type: '',
      req_echeck_account_number: 'xxxxxx0002',
      req_echeck_account_type: 'S',
      auth_amount: '',
    })
    expect(check).toMatchObject({ decision: 'DECLINE', method: 'echeck', cardBrand: 'echeck', last4: '0002', accountType: 'savings', cardExpiry: null })
    expect(mapResponse({ ...card, decision: 'REVIEW' })?.decision).toBe('DECLINE')
    expect(mapResponse({ ...card, decision: 'CANCEL' })?.decision).toBe('DECLINE')
    expect(mapResponse({ ...card, decision: 'ERROR' })?.decision).toBe('ERROR')
  })

  it('refuses a response without a transaction id, a known currency or an amount', () => {
    expect(mapResponse({ ...card, transaction_id: '' })).toBeNull()
    expect(mapResponse({ ...card, req_currency: 'EUR' })).toBeNull()
    expect(mapResponse({ ...card, auth_amount: '', req_amount: 'abc' })).toBeNull()
    expect(mapResponse({ ...card, req_card_type: '999' })).toBeNull()
  })
})

describe('buildVoidRequest (the signed REST call that gives an approval back; never sent in tests)', () => {
  // Expected values computed with OpenSSL, independently of this code:
  //   digest:    printf '%s' "$BODY" | openssl dgst -sha256 -binary | base64
  //   signature: printf "host: …\nv-c-date: …\nrequest-target: …\ndigest: …\nv-c-merchant-id: …" \
  //                | openssl dgst -sha256 -mac HMAC -macopt hexkey:<hex of the decoded secret> -binary | base64
  const rest = { merchantId: 'boxline_test', keyId: 'key-0001', sharedSecret: 'Y3MtcmVzdC1zaGFyZWQtc2VjcmV0LTAxMjM0NTY3ODk=', host: 'apitest.cybersource.com' }
  const now = new Date('2026-11-25T12:00:00Z')
  const card = { id: '7000000000000000001', reference: 'WC-1001', amountCents: 123450, currency: 'CAD' as const, method: 'card' as const }

  it('reverses a card authorization for its full amount, signed with the shared secret', () => {
    const request = buildVoidRequest(card, rest, { now })
    expect(request.method).toBe('POST')
    expect(request.url).toBe('https://apitest.cybersource.com/pts/v2/payments/7000000000000000001/reversals')
    expect(JSON.parse(request.body)).toEqual({
      clientReferenceInformation: { code: 'WC-1001' },
      reversalInformation: { amountDetails: { totalAmount: '1234.50', currency: 'CAD' }, reason: 'void' },
    })
    expect(request.headers).toMatchObject({
      host: 'apitest.cybersource.com',
      'v-c-date': 'Wed, 25 Nov 2026 12:00:00 GMT',
      'v-c-merchant-id': 'boxline_test',
      digest: 'SHA-256=kPKPqUycixGZyJHz/0Rv1gezXARj9QAmP2Icxys0J/c=',
      'content-type': 'application/json',
    })
    expect(request.headers.signature).toBe(
      'keyid="key-0001", algorithm="HmacSHA256", headers="host v-c-date request-target digest v-c-merchant-id", signature="knUjhEvaSweE3pwGTXjAVl4vy+j9S4Cf7hDhJ6XTri4="',
    )
  })

  it('voids an e-check debit instead, and any change to the body breaks the digest', () => {
    const request = buildVoidRequest({ ...card, method: 'echeck', currency: 'USD' }, rest, { now })
    expect(request.url).toBe('https://apitest.cybersource.com/pts/v2/payments/7000000000000000001/voids')
    expect(JSON.parse(request.body)).toEqual({ clientReferenceInformation: { code: 'WC-1001' } })
    expect(buildVoidRequest({ ...card, amountCents: 123451 }, rest, { now }).headers.digest).not.toBe('SHA-256=kPKPqUycixGZyJHz/0Rv1gezXARj9QAmP2Icxys0J/c=')
  })
})
