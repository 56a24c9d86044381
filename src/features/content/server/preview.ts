import 'server-only'
import { locales } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'

const LOCAL_PAGE = new RegExp(`^/(?:${locales.join('|')})(?:/[a-z0-9]+(?:[-/][a-z0-9]+)*)?$`)

/** The page a preview may open: one of our localized page paths, never another site (no open redirect). */
export function previewTarget(path: string | null): string | null {
  return path && LOCAL_PAGE.test(path) ? path : null
}

/** True when the request comes from a signed-in staff member (the admin's session cookie). */
export async function isStaffRequest(headers: Headers): Promise<boolean> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers })
  return Boolean(user)
}
