import { NextIntlClientProvider } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { siteMessages } from '@/lib/i18n/serverMessages'

/** The rental quote island's messages (ui, validation, captcha, the form's part of rentalQuote); its toast region is the form's own. */
export function RentalQuoteIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const all = siteMessages(locale)
  const { meta: _meta, landing: _landing, thankYou: _thankYou, server: _server, email: _email, ...form } = all.rentalQuote
  return (
    <NextIntlClientProvider locale={locale} messages={{ ui: all.ui, validation: all.validation, captcha: all.captcha, rentalQuote: form }}>
      {children}
    </NextIntlClientProvider>
  )
}
