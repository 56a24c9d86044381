import type { CollectionConfig } from 'payload'
import { CustomerAccounts } from './CustomerAccounts'
import { InvoicePayments } from './InvoicePayments'
import { Invoices } from './Invoices'
import { PortalRegistrations } from './PortalRegistrations'
import { ShortPayCases } from './ShortPayCases'
import { ShortPayReasons } from './ShortPayReasons'
import { StartedInvoicePayments } from './StartedInvoicePayments'

export {
  ACCOUNT_COUNTRIES,
  ACCOUNT_STATUSES,
  COMPANY_CODES,
  CUSTOMER_ACCOUNTS_SLUG,
  CustomerAccounts,
  type AccountCountry,
  type AccountStatus,
  type CompanyCode,
} from './CustomerAccounts'
export { INVOICES_SLUG, INVOICE_ITEM_TEXTS, LATE_FEE_ITEM_TEXT, Invoices, deriveInvoiceLedgerFields, type InvoiceItemText } from './Invoices'
export { INVOICE_PAYMENTS_SLUG, INVOICE_PAYMENT_METHODS, InvoicePayments, type InvoicePaymentMethod } from './InvoicePayments'
export { STARTED_INVOICE_PAYMENTS_SLUG, StartedInvoicePayments } from './StartedInvoicePayments'
export { OTHER_SHORT_PAY_REASON_CODE, SHORT_PAY_REASONS_SLUG, ShortPayReasons } from './ShortPayReasons'
export {
  SHORT_PAY_CASES_SLUG,
  SHORT_PAY_CASE_ISSUE,
  SHORT_PAY_CASE_ORIGIN,
  SHORT_PAY_CASE_STATUSES,
  SHORT_PAY_CASE_SUBJECT_PREFIX,
  SHORT_PAY_CASE_SUBTYPE,
  ShortPayCases,
  type ShortPayCaseStatus,
} from './ShortPayCases'
export { PORTAL_REGISTRATIONS_SLUG, PORTAL_REGISTRATION_STATUSES, PortalRegistrations, type PortalRegistrationStatus } from './PortalRegistrations'
export {
  CASE_NUMBER_PATTERN,
  DOC_NO_PATTERN,
  PAYMENT_NUMBER_PATTERN,
  REASON_CODE_PATTERN,
  balanceOfOpenItems,
  companyCodeOf,
  ledgerOfAccount,
  relationId,
} from './ledger'

/** The billing ledger's collections: customer accounts, invoices, guest payments and the frames they were started in, short-pay reasons and cases, portal registrations. */
export const billingCollections: CollectionConfig[] = [CustomerAccounts, Invoices, InvoicePayments, StartedInvoicePayments, ShortPayReasons, ShortPayCases, PortalRegistrations]
