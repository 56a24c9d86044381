import 'server-only'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { userCheckRequestSchema, type UserCheckStatus } from '../schema'
import { badRequest, checkGuest, forbidden, type Answer, type GuestContext } from './context'
import { fieldErrorsOf } from './fieldErrors'
import type { GuestSession } from './guestSession'
import { findAccount, findOne, SLUGS } from './ledger'

const sameEmail = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()

/**
 * What the payer's e-mail is for the session's account (docs/decisions.md): PORTAL_USER when a
 * contact of the account with that e-mail has a portal account; REGISTRATION_PENDING when a
 * portal enrolment was already asked for that e-mail and account; GUEST otherwise.
 */
export async function userStatus(email: string, session: Pick<GuestSession, 'account' | 'companyCode'>): Promise<UserCheckStatus> {
  const account = await findAccount(session.account, session.companyCode)
  if (account?.contacts?.some((contact) => contact.hasPortalAccount && sameEmail(contact.email, email))) return 'PORTAL_USER'
  const registration = await findOne({ collection: SLUGS.registrations, where: { and: [{ email: { equals: email.trim().toLowerCase() } }, { accountNumber: { equals: session.account } }] } })
  return registration ? 'REGISTRATION_PENDING' : 'GUEST'
}

/** The customer portal's sign-in address in the locale (site setting customerPortalUrl; `{locale}` filled in). */
export async function portalUrl(locale: Locale): Promise<string> {
  const settings = (await getSiteSettings(locale)) as { customerPortalUrl?: string | null }
  return (settings.customerPortalUrl ?? '').replaceAll('{locale}', locale)
}

/** POST /api/user-check (README.md "Calls" 2): `{Status}`, plus `portalUrl` for a portal user. */
export async function checkUser(input: unknown, context: GuestContext): Promise<Answer> {
  const denied = checkGuest(context, true)
  if (denied) return denied
  const parsed = userCheckRequestSchema.safeParse(input)
  if (!parsed.success) return badRequest(fieldErrorsOf(parsed.error))
  const session = context.session!
  if (parsed.data.accountNumber !== session.account) return forbidden(context)
  const status = await userStatus(parsed.data.email, session)
  return { status: 200, body: status === 'PORTAL_USER' ? { Status: status, portalUrl: await portalUrl(context.locale) } : { Status: status } }
}
