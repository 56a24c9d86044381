// The window message the frame posts to its parent (spec 2 §7), built from a stored transaction.
// Pure and browser-safe: the gateway's server builds it, the frame posts it as is.
import { gatewayAmount } from './rules'
import type { MessageFormat, PaymentTransaction } from './types'

export type FrameStatus = 'success' | 'failure'

/** The checkout's message: `{status, response_data}` in CyberSource's field names. */
export interface CheckoutFrameMessage {
  status: FrameStatus
  response_data: {
    transaction_id: string
    decision: string
    reason_code: string
    req_payment_method: 'card' | 'check'
    auth_amount: string
    req_amount: string
    req_currency: string
    req_reference_number: string
    auth_code: string
    auth_trans_ref_no: string
    auth_time: string
    signed_date_time: string
    req_card_expiry_date: string
    card_type_name: string
    req_bill_to_forename: string
    req_bill_to_surname: string
    req_card_number: string
    req_echeck_account_number: string
  }
}

/** The guest payment's message (spec 2 §7): flat card fields and the subscription (transaction) id. */
export interface GuestFrameMessage {
  status: FrameStatus
  cc_name: string
  cc_number: string
  cc_expire: string
  /** The card result type (Visa, AmericanExpress, MasterCard, Discovery, echeck), for the post-payment's CCINS. */
  cc_type: string
  sub_id: string
}

export type FrameMessage = CheckoutFrameMessage | GuestFrameMessage

const masked = (t: PaymentTransaction, width: number) => 'x'.repeat(width - 4) + t.last4

/** `2026-11-22T03:14:50.123Z` → `2026-11-22T031450Z` (CyberSource's auth_time). */
export const authTimeFormat = (date: Date) => date.toISOString().replace(/:/g, '').replace(/\.\d{3}/, '')
/** `2026-11-22T03:14:50Z` (CyberSource's signed_date_time: ISO 8601 UTC, no fraction). */
export const signedDateTimeFormat = (date: Date) => date.toISOString().replace(/\.\d{3}/, '')

export function buildFrameMessage(t: PaymentTransaction, format: MessageFormat): FrameMessage {
  const status: FrameStatus = t.decision === 'ACCEPT' ? 'success' : 'failure'
  const isCard = t.method === 'card'
  const number = isCard ? masked(t, 16) : masked(t, 10)
  if (format === 'guest') {
    return {
      status,
      cc_name: `${t.billToFirstName} ${t.billToLastName}`.trim(),
      cc_number: number,
      cc_expire: t.cardExpiry ?? '',
      cc_type: t.cardBrand,
      sub_id: t.id,
    }
  }
  return {
    status,
    response_data: {
      transaction_id: t.id,
      decision: t.decision,
      reason_code: String(t.reasonCode),
      req_payment_method: isCard ? 'card' : 'check',
      auth_amount: status === 'success' ? gatewayAmount(t.amountCents) : '',
      req_amount: gatewayAmount(t.amountCents),
      req_currency: t.currency,
      req_reference_number: t.reference,
      auth_code: t.authCode ?? '',
      auth_trans_ref_no: t.authTransRefNo ?? '',
      auth_time: t.authTime ?? '',
      signed_date_time: t.signedDateTime,
      req_card_expiry_date: t.cardExpiry ?? '',
      card_type_name: t.cardBrand,
      req_bill_to_forename: t.billToFirstName,
      req_bill_to_surname: t.billToLastName,
      req_card_number: isCard ? number : '',
      req_echeck_account_number: isCard ? '' : number,
    },
  }
}
