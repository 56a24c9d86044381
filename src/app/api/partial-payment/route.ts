import { guestCall, fileShortPayCase } from '@/features/guest-payment/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/partial-payment?locale=en|fr — the short-pay case of an invoice short-paid in this session: 201 {caseNumber} (the same again for the same payment and invoice); 400; 401; 403.
 * Every answer is `private, no-store`. Rules: features/guest-payment/README.md "Calls".
 */
export const dynamic = 'force-dynamic'

export const POST = guestCall('partial-payment', RATE_LIMITS.guestPartialPayment, fileShortPayCase)
