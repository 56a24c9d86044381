import { guestCall, checkUser } from '@/features/guest-payment/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/user-check?locale=en|fr — {email, accountNumber} → {Status: GUEST | PORTAL_USER | REGISTRATION_PENDING, portalUrl?}; 401 no guest key or session; 403 another account.
 * Every answer is `private, no-store`. Rules: features/guest-payment/README.md "Calls".
 */
export const dynamic = 'force-dynamic'

export const POST = guestCall('user-check', RATE_LIMITS.guestUserCheck, checkUser)
