import 'server-only'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { accept, contactOf, leadPipeline } from '../../server/leadPipeline'
import { contactAcknowledgement, contactAlert, contactDetails, type ContactMailInput } from '../emails'
import { contactRequestSchema } from '../schema'

/**
 * POST /api/request-contact: a mini-form's contact request, on the lead pipeline
 * (server/leadPipeline.ts). It has no checks beyond its schema and the captcha.
 */
export const submitContactRequest = leadPipeline({
  kind: 'contact',
  messages: { received: 'contactRequest.server.received', alreadySubmitted: 'contactRequest.server.alreadySubmitted' },
  schema: contactRequestSchema,

  check: async () => accept(undefined),

  toLead(data, _checked, { reference, settings }) {
    const mail: ContactMailInput = { reference, request: data, settings: { brandName: settings.brandName, phone: settings.phone, salesEmail: settings.salesEmail } }
    const fields = {
      ...contactOf(data),
      comments: data.message || null,
      consentText: getLooseTranslator(data.locale)('contactRequest.consent', { brand: settings.brandName }),
    }
    return { fields, mail }
  },

  emails: { details: contactDetails, alert: contactAlert, acknowledgement: contactAcknowledgement },
})
