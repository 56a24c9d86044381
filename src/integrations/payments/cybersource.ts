// CyberSource Secure Acceptance (hosted checkout in an iframe) adapter: the signed request fields
// the frame posts to CyberSource, verification of the signed response CyberSource posts back, and
// the mapping of that response to our PaymentTransaction. Pure (node:crypto only).
//
// Signature (Secure Acceptance developer guide): base64(HMAC-SHA256(secret_key, data)) where data is
// "name=value,name=value,…" over the names listed in signed_field_names, in that order.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { signedDateTimeFormat } from './frameMessage'
import type { PaymentSession } from './session'
import type { AccountType, CardBrand, Decision, PaymentTransaction } from './types'

export const CYBERSOURCE_TEST_PAY_URL = 'https://testsecureacceptance.cybersource.com/embedded/pay'

export interface CyberSourceCredentials {
  profileId: string
  accessKey: string
  secretKey: string
}

export type SignedFields = Record<string, string>

/** The string that is signed: `name=value` for each signed field name, comma-joined, in order. */
export function dataToSign(fields: Record<string, string>, signedFieldNames: readonly string[]): string {
  return signedFieldNames.map((name) => `${name}=${fields[name] ?? ''}`).join(',')
}

export function sign(fields: Record<string, string>, signedFieldNames: readonly string[], secretKey: string): string {
  return createHmac('sha256', secretKey).update(dataToSign(fields, signedFieldNames), 'utf8').digest('base64')
}

const CS_LOCALES = { en: 'en-us', fr: 'fr-ca' } as const

/** Cents → `123.45`. */
const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/**
 * The fields the frame posts to Secure Acceptance for a session, signed. Card or bank details are
 * typed on CyberSource's page, so no field is left unsigned.
 */
export function buildSignedRequest(
  session: PaymentSession,
  credentials: CyberSourceCredentials,
  opts: { now?: Date; transactionUuid?: string; transactionType?: 'authorization' | 'sale'; receiptUrl?: string } = {},
): SignedFields {
  const fields: Record<string, string> = {
    access_key: credentials.accessKey,
    profile_id: credentials.profileId,
    transaction_uuid: opts.transactionUuid ?? randomUUID(),
    signed_field_names: '',
    unsigned_field_names: '',
    signed_date_time: signedDateTimeFormat(opts.now ?? new Date()),
    locale: CS_LOCALES[session.loc],
    transaction_type: opts.transactionType ?? 'authorization',
    reference_number: session.ref,
    amount: amount(session.amt),
    currency: session.cur,
    payment_method: session.mth,
    bill_to_forename: session.bt.firstName,
    bill_to_surname: session.bt.lastName,
    bill_to_email: session.bt.email,
    bill_to_phone: session.bt.phone,
    bill_to_address_line1: session.bt.street,
    bill_to_address_city: session.bt.city,
    bill_to_address_state: session.bt.state,
    bill_to_address_country: session.bt.country,
    bill_to_address_postal_code: session.bt.zipCode,
    // Our session id travels as a merchant-defined field, so the response names the session it pays.
    merchant_defined_data1: session.sid,
    // Echoed back signed: where the receipt page posts the frame's message, and in which format.
    merchant_defined_data2: session.po,
    merchant_defined_data3: session.fmt,
    ...(opts.receiptUrl ? { override_custom_receipt_page: opts.receiptUrl } : {}),
  }
  const names = Object.keys(fields)
  fields.signed_field_names = names.join(',')
  return { ...fields, signature: sign(fields, names, credentials.secretKey) }
}

/** True when the response's signature matches its signed fields (constant-time comparison). */
export function verifyResponseSignature(response: Record<string, string>, secretKey: string): boolean {
  const names = (response.signed_field_names ?? '').split(',').filter(Boolean)
  if (names.length === 0 || !response.signature || !names.includes('signed_field_names')) return false
  const expected = Buffer.from(sign(response, names, secretKey), 'base64')
  const given = Buffer.from(response.signature, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const CARD_TYPES: Record<string, CardBrand> = { '001': 'Visa', '002': 'MasterCard', '003': 'AmericanExpress', '004': 'Discovery' }
const ACCOUNT_TYPES: Record<string, AccountType> = { C: 'checking', S: 'savings' }

function decisionOf(value: string | undefined): Decision {
  if (value === 'ACCEPT') return 'ACCEPT'
  if (value === 'ERROR') return 'ERROR'
  // DECLINE, REVIEW (held for review: not captured as paid) and CANCEL are not payments.
  return 'DECLINE'
}

/** `123.45` → 12345, or NaN. */
function cents(value: string | undefined): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value ?? '')
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) : Number.NaN
}

/**
 * A verified Secure Acceptance response → our transaction, or null when it lacks what a
 * transaction needs. Call verifyResponseSignature first.
 */
