import { draftMode } from 'next/headers'
import { isStaffRequest, previewTarget } from '@/features/content/server'

export const dynamic = 'force-dynamic'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/preview?path=/en/about-us — the admin's live preview and Preview button: a signed-in
 * staff member's browser enters Next's draft mode (pages then show their newest draft, rendered
 * for them alone) and lands on the page. `&exit=1` leaves draft mode. Anyone else: 403.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = previewTarget(url.searchParams.get('path'))
  if (!path) return refuse(400, 'path must be a page of this site, such as /en/about-us')
  const draft = await draftMode()
  if (url.searchParams.get('exit') === '1') {
    draft.disable()
  } else {
    if (!(await isStaffRequest(request.headers))) return refuse(403, 'Only signed-in staff may preview drafts')
    draft.enable()
  }
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
