import type { CollectionConfig } from 'payload'
import { CaptchaSolutions } from './CaptchaSolutions'
import { Outbox } from './Outbox'

export { CaptchaSolutions, CAPTCHA_SOLUTIONS_SLUG } from './CaptchaSolutions'
export { MAIL_KINDS, MAIL_STATUSES, Outbox, OUTBOX_SLUG } from './Outbox'

/** Collections of the embedded integrations (outbox mail, one-time captcha solutions). */
export const systemCollections: CollectionConfig[] = [Outbox, CaptchaSolutions]
