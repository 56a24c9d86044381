import type { CollectionConfig } from 'payload'
import { CustomerAccounts } from './CustomerAccounts'

export * from './CustomerAccounts'

/** The billing ledger's collections (customer accounts today; invoices come with guest payment). */
export const billingCollections: CollectionConfig[] = [CustomerAccounts]
