// The hosted frame's window message → the card-gateway payment payload of POST /api/ecomm-payment
// (spec 2 §3 "Card-gateway payment payload", §7, §9). Pure and client-safe: the payment page runs
// it in the browser. The server never trusts these values: it only reads webCartId, CC_NUMBER
// (the transaction id) and sessionId, and asks the gateway for the rest.

/** The frame's `response_data` (spec 2 §7); every field is a string when present. */
export type FrameResponseData = {
  transaction_id?: string
  req_payment_method?: string
  auth_amount?: string
  req_currency?: string
  auth_code?: string
  auth_trans_ref_no?: string
  auth_time?: string
  signed_date_time?: string
  req_card_expiry_date?: string
  card_type_name?: string
  req_bill_to_forename?: string
  req_bill_to_surname?: string
  req_card_number?: string
  req_echeck_account_number?: string
}

export type FrameMessage = { status: 'success' | 'failure'; response_data?: FrameResponseData }

export const GATEWAY_PAYLOAD_KEYS = [
  'webCartId',
  'CC_TYPE',
  'CC_NUMBER',
  'CC_VALID_T',
  'AUTH_FLAG',
  'AUTHORTYPE',
  'CC_REACT',
  'CC_STAT_EX',
  'AUTHAMOUNT',
  'CURRENCY_CODE',
  'AUTH_DATE',
  'AUTH_TIME',
  'AUTH_CC_NO',
  'AUTH_REFNO',
  'CC_REACT_T',
  'CC_NAME',
  'sessionId',
] as const

export type GatewayPayload = Record<(typeof GATEWAY_PAYLOAD_KEYS)[number], string>

/** Spec 2 §9: auth times are given in Arizona time (no daylight saving). */
export const AUTH_TIME_ZONE = 'America/Phoenix'
/** Spec 2 §9: first and last name are each cut to 17 characters in CC_NAME. */
export const CARD_NAME_PART_MAX = 17

/** Spec 2 §7 card result types. */
export const CARD_TYPES = ['Visa', 'AmericanExpress', 'MasterCard', 'Discovery', 'echeck'] as const
export type CardType = (typeof CARD_TYPES)[number]

/** The gateway's brand name (any spelling) → the spec's card type; null when unknown. */
export function cardType(name: string | undefined): CardType | null {
  const key = (name ?? '').toLowerCase().replace(/[^a-z]/g, '')
  if (key === 'visa') return 'Visa'
  if (key === 'amex' || key === 'americanexpress') return 'AmericanExpress'
  if (key === 'mastercard' || key === 'mc') return 'MasterCard'
  if (key === 'discover' || key === 'discovery') return 'Discovery'
  if (key === 'echeck' || key === 'check' || key === 'ach') return 'echeck'
  return null
}

/** The last four digits of a masked number ("xxxxxxxxxxxx1111" → "1111"); "" without digits. */
export function lastFour(masked: string | undefined): string {
  return (masked ?? '').replace(/\D/g, '').slice(-4)
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The card expiry as the last day of its month, `yyyy-mm-dd` (CC_VALID_T). Accepts the gateway's
 * `MM-yyyy` and also `MM/yyyy`, `MM/yy` or `yyyy-MM`; "" when unreadable.
 */
export function expiryLastDay(expiry: string | undefined): string {
  const text = (expiry ?? '').trim()
  const monthFirst = /^(\d{1,2})[-/](\d{2}|\d{4})$/.exec(text)
  const yearFirst = /^(\d{4})-(\d{1,2})$/.exec(text)
  const [month, yearText] = monthFirst ? [Number(monthFirst[1]), monthFirst[2]!] : yearFirst ? [Number(yearFirst[2]), yearFirst[1]!] : [0, '']
  if (month < 1 || month > 12) return ''
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText)
  // Day 0 of the next month is the last day of this one (UTC, so no time zone shifts it).
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${pad(month)}-${pad(lastDay)}`
}

/**
 * A gateway time → an instant. Reads Secure Acceptance's `auth_time` (`2026-11-22T031845Z`) and
 * ISO times such as `signed_date_time` (`2026-11-22T03:18:45Z`); null when unreadable.
 */
export function parseGatewayTime(text: string | undefined): Date | null {
  const value = (text ?? '').trim()
  const compact = /^(\d{4})-?(\d{2})-?(\d{2})T(\d{2}):?(\d{2}):?(\d{2})Z$/.exec(value)
  if (compact) {
    const [, y, mo, d, h, mi, s] = compact.map(Number) as [number, number, number, number, number, number, number]
    const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s))
    return Number.isNaN(date.getTime()) ? null : date
  }
  const date = new Date(value)
  return value && !Number.isNaN(date.getTime()) ? date : null
}

/** An instant as `{date: 'yyyy-mm-dd', time: 'HH:mm:ss'}` in America/Phoenix; empty strings for null. */
export function phoenixDateTime(instant: Date | null): { date: string; time: string } {
  if (!instant) return { date: '', time: '' }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: AUTH_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` }
}

