import 'server-only'
import type { AbstractIntlMessages } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { siteMessages } from '@/lib/i18n/serverMessages'

// Server translators are src/lib/i18n/serverMessages.ts (getServerTranslator, getLooseTranslator);
// the `units` labels' translator is getUnitsT from @/features/units/server.

/** The messages the quote form's client island reads: ui, validation, captcha, and its part of requests. */
export function buyQuoteClientMessages(locale: Locale): AbstractIntlMessages {
  const all = siteMessages(locale)
  return {
    ui: all.ui,
    validation: all.validation,
    captcha: all.captcha,
    requests: { buyQuote: all.requests.buyQuote, errors: all.requests.errors },
  }
}
