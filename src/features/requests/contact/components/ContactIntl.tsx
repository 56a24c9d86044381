import { NextIntlClientProvider } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { siteMessages } from '@/lib/i18n/serverMessages'

/** The mini-form island's messages (ui, validation, captcha, the form's part of contactRequest); its toast region is the form's own. */
export function ContactIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const all = siteMessages(locale)
  const { server: _server, email: _email, ...form } = all.contactRequest
  return (
    <NextIntlClientProvider locale={locale} messages={{ ui: all.ui, validation: all.validation, captcha: all.captcha, contactRequest: form, requests: { errors: all.requests.errors } }}>
      {children}
    </NextIntlClientProvider>
  )
}
