import { guestCall, requestRegistration } from '@/features/guest-payment/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/registration?locale=en|fr — a portal enrolment request after a payment of this session: 201 {status}; idempotent per (email, account); 400; 401; 403; 409 already a portal user.
 * Every answer is `private, no-store`. Rules: features/guest-payment/README.md "Calls".
 */
export const dynamic = 'force-dynamic'

export const POST = guestCall('registration', RATE_LIMITS.guestRegistration, requestRegistration)
