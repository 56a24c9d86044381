import type { CollectionConfig } from 'payload'

export const CAPTCHA_SOLUTIONS_SLUG = 'captcha-solutions'

/**
 * Used captcha solutions, kept until their challenge expires so that each solution is accepted
 * once (src/integrations/captcha). Written and read only by the server through the Local API
 * with overrideAccess; no access over HTTP, hidden from the admin.
 */
export const CaptchaSolutions: CollectionConfig = {
  slug: CAPTCHA_SOLUTIONS_SLUG,
  admin: {
    hidden: true,
    useAsTitle: 'signature',
    group: 'System',
  },
  access: {
    read: () => false,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  timestamps: true,
  fields: [
    {
      name: 'signature',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'ALTCHA challenge signature, or used:/ok: + SHA-256 of a reCAPTCHA token.' },
    },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
