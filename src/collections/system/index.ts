import type { CollectionConfig } from 'payload'
import { CacheInvalidations } from './CacheInvalidations'
import { CaptchaSolutions } from './CaptchaSolutions'
import { Outbox } from './Outbox'
import { RateLimitWindows } from './RateLimitWindows'

export { CaptchaSolutions, CAPTCHA_SOLUTIONS_SLUG } from './CaptchaSolutions'
export { CacheInvalidations, CACHE_INVALIDATIONS_SLUG } from './CacheInvalidations'
export { RateLimitWindows, RATE_LIMIT_WINDOWS_SLUG } from './RateLimitWindows'
export { MAIL_KINDS, MAIL_STATUSES, Outbox, OUTBOX_SLUG } from './Outbox'

/** Collections of the embedded integrations (outbox mail, one-time captcha solutions, shared rate-limit counts, cache invalidations for the other processes). */
export const systemCollections: CollectionConfig[] = [Outbox, CaptchaSolutions, RateLimitWindows, CacheInvalidations]
