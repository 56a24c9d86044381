import 'server-only'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
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

/**
 * Whether this render shows drafts: Next's draft mode is on AND the request carries a staff session
 * (issue 42, finding 6). The draft-mode cookie is one value for every visitor of a build, so it alone
 * proves nothing; without a session the page renders its published version. The request's headers
 * are read only in draft mode, so a cached render stays cacheable. Once per render (React cache).
 */
export const showsDrafts = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false
  return isStaffRequest(await headers())
})
