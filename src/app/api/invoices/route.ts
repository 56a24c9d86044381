import { guestCall, lookupInvoices } from '@/features/guest-payment/server'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * POST /api/invoices?locale=en|fr — the guest invoice lookup (spec 1 §7): 200 statement lines and the guest session cookie, or RETURN [E] (with a retryToken on a first try); 400 bad input; 401 no guest key; 403 captcha; 429 per client (10/min) and per account number (20/h).
 * Every answer is `private, no-store`. Rules: features/guest-payment/README.md "Calls".
 */
export const dynamic = 'force-dynamic'

export const POST = guestCall('invoices', RATE_LIMITS.invoiceLookup, lookupInvoices)
