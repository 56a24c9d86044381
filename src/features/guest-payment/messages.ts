import 'server-only'
import type { AbstractIntlMessages } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { siteMessages } from '@/lib/i18n/serverMessages'

/**
 * The messages the guest payment wizard's island reads: ui, validation, captcha and guestPayment
 * without the page's metadata (no server texts: `guestPaymentServer` stays on the server).
 */
export function guestPaymentClientMessages(locale: Locale): AbstractIntlMessages {
  const all = siteMessages(locale)
  const { meta: _meta, banner: _banner, ...wizard } = all.guestPayment
  return {
    ui: all.ui,
    validation: all.validation,
    captcha: all.captcha,
    guestPayment: wizard,
  }
}
