// What the wizard's steps hand each other.
import type { Currency } from '@/lib/money'
import type { PostPaymentAnswer, UserCheckStatus } from '../schema'
import type { Entries, GuestFrameResult, Payer, PayableInvoice, ReasonOption } from './wizardRules'

/** A successful lookup with its open items: what steps 2–4 show and pay. */
export interface Lookup {
  accountNumber: string
  companyCode: string
  currency: Currency
  payer: Payer
  invoices: PayableInvoice[]
  /** Typed invoice numbers not shown: not found, or nothing to pay (the notice of step 2). */
  missing: string[]
  reasons: ReasonOption[]
  status: UserCheckStatus | null
}

/** A payment accepted: what the confirmation shows. */
export interface Paid {
  paymentNumber: string
  receipt: PostPaymentAnswer['RECEIPT']
  frame: GuestFrameResult
  method: 'card' | 'echeck'
  totalCents: number
  invoices: PayableInvoice[]
  entries: Entries
  /** Invoices whose short-pay case was filed. */
  casesFiled: string[]
}