export function mapResponse(response: Record<string, string>): PaymentTransaction | null {
  const isCheck = response.req_payment_method === 'echeck' || response.req_payment_method === 'check'
  const amountCents = cents(response.auth_amount || response.req_amount)
  const currency = response.req_currency
  const number = (isCheck ? response.req_echeck_account_number : response.req_card_number) ?? ''
  const brand = isCheck ? 'echeck' : CARD_TYPES[response.req_card_type ?? '']
  if (!response.transaction_id || !response.req_reference_number || !Number.isFinite(amountCents)) return null
  if ((currency !== 'USD' && currency !== 'CAD') || !brand || !/\d{4}$/.test(number)) return null
  return {
    id: response.transaction_id,
    sessionKey: response.req_merchant_defined_data1 || response.req_transaction_uuid || '',
    reference: response.req_reference_number,
    decision: decisionOf(response.decision),
    reasonCode: Number(response.reason_code ?? 0),
    amountCents,
    currency,
    method: isCheck ? 'echeck' : 'card',
    cardBrand: brand,
    last4: number.slice(-4),
    cardExpiry: isCheck ? null : response.req_card_expiry_date || null,
    accountType: isCheck ? (ACCOUNT_TYPES[response.req_echeck_account_type ?? ''] ?? null) : null,
    authCode: response.auth_code || null,
    authTransRefNo: response.auth_trans_ref_no || null,
    authTime: response.auth_time || null,
    signedDateTime: response.signed_date_time ?? '',
    billToFirstName: response.req_bill_to_forename ?? '',
    billToLastName: response.req_bill_to_surname ?? '',
    usedByOrder: null,
  }
}

/** The REST API credentials a void needs (Secure Acceptance's profile keys cannot void). */
export interface CyberSourceRestCredentials {
  merchantId: string
  /** The shared secret key's id (`keyid`) and the key itself, base64 as the Business Center shows it. */
  keyId: string
  sharedSecret: string
  /** `apitest.cybersource.com` (test) or `api.cybersource.com`. */
  host: string
}

export const CYBERSOURCE_TEST_REST_HOST = 'apitest.cybersource.com'

export interface SignedHttpRequest {
  method: 'POST'
  url: string
  headers: Record<string, string>
  body: string
}

/** RFC 7231 date, as the `v-c-date` header wants it. */
const httpDate = (now: Date) => now.toUTCString()

/**
 * The signed REST request that gives an approval back: an authorization reversal for a card
 * (`POST /pts/v2/payments/{id}/reversals`, the full amount), a void for an e-check debit
 * (`POST /pts/v2/payments/{id}/voids`). HTTP Signature authentication: `digest` is
 * SHA-256 of the body; the signature is base64(HMAC-SHA256(base64-decoded shared secret,
 * "host: …\nv-c-date: …\nrequest-target: post /pts/…\ndigest: …\nv-c-merchant-id: …")). Pure.
 */
export function buildVoidRequest(
  transaction: Pick<PaymentTransaction, 'id' | 'reference' | 'amountCents' | 'currency' | 'method'>,
  credentials: CyberSourceRestCredentials,
  opts: { now?: Date } = {},
): SignedHttpRequest {
  const kind = transaction.method === 'echeck' ? 'voids' : 'reversals'
  const path = `/pts/v2/payments/${encodeURIComponent(transaction.id)}/${kind}`
  const reference = { clientReferenceInformation: { code: transaction.reference } }
  const body = JSON.stringify(
    kind === 'reversals'
      ? { ...reference, reversalInformation: { amountDetails: { totalAmount: amount(transaction.amountCents), currency: transaction.currency }, reason: 'void' } }
      : reference,
  )
  const digest = `SHA-256=${createHash('sha256').update(body, 'utf8').digest('base64')}`
  const date = httpDate(opts.now ?? new Date())
  const signedHeaders: [string, string][] = [
    ['host', credentials.host],
    ['v-c-date', date],
    ['request-target', `post ${path}`],
    ['digest', digest],
    ['v-c-merchant-id', credentials.merchantId],
  ]
  const signingString = signedHeaders.map(([name, value]) => `${name}: ${value}`).join('\n')
  const signature = createHmac('sha256', Buffer.from(credentials.sharedSecret, 'base64')).update(signingString, 'utf8').digest('base64')
  return {
    method: 'POST',
    url: `https://${credentials.host}${path}`,
    headers: {
      'content-type': 'application/json',
      host: credentials.host,
      'v-c-date': date,
      digest,
      'v-c-merchant-id': credentials.merchantId,
      signature: `keyid="${credentials.keyId}", algorithm="HmacSHA256", headers="${signedHeaders.map(([name]) => name).join(' ')}", signature="${signature}"`,
    },
    body,
  }
}
