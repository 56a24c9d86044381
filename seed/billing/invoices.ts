import type { Payload } from 'payload'
import { INVOICES_SLUG, type InvoiceItemText } from '@/collections/billing'
import { addDays, type IsoDate } from '@/lib/calendarDate'
import { customerAccounts } from './accounts'

type Address = { street: string; city: string; state: string; zipCode: string; country: 'US' | 'CA' }
type Site = { name: string; address: Address; contract: string; salesDocument: string }
type Item = { text: InvoiceItemText; total: number; open?: number }

/** One invoice of the demo ledger: amounts in cents; `open` defaults to the item's total. */
type InvoiceSeed = { docNo: string; account: string; docDate: IsoDate; site: Site; items: Item[]; clearDate?: IsoDate }

export type InvoiceData = {
  docNo: string
  account: number
  billToParty: string
  docDate: IsoDate
  dueDate: IsoDate
  clearDate?: IsoDate
  deliveryDate: IsoDate
  salesDocument: string
  fiscalYear: string
  allocationNumber: string
  contractNumber: string
  siteName: string
  siteAddress: Address
  billToName: string
  billToAddress: Address
  openItems: { itemNumber: string; itemText: InvoiceItemText; totalAmountCents: number; amountCents: number }[]
}

/** Payment terms of the demo ledger: net 30. */
export const PAYMENT_TERMS_DAYS = 30

const site = (name: string, address: Address, contract: string, salesDocument: string): Site => ({ name, address, contract, salesDocument })

const SITES = {
  gulfMidtown: site('Midtown Medical Tower', { street: '2450 Fannin St', city: 'Houston', state: 'TX', zipCode: '77002', country: 'US' }, '30045821', '4010023456'),
  gulfPasadena: site('Pasadena Refinery Expansion', { street: '4401 Red Bluff Rd', city: 'Pasadena', state: 'TX', zipCode: '77503', country: 'US' }, '30045877', '4010023519'),
  keystoneKop: site('King of Prussia Mall – Store Remodel', { street: '160 N Gulph Rd', city: 'King of Prussia', state: 'PA', zipCode: '19406', country: 'US' }, '30051204', '4010031188'),
  keystoneCherryHill: site('Cherry Hill Distribution Center', { street: '2000 Route 38', city: 'Cherry Hill', state: 'NJ', zipCode: '08002', country: 'US' }, '30051260', '4010031242'),
  sierraElko: site('Elko Mine Yard', { street: '1250 Lamoille Hwy', city: 'Elko', state: 'NV', zipCode: '89801', country: 'US' }, '30060415', '4010040077'),
  sierraSparks: site('Sparks Warehouse', { street: '555 Greg St', city: 'Sparks', state: 'NV', zipCode: '89431', country: 'US' }, '30060432', '4010040103'),
  lakesideNavyPier: site('Navy Pier Summer Festival', { street: '600 E Grand Ave', city: 'Chicago', state: 'IL', zipCode: '60611', country: 'US' }, '30039950', '4010019874'),
  tremblayGriffintown: site('Condos Griffintown – Phase 2', { street: '1150 rue Wellington', city: 'Montréal', state: 'QC', zipCode: 'H3C 1V8', country: 'CA' }, '31020318', '4110008842'),
  tremblayLaval: site('Centre sportif de Laval', { street: '3000 boul. Le Carrefour', city: 'Laval', state: 'QC', zipCode: 'H7T 2K9', country: 'CA' }, '31020355', '4110008897'),
  harvestMississauga: site('Mississauga Cold Storage', { street: '6655 Airport Rd', city: 'Mississauga', state: 'ON', zipCode: 'L4V 1V8', country: 'CA' }, '31025140', '4110012035'),
  prairieFortMac: site('Fort McMurray Camp 7', { street: '9816 Hardin St', city: 'Fort McMurray', state: 'AB', zipCode: 'T9H 4G9', country: 'CA' }, '31031077', '4110015520'),
  prairieRedDeer: site('Red Deer Field Office', { street: '4909 48 St', city: 'Red Deer', state: 'AB', zipCode: 'T4N 1S8', country: 'CA' }, '31031102', '4110015561'),
} satisfies Record<string, Site>

