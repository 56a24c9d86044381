import { guestCall, listOpenItems } from '@/features/guest-payment/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/invoice-open-items?locale=en|fr — the open items of the session's invoices and the short-pay reasons; 401; 403 outside the session; 400.
 * Every answer is `private, no-store`. Rules: features/guest-payment/README.md "Calls".
 */
export const dynamic = 'force-dynamic'

export const POST = guestCall('invoice-open-items', RATE_LIMITS.guestOpenItems, listOpenItems)
