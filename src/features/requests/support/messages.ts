import 'server-only'
import type { AbstractIntlMessages } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { siteMessages } from '@/lib/i18n/serverMessages'

/**
 * The messages the support wizard's client island reads: ui, validation, captcha, address suggestions, the spec's
 * submit-failure text and the form's part of supportRequest (no e-mail or thank-you texts).
 */
export function supportClientMessages(locale: Locale): AbstractIntlMessages {
  const all = siteMessages(locale)
  const { email: _email, thankYou: _thankYou, server: _server, meta: _meta, ...form } = all.supportRequest
  return {
    ui: all.ui,
    validation: all.validation,
    captcha: all.captcha,
    addressVerification: all.addressVerification,
    requests: { errors: all.requests.errors },
    supportRequest: form,
  }
}