const rental = (total: number, open?: number): Item => ({ text: 'RENTAL', total, ...(open === undefined ? {} : { open }) })
const delivery = (total: number): Item => ({ text: 'DELIVERY', total })
const pickup = (total: number): Item => ({ text: 'PICKUP', total })
const damage = (total: number): Item => ({ text: 'DAMAGE', total })
const lateFee = (total: number): Item => ({ text: 'LATEFEE', total })
const credit = (total: number): Item => ({ text: 'CREDIT', total: -total })
const paid = (item: Item): Item => ({ ...item, open: 0 })

/**
 * The demo ledger (README "Try guest payment"). The invoices of the issue are exact: 1000234 has
 * 5100001 (1,250.00), 5100002 (480.00 with a 25.00 late fee), 5100003 (0.00, paid), 5100004
 * (312.40) and 5100005 (-50.00, a credit); 1100345 (CAD) has 5200001 (2,300.00), 5200002 (75.50)
 * and 5200003 (640.00 with a late fee).
 */
export const demoInvoices: InvoiceSeed[] = [
  // 1000234 Gulf Coast Builders LLC (USD)
  { docNo: '5100001', account: '1000234', docDate: '2026-10-01', site: SITES.gulfMidtown, items: [rental(125000)] },
  { docNo: '5100002', account: '1000234', docDate: '2026-09-01', site: SITES.gulfMidtown, items: [rental(45500), lateFee(2500)] },
  { docNo: '5100003', account: '1000234', docDate: '2026-08-01', site: SITES.gulfMidtown, items: [paid(rental(89000)), paid(delivery(19500))], clearDate: '2026-08-27' },
  { docNo: '5100004', account: '1000234', docDate: '2026-10-15', site: SITES.gulfPasadena, items: [rental(21740), delivery(9500)] },
  { docNo: '5100005', account: '1000234', docDate: '2026-10-20', site: SITES.gulfPasadena, items: [credit(5000)] },
  // 1000587 Keystone Retail Group (USD)
  { docNo: '5100101', account: '1000587', docDate: '2026-07-06', site: SITES.keystoneKop, items: [paid(rental(38900))], clearDate: '2026-08-03' },
  { docNo: '5100102', account: '1000587', docDate: '2026-08-03', site: SITES.keystoneKop, items: [rental(38900), lateFee(2500)] },
  { docNo: '5100103', account: '1000587', docDate: '2026-09-01', site: SITES.keystoneKop, items: [rental(38900)] },
  { docNo: '5100104', account: '1000587', docDate: '2026-10-12', site: SITES.keystoneCherryHill, items: [rental(27650), delivery(15000)] },
  // 2004561234 Sierra Mining Supply Co. (USD)
  { docNo: '5100201', account: '2004561234', docDate: '2026-06-15', site: SITES.sierraElko, items: [rental(184275), lateFee(4607)] },
  { docNo: '5100202', account: '2004561234', docDate: '2026-07-15', site: SITES.sierraElko, items: [rental(184275, 64275)] },
  { docNo: '5100203', account: '2004561234', docDate: '2026-08-14', site: SITES.sierraElko, items: [rental(184275), damage(65000)] },
  { docNo: '5100204', account: '2004561234', docDate: '2026-09-14', site: SITES.sierraSparks, items: [rental(49800), delivery(22500)] },
  { docNo: '5100205', account: '2004561234', docDate: '2026-10-05', site: SITES.sierraSparks, items: [credit(12500)] },
  { docNo: '5100206', account: '2004561234', docDate: '2026-10-14', site: SITES.sierraElko, items: [rental(184275), pickup(38000)] },
  // 1000999 Lakeside Events Inc. (closed account, USD): everything paid
  { docNo: '5100301', account: '1000999', docDate: '2026-05-04', site: SITES.lakesideNavyPier, items: [paid(rental(67200)), paid(pickup(18500))], clearDate: '2026-05-29' },
  // 1100345 Construction Tremblay inc. (CAD, company code 1100)
  { docNo: '5200001', account: '1100345', docDate: '2026-10-01', site: SITES.tremblayGriffintown, items: [rental(230000)] },
  { docNo: '5200002', account: '1100345', docDate: '2026-10-08', site: SITES.tremblayGriffintown, items: [delivery(7550)] },
  { docNo: '5200003', account: '1100345', docDate: '2026-08-20', site: SITES.tremblayLaval, items: [rental(61000), lateFee(3000)] },
  { docNo: '5200004', account: '1100345', docDate: '2026-07-20', site: SITES.tremblayLaval, items: [paid(rental(61000))], clearDate: '2026-08-14' },
  // 1100789 Northern Harvest Foods Ltd. (CAD)
  { docNo: '5200101', account: '1100789', docDate: '2026-08-24', site: SITES.harvestMississauga, items: [rental(51525), lateFee(1500)] },
  { docNo: '5200102', account: '1100789', docDate: '2026-09-21', site: SITES.harvestMississauga, items: [rental(51525)] },
  { docNo: '5200103', account: '1100789', docDate: '2026-10-19', site: SITES.harvestMississauga, items: [rental(51525), delivery(27500)] },
  // 110055501 Prairie Energy Services Corp. (CAD)
  { docNo: '5200201', account: '110055501', docDate: '2026-07-31', site: SITES.prairieFortMac, items: [rental(298000), lateFee(7450)] },
  { docNo: '5200202', account: '110055501', docDate: '2026-08-31', site: SITES.prairieFortMac, items: [rental(298000, 148000)] },
  { docNo: '5200203', account: '110055501', docDate: '2026-09-30', site: SITES.prairieFortMac, items: [rental(298000)] },
  { docNo: '5200204', account: '110055501', docDate: '2026-10-13', site: SITES.prairieRedDeer, items: [rental(84500), pickup(34000)] },
  { docNo: '5200205', account: '110055501', docDate: '2026-10-30', site: SITES.prairieRedDeer, items: [credit(20000)] },
  { docNo: '5200206', account: '110055501', docDate: '2026-11-02', site: SITES.prairieRedDeer, items: [rental(84500)] },
]

