import type { CollectionConfig } from 'payload'
import { serverOnly } from '@/access'
import { dateTimeAdmin, groups } from '../fields/labels'

export const CAPTCHA_SOLUTIONS_SLUG = 'captcha-solutions'

/**
 * Used captcha solutions, kept until their challenge expires so that each solution is accepted
 * once (src/integrations/captcha). Written and read only by the server through the Local API
 * with overrideAccess; no access over HTTP, hidden from the admin.
 */
export const CaptchaSolutions: CollectionConfig = {
  slug: CAPTCHA_SOLUTIONS_SLUG,
  labels: { singular: { en: 'Used captcha solution', fr: 'Solution de captcha utilisée' }, plural: { en: 'Used captcha solutions', fr: 'Solutions de captcha utilisées' } },
  admin: {
    hidden: true,
    useAsTitle: 'signature',
    group: groups.system,
  },
  access: serverOnly,
  timestamps: true,
  fields: [
    {
      name: 'signature',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Signature', fr: 'Signature' },
      admin: {
        description: {
          en: 'ALTCHA challenge signature, or used:/ok: + SHA-256 of a reCAPTCHA token.',
          fr: 'Signature du défi ALTCHA, ou used:/ok: + SHA-256 d’un jeton reCAPTCHA.',
        },
      },
    },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      index: true,
      label: { en: 'Expires at', fr: 'Expire le' },
      admin: dateTimeAdmin,
    },
  ],
}