/** CC_NAME: last four + first name cut to 17 + last name cut to 17, joined by single spaces. */
export function cardName(lastFourDigits: string, firstName: string | undefined, lastName: string | undefined): string {
  const cut = (name: string | undefined) => Array.from((name ?? '').trim()).slice(0, CARD_NAME_PART_MAX).join('')
  return [lastFourDigits, cut(firstName), cut(lastName)].filter(Boolean).join(' ')
}

export function isBankDebit(data: FrameResponseData): boolean {
  return cardType(data.req_payment_method) === 'echeck' || cardType(data.card_type_name) === 'echeck'
}

/** Approved card authorization flags of the payload (the spec names the keys, not their values). */
const CARD_AUTHORIZED = { AUTH_FLAG: 'X', AUTHORTYPE: 'A', CC_REACT: 'A', CC_STAT_EX: 'C', CC_REACT_T: 'Approved' } as const

/**
 * The payload for a successful frame message. Card: the authorization's fields, the auth time in
 * Phoenix time. Bank debit: the same keys, mostly empty; the account's last four in CC_NAME and
 * the signed date for AUTH_DATE and AUTH_TIME.
 */
export function buildGatewayPayload(data: FrameResponseData, ids: { webCartId: string; sessionId: string }): GatewayPayload {
  const common = {
    webCartId: ids.webCartId,
    CC_NUMBER: data.transaction_id ?? '',
    AUTHAMOUNT: data.auth_amount ?? '',
    CURRENCY_CODE: (data.req_currency ?? '').toUpperCase(),
    sessionId: ids.sessionId,
  }
  if (isBankDebit(data)) {
    const signed = phoenixDateTime(parseGatewayTime(data.signed_date_time))
    return {
      ...common,
      CC_TYPE: 'echeck',
      CC_VALID_T: '',
      AUTH_FLAG: '',
      AUTHORTYPE: '',
      CC_REACT: '',
      CC_STAT_EX: '',
      AUTH_DATE: signed.date,
      AUTH_TIME: signed.time,
      AUTH_CC_NO: '',
      AUTH_REFNO: '',
      CC_REACT_T: '',
      CC_NAME: cardName(lastFour(data.req_echeck_account_number), data.req_bill_to_forename, data.req_bill_to_surname),
    }
  }
  const auth = phoenixDateTime(parseGatewayTime(data.auth_time) ?? parseGatewayTime(data.signed_date_time))
  return {
    ...common,
    ...CARD_AUTHORIZED,
    CC_TYPE: cardType(data.card_type_name) ?? data.card_type_name ?? '',
    CC_VALID_T: expiryLastDay(data.req_card_expiry_date),
    AUTH_DATE: auth.date,
    AUTH_TIME: auth.time,
    AUTH_CC_NO: data.auth_code ?? '',
    AUTH_REFNO: data.auth_trans_ref_no ?? '',
    CC_NAME: cardName(lastFour(data.req_card_number), data.req_bill_to_forename, data.req_bill_to_surname),
  }
}

/**
 * A window message from the frame, if it has the spec's shape: `{status, response_data}`
 * (also accepted as a JSON string). Anything else → null and is ignored.
 */
export function readFrameMessage(raw: unknown): FrameMessage | null {
  let value = raw
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  if (typeof value !== 'object' || value === null) return null
  const { status, response_data } = value as { status?: unknown; response_data?: unknown }
  if (status !== 'success' && status !== 'failure') return null
  const data = typeof response_data === 'object' && response_data !== null ? (response_data as Record<string, unknown>) : {}
  const strings = Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([k, v]) => [k, String(v)]))
  return { status, response_data: strings as FrameResponseData }
}
