import { guestCall, postGuestPayment } from '@/features/guest-payment/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/post-payment?locale=en|fr — CS_PAYMENT.IN → CS_PAYMENT.OUT.DECISION (ACCEPT | REJECT | ERROR) and ET_ACCKEY; applied once per gateway transaction; 400; 401; 403 outside the session.
 * Every answer is `private, no-store`. Rules: features/guest-payment/README.md "Calls".
 */
export const dynamic = 'force-dynamic'

export const POST = guestCall('post-payment', RATE_LIMITS.guestPostPayment, postGuestPayment)
