// Types of the payment gateway shared by the shop, the gateway's server and its frame (browser-safe).

export type PaymentCurrency = 'USD' | 'CAD'
export type PaymentMethod = 'card' | 'echeck'
export type PaymentLocale = 'en' | 'fr'
/** Which window message the frame posts: the checkout's `response_data` or the guest payment's flat one. */
export type MessageFormat = 'checkout' | 'guest'

/** The spec's card result types (spec 2 §7), plus `echeck` for bank debits. */
export const CARD_BRANDS = ['Visa', 'AmericanExpress', 'MasterCard', 'Discovery'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]
export type PaymentBrand = CardBrand | 'echeck'

export const DECISIONS = ['ACCEPT', 'DECLINE', 'ERROR'] as const
export type Decision = (typeof DECISIONS)[number]

export const ACCOUNT_TYPES = ['checking', 'savings'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** Field order of each frame form (error summary order, first field to focus). */
export const CARD_FIELDS = ['firstName', 'lastName', 'cardNumber', 'expiry', 'cvv'] as const
export const ECHECK_FIELDS = ['accountHolderName', 'routingNumber', 'accountNumber', 'accountType'] as const

export interface BillTo {
  firstName: string
  lastName: string
  email: string
  phone: string
  street: string
  city: string
  state: string
  zipCode: string
  country: string
}

export interface CreatePaymentSessionInput {
  /** The shop's reference: the web cart id (checkout) or the guest payment's reference. */
  reference: string
  amountCents: number
  currency: PaymentCurrency
  method: PaymentMethod
  locale: PaymentLocale
  /** Exact origin of the page embedding the frame; the frame posts its message to it only. */
  parentOrigin: string
  billTo: BillTo
  messageFormat?: MessageFormat
}

/** A payment as the gateway recorded it. Never a full card or account number, never a CVV. */
export interface PaymentTransaction {
  /** The gateway's transaction id (`transaction_id` of the frame's message). */
  id: string
  sessionKey: string
  reference: string
  decision: Decision
  reasonCode: number
  amountCents: number
  currency: PaymentCurrency
  method: PaymentMethod
  cardBrand: PaymentBrand
  last4: string
  /** `MM-yyyy`, cards only. */
  cardExpiry: string | null
  /** E-checks only. */
  accountType: AccountType | null
  authCode: string | null
  authTransRefNo: string | null
  /** `2026-11-22T031450Z` (UTC), approvals only. */
  authTime: string | null
  /** ISO 8601 UTC, `2026-11-22T03:14:50Z`. */
  signedDateTime: string
  billToFirstName: string
  billToLastName: string
  /** The order that captured this payment, once claimed. */
  usedByOrder: string | null
  /** When the approval was voided (never capturable again); null otherwise. Optional for a transaction being built. */
  voidedAt?: string | null
}

/**
 * Where a transaction stands (stored, so staff can filter on it): `unclaimed` is an approval that
 * no order has captured and nobody has voided — the reconciliation job's work list.
 */
export const TRANSACTION_STATES = ['unclaimed', 'captured', 'voided', 'declined', 'error'] as const
export type TransactionState = (typeof TRANSACTION_STATES)[number]

/** Why the shop voided an approval instead of capturing it. */
export const VOID_REASONS = ['superseded', 'released', 'mismatch', 'not-ready', 'capture-failed', 'reconciled'] as const
export type VoidReason = (typeof VOID_REASONS)[number]

export type VoidResult =
  | { voided: true; transaction: PaymentTransaction }
  | { voided: false; reason: 'unknown' | 'not-approved' | 'reference-mismatch' | 'already-used' | 'already-voided'; transaction?: PaymentTransaction }

export type VerifyFailureReason = 'unknown' | 'declined' | 'voided' | 'amount-mismatch' | 'currency-mismatch' | 'reference-mismatch' | 'already-used'

export type VerifyResult =
  | { ok: true; transaction: PaymentTransaction }
  | { ok: false; reason: VerifyFailureReason; transaction?: PaymentTransaction }

export type ClaimResult = { claimed: true } | { claimed: false; reason: 'unknown' } | { claimed: false; reason: 'already-used'; usedByOrder: string }
