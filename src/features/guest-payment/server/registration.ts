import 'server-only'
import { emailError } from '@/lib/email'
import { messageId } from '@/lib/messageKeys'
import { getPayloadClient } from '@/lib/payload'
import { registrationRequestSchema } from '../schema'
import { badRequest, checkGuest, forbidden, serverText, type Answer, type GuestContext } from './context'
import { fieldErrorsOf } from './fieldErrors'
import { withKeyLock } from './keyedLock'
import { findOne, ledgerApi, paymentsOfSession, SLUGS } from './ledger'
import { userStatus } from './userCheck'

const findRegistration = (email: string, accountNumber: string) =>
  findOne({ collection: SLUGS.registrations, where: { and: [{ email: { equals: email } }, { accountNumber: { equals: accountNumber } }] } })

/**
 * POST /api/registration (README.md "Calls" 7): a portal enrolment request, only after a payment
 * of this session (403) and only for an e-mail that is not a portal user of the account (409).
 * Idempotent per (email, account): the same request again answers the first one's status.
 */
export async function requestRegistration(input: unknown, context: GuestContext): Promise<Answer> {
  const denied = checkGuest(context, true)
  if (denied) return denied
  const parsed = registrationRequestSchema.safeParse(input)
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error))
  const body = parsed.data
  const email = body.email.toLowerCase()
  const problems: Record<string, string[]> = {}
  const emailProblem = emailError(email)
  if (emailProblem) problems.email = [messageId(emailProblem)]
  if (!body.firstName.trim() || body.firstName.length > 80) problems.firstName = [messageId('firstNameRequired')]
  if (!body.lastName.trim() || body.lastName.length > 80) problems.lastName = [messageId('lastNameRequired')]
  if (body.phone.length > 30) problems.phone = [messageId('phoneInvalid')]
  if (Object.keys(problems).length > 0) return badRequest(problems)

  const session = context.session!
  if (body.accountNumber !== session.account || !session.invoices.includes(body.invoiceNumber)) return forbidden(context)
  const payments = await paymentsOfSession(session.sid)
  if (payments.length === 0) return { status: 403, body: { error: serverText(context.locale, 'errors.paymentRequired') } }
  if ((await userStatus(email, session)) === 'PORTAL_USER') return { status: 409, body: { error: serverText(context.locale, 'errors.portalUser') } }

  return withKeyLock(`registration:${email}:${session.account}`, async () => {
    const existing = await findRegistration(email, session.account)
    if (existing) return { status: 201, body: { status: String(existing.status ?? 'Submitted') } }
    const payload = await getPayloadClient()
    try {
      await ledgerApi(payload).create({
        collection: SLUGS.registrations,
        depth: 0,
        overrideAccess: true,
        data: {
          email,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          accountNumber: session.account,
          invoiceNumber: body.invoiceNumber,
          phone: body.phone.trim(),
          locale: context.locale,
          status: 'Submitted',
          paymentNumber: payments[0],
        },
      })
    } catch (error) {
      // Another process created it first (unique email + account): answer that one.
      const raced = await findRegistration(email, session.account)
      if (!raced) throw error
      return { status: 201, body: { status: String(raced.status ?? 'Submitted') } }
    }
    return { status: 201, body: { status: 'Submitted' } }
  })
}
