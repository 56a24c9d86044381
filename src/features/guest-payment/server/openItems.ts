import 'server-only'
import { openItemsRequestSchema, type OpenItemsAnswer } from '../schema'
import { badRequest, checkGuest, forbidden, type Answer, type GuestContext } from './context'
import { fieldErrorsOf } from './fieldErrors'
import { findAccount, findInvoices, findShortPayReasons } from './ledger'
import { fiscalYearOf, invoiceCompanyCode, toOpenItems } from './statement'

/**
 * POST /api/invoice-open-items (README.md "Calls" 3): the open items (AMOUNT > 0) of the
 * session's invoices named in IT_DOC_NO, late fees last, and the short-pay reasons in the
 * request's language. KUNNR must be the session's account and every BELNR one of its invoices (403).
 */
export async function listOpenItems(input: unknown, context: GuestContext): Promise<Answer> {
  const denied = checkGuest(context, true)
  if (denied) return denied
  const parsed = openItemsRequestSchema.safeParse(input)
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error))
  const session = context.session!
  const wanted = parsed.data.IT_DOC_NO.item.filter((doc, index, all) => all.findIndex((other) => other.BELNR === doc.BELNR) === index)
  if (parsed.data.KUNNR !== session.account || wanted.some((doc) => !session.invoices.includes(doc.BELNR))) return forbidden(context)
  if (wanted.some((doc) => doc.BUKRS !== session.companyCode)) return badRequest({ IT_DOC_NO: ['Company code of another ledger'] })

  const account = await findAccount(session.account, session.companyCode)
  if (!account) return forbidden(context)
  const invoices = await findInvoices(account.id, [...new Set(wanted.map((doc) => doc.BELNR))])
  const result = wanted.flatMap((doc) => {
    const invoice = invoices.find((i) => i.docNo === doc.BELNR && invoiceCompanyCode(i) === doc.BUKRS && fiscalYearOf(i) === doc.GJAHR)
    return invoice ? toOpenItems(invoice) : []
  })
  const body: OpenItemsAnswer = { result, shortPayReasons: await findShortPayReasons(context.locale) }
  return { status: 200, body }
}
