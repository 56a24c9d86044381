import type { Payload } from 'payload'
import { CUSTOMER_ACCOUNTS_SLUG, type AccountCountry, type AccountStatus, type CompanyCode } from '@/collections/billing/CustomerAccounts'

type ContactSeed = { name: string; firstName: string; lastName: string; email: string; phone: string; hasPortalAccount: boolean }

const contact = (firstName: string, lastName: string, email: string, phone: string, hasPortalAccount = false): ContactSeed => ({
  name: `${firstName} ${lastName}`,
  firstName,
  lastName,
  email,
  phone,
  hasPortalAccount,
})

type AccountSeed = {
  accountNumber: string
  name: string
  country: AccountCountry
  companyCode: CompanyCode
  status: AccountStatus
  contacts: ContactSeed[]
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
    contacts: [contact('Maria', 'Alvarez', 'ap@gulfcoastbuilders.example', '+1 713 555 0142', true),
      contact('Derek', 'Nguyen', 'derek.nguyen@gulfcoastbuilders.example', '+1 713 555 0168')],
    billTo: { street: '1200 Smith St', city: 'Houston', state: 'TX', zipCode: '77002', country: 'US' },
  },
  {
    accountNumber: '1000587',
    name: 'Keystone Retail Group',
    country: 'US',
    companyCode: '1000',
    status: 'active',
    contacts: [contact('Daniel', 'Brooks', 'payables@keystoneretail.example', '+1 215 555 0187')],
    billTo: { street: '1500 Market St', city: 'Philadelphia', state: 'PA', zipCode: '19102', country: 'US' },
  },
  {
    accountNumber: '2004561234',
    name: 'Sierra Mining Supply Co.',
    country: 'US',
    companyCode: '1000',
    status: 'active',
    contacts: [contact('Karen', 'Holt', 'billing@sierramining.example', '+1 775 555 0110')],
    billTo: { street: '50 W Liberty St', city: 'Reno', state: 'NV', zipCode: '89501', country: 'US' },
  },
  {
    accountNumber: '1100345',
    name: 'Construction Tremblay inc.',
    country: 'CA',
    companyCode: '1100',
    status: 'active',
    contacts: [contact('Jeanne', 'Tremblay', 'comptabilite@tremblay.example', '+1 514 555 0163')],
    billTo: { street: '1000 rue Sherbrooke O', city: 'Montréal', state: 'QC', zipCode: 'H3A 3G4', country: 'CA' },
  },
  {
    accountNumber: '1100789',
    name: 'Northern Harvest Foods Ltd.',
    country: 'CA',
    companyCode: '1100',
    status: 'active',
    contacts: [contact('Priya', 'Singh', 'ap@northernharvest.example', '+1 416 555 0199')],
    billTo: { street: '100 King St W', city: 'Toronto', state: 'ON', zipCode: 'M5X 1A9', country: 'CA' },
  },
  {
    accountNumber: '110055501',
    name: 'Prairie Energy Services Corp.',
    country: 'CA',
    companyCode: '1100',
    status: 'active',
    contacts: [contact('Tom', 'Olsen', 'invoices@prairieenergy.example', '+1 403 555 0125')],
    billTo: { street: '225 6 Ave SW', city: 'Calgary', state: 'AB', zipCode: 'T2P 1N2', country: 'CA' },
  },
  {
    accountNumber: '1000999',
    name: 'Lakeside Events Inc. (closed)',
    country: 'US',
    companyCode: '1000',
    status: 'closed',
    contacts: [contact('Ellen', 'Park', 'office@lakesideevents.example', '+1 312 555 0176')],
    billTo: { street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zipCode: '60606', country: 'US' },
  },
]

type StoredContact = { id?: string | null; name: string; firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null; hasPortalAccount?: boolean | null }

/**
 * The seed's contact fields an existing account lacks (accounts seeded before contacts had first
 * and last names and the portal flag): the stored contacts with the seed's names and flag filled
 * in by e-mail, and the seed's contacts the account does not have; null when nothing is missing.
 */
export function contactsToComplete(stored: readonly StoredContact[], seeded: readonly ContactSeed[]): StoredContact[] | null {
  let changed = false
  const byEmail = new Map(seeded.map((c) => [c.email.toLowerCase(), c]))
  const merged = stored.map((current) => {
    const seed = current.email ? byEmail.get(current.email.toLowerCase()) : undefined
    if (!seed || (current.firstName && current.lastName)) return current
    changed = true
    return { ...current, firstName: current.firstName || seed.firstName, lastName: current.lastName || seed.lastName, hasPortalAccount: current.hasPortalAccount || seed.hasPortalAccount }
  })
  const storedEmails = new Set(stored.map((c) => c.email?.toLowerCase()))
  const added = seeded.filter((c) => !storedEmails.has(c.email.toLowerCase()))
  if (added.length > 0 && stored.every((c) => !c.firstName)) {
    // Only on the first upgrade (no contact has a first name yet): later, staff own the list.
    changed = true
    merged.push(...added)
  }
  return changed ? merged : null
}

/**
 * Idempotent: an account is created only when its number is missing; an existing one only gets
 * the contact fields it lacks (first and last name, portal flag). Answers the account ids by number.
 */
export async function seedCustomerAccounts(payload: Payload, log: (msg: string) => void): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: CUSTOMER_ACCOUNTS_SLUG,
    where: { accountNumber: { in: customerAccounts.map((a) => a.accountNumber) } },
    pagination: false,
    depth: 0,
    select: { accountNumber: true, contacts: true },
  })
  const ids = new Map<string, number>(docs.map((doc) => [doc.accountNumber, doc.id]))
  const missing = customerAccounts.filter((account) => !ids.has(account.accountNumber))
  for (const account of missing) {
    const created = await payload.create({ collection: CUSTOMER_ACCOUNTS_SLUG, data: account, depth: 0 })
    ids.set(account.accountNumber, created.id)
  }
  if (missing.length > 0) log(`${missing.length} customer accounts seeded`)
  let completed = 0
  for (const doc of docs) {
    const seed = customerAccounts.find((a) => a.accountNumber === doc.accountNumber)
    const contacts = seed ? contactsToComplete(doc.contacts ?? [], seed.contacts) : null
    if (!contacts) continue
    await payload.update({ collection: CUSTOMER_ACCOUNTS_SLUG, id: doc.id, data: { contacts }, depth: 0 })
    completed += 1
  }
  if (completed > 0) log(`${completed} customer accounts' contacts completed`)
  return ids
}
