import { draftMode } from 'next/headers'
import { isStaffRequest, previewTarget } from '@/features/content/server'
import { getServerTranslator } from '@/lib/i18n/serverMessages'

export const dynamic = 'force-dynamic'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * GET /api/preview?path=/en/about-us — the admin's live preview and Preview button: a signed-in
 * staff member's browser enters Next's draft mode (pages then show their newest draft, rendered
 * for them alone) and lands on the page. `&exit=1` leaves draft mode. Anyone else: 403. Refusals
 * speak the language of the page asked for.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const asked = url.searchParams.get('path')
  const t = getServerTranslator(asked?.startsWith('/fr') ? 'fr' : 'en')
  const path = previewTarget(asked)
  if (!path) return refuse(400, t('preview.badPath'))
  const draft = await draftMode()
  if (url.searchParams.get('exit') === '1') {
    draft.disable()
  } else {
    if (!(await isStaffRequest(request.headers))) return refuse(403, t('preview.staffOnly'))
    draft.enable()
  }
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
