// Server-only face of guest payment (README.md): the services behind the guest payment calls,
// the guest key the page renders, and the call context and answer of the routes.
import 'server-only'

export { guestPaymentKey } from './server/guestKey'
export { GUEST_SESSION_COOKIE, GUEST_SESSION_TTL_MS } from './server/guestSession'
export type { Answer, GuestContext } from './server/context'
export { lookupInvoices } from './server/lookup'
export { checkUser } from './server/userCheck'
export { listOpenItems } from './server/openItems'
export { startGuestPaymentFrame } from './server/paymentFrame'
export { postGuestPayment } from './server/postPayment'
export { reconcileGuestApprovals } from './server/reconcile'
export { fileShortPayCase } from './server/partialPayment'
export { requestRegistration } from './server/registration'
export { guestCall } from './server/route'
export { guestPaymentApi } from './api'
