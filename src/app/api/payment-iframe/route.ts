import { guestCall, startGuestPaymentFrame } from '@/features/guest-payment/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/payment-iframe?locale=en|fr — a hosted frame session for Σ NETWR of the DOCLIST: {iframeKey, frameUrl}; 400 bad input, amounts or e-check in CAD; 401; 403 outside the session.
 * Every answer is `private, no-store`. Rules: features/guest-payment/README.md "Calls".
 */
export const dynamic = 'force-dynamic'

export const POST = guestCall('payment-iframe', RATE_LIMITS.guestPaymentFrame, startGuestPaymentFrame)
