import { receiveCyberSourceResponse } from '@/integrations/payments/server/cybersourceReceipt'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'
import { serverError } from '@/lib/http/responses'

/**
 * POST /gateway/api/cybersource/receipt — CyberSource Secure Acceptance's signed response, posted
 * as a form inside the frame when the CyberSource adapter is on. Answers a small HTML page that
 * posts the frame's message to the parent (200), or 400/403/404/409 pages. See integrations/payments.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.gatewayCybersourceReceipt)
  if (limited) return limited
  try {
    const form = await request.formData().catch(() => new FormData())
    const fields = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]))
    const { status, html } = await receiveCyberSourceResponse(fields, request.headers.get('x-nonce') ?? '')
    return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
  } catch (error) {
    return serverError('gateway-cybersource-receipt', error, request)
  }
}
