import type { CollectionConfig } from 'payload'

/** Collections of the embedded integrations (outbox mail, one-time captcha solutions). */
export const systemCollections: CollectionConfig[] = []