/** The stored form of a demo invoice: net 30, fiscal year 2026, bill-to from its account. */
export function invoiceData(invoice: InvoiceSeed, accountId: number): InvoiceData {
  const account = customerAccounts.find((a) => a.accountNumber === invoice.account)
  if (!account) throw new Error(`demo invoice ${invoice.docNo}: unknown account ${invoice.account}`)
  return {
    docNo: invoice.docNo,
    account: accountId,
    billToParty: account.accountNumber,
    docDate: invoice.docDate,
    dueDate: addDays(invoice.docDate, PAYMENT_TERMS_DAYS),
    ...(invoice.clearDate ? { clearDate: invoice.clearDate } : {}),
    // Units were delivered before the first billing; each invoice bills the cycle after its delivery.
    deliveryDate: addDays(invoice.docDate, -28),
    salesDocument: invoice.site.salesDocument,
    fiscalYear: invoice.docDate.slice(0, 4),
    allocationNumber: invoice.site.contract,
    contractNumber: `RC-${invoice.site.contract}`,
    siteName: invoice.site.name,
    siteAddress: invoice.site.address,
    billToName: account.name,
    billToAddress: account.billTo,
    openItems: invoice.items.map((item, index) => ({
      itemNumber: String(index + 1).padStart(3, '0'),
      itemText: item.text,
      totalAmountCents: item.total,
      amountCents: item.open ?? item.total,
    })),
  }
}

/** Idempotent: an invoice is created only when its number is missing (and its account exists). */
export async function seedInvoices(payload: Payload, accountIds: ReadonlyMap<string, number>, log: (msg: string) => void) {
  const { docs } = await payload.find({
    collection: INVOICES_SLUG,
    where: { docNo: { in: demoInvoices.map((i) => i.docNo) } },
    pagination: false,
    depth: 0,
    select: { docNo: true },
  })
  const present = new Set(docs.map((doc) => doc.docNo))
  let created = 0
  for (const invoice of demoInvoices) {
    const accountId = accountIds.get(invoice.account)
    if (present.has(invoice.docNo) || accountId === undefined) continue
    await payload.create({ collection: INVOICES_SLUG, data: invoiceData(invoice, accountId), depth: 0 })
    created += 1
  }
  if (created > 0) log(`${created} invoices seeded`)
}
