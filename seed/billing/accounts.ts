import type { Payload } from 'payload'
import { CUSTOMER_ACCOUNTS_SLUG, type AccountCountry, type AccountStatus, type CompanyCode } from '@/collections/billing/CustomerAccounts'

type AccountSeed = {
  accountNumber: string
  name: string
  country: AccountCountry
  companyCode: CompanyCode
  status: AccountStatus
  contacts: { name: string; email: string; phone: string }[]
  billTo: { street: string; city: string; state: string; zipCode: string; country: AccountCountry }
}

/** Demo customer accounts; the test account numbers are listed in src/features/checkout/contact/README.md. */
export const customerAccounts: AccountSeed[] = [
  {
    accountNumber: '1000234',
    name: 'Gulf Coast Builders LLC',
    country: 'US',
    companyCode: '1000',
    status: 'active',
    contacts: [{ name: 'Maria Alvarez', email: 'ap@gulfcoastbuilders.example', phone: '+1 713 555 0142' }],
    billTo: { street: '1200 Smith St', city: 'Houston', state: 'TX', zipCode: '77002', country: 'US' },
  },
  {
    accountNumber: '1000587',
    name: 'Keystone Retail Group',
    country: 'US',
    companyCode: '1000',
    status: 'active',
    contacts: [{ name: 'Daniel Brooks', email: 'payables@keystoneretail.example', phone: '+1 215 555 0187' }],
    billTo: { street: '1500 Market St', city: 'Philadelphia', state: 'PA', zipCode: '19102', country: 'US' },
  },
  {
    accountNumber: '2004561234',
    name: 'Sierra Mining Supply Co.',
    country: 'US',
    companyCode: '1000',
    status: 'active',
    contacts: [{ name: 'Karen Holt', email: 'billing@sierramining.example', phone: '+1 775 555 0110' }],
    billTo: { street: '50 W Liberty St', city: 'Reno', state: 'NV', zipCode: '89501', country: 'US' },
  },
  {
    accountNumber: '1100345',
    name: 'Construction Tremblay inc.',
    country: 'CA',
    companyCode: '1100',
    status: 'active',
    contacts: [{ name: 'Jeanne Tremblay', email: 'comptabilite@tremblay.example', phone: '+1 514 555 0163' }],
    billTo: { street: '1000 rue Sherbrooke O', city: 'Montréal', state: 'QC', zipCode: 'H3A 3G4', country: 'CA' },
  },
  {
    accountNumber: '1100789',
    name: 'Northern Harvest Foods Ltd.',
    country: 'CA',
    companyCode: '1100',
    status: 'active',
    contacts: [{ name: 'Priya Singh', email: 'ap@northernharvest.example', phone: '+1 416 555 0199' }],
    billTo: { street: '100 King St W', city: 'Toronto', state: 'ON', zipCode: 'M5X 1A9', country: 'CA' },
  },
  {
    accountNumber: '110055501',
    name: 'Prairie Energy Services Corp.',
    country: 'CA',
    companyCode: '1100',
    status: 'active',
    contacts: [{ name: 'Tom Olsen', email: 'invoices@prairieenergy.example', phone: '+1 403 555 0125' }],
    billTo: { street: '225 6 Ave SW', city: 'Calgary', state: 'AB', zipCode: 'T2P 1N2', country: 'CA' },
  },
  {
    accountNumber: '1000999',
    name: 'Lakeside Events Inc. (closed)',
    country: 'US',
    companyCode: '1000',
    status: 'closed',
    contacts: [{ name: 'Ellen Park', email: 'office@lakesideevents.example', phone: '+1 312 555 0176' }],
    billTo: { street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zipCode: '60606', country: 'US' },
  },
]

/** Idempotent: an account is created only when its number is missing. */
export async function seedCustomerAccounts(payload: Payload, log: (msg: string) => void) {
  const { docs } = await payload.find({
    collection: CUSTOMER_ACCOUNTS_SLUG,
    where: { accountNumber: { in: customerAccounts.map((a) => a.accountNumber) } },
    pagination: false,
    depth: 0,
    select: { accountNumber: true },
  })
  const present = new Set(docs.map((doc) => doc.accountNumber))
  const missing = customerAccounts.filter((account) => !present.has(account.accountNumber))
  for (const account of missing) await payload.create({ collection: CUSTOMER_ACCOUNTS_SLUG, data: account, depth: 0 })
  if (missing.length > 0) log(`${missing.length} customer accounts seeded`)
}
