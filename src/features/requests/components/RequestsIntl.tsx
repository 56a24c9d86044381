import { NextIntlClientProvider } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { ToastProvider } from '@/ui/Toast'
import { buyQuoteClientMessages } from '../messages'

/**
 * Gives a request form's client island its messages (ui, validation, captcha and its part of
 * requests only) and a toast region.
 */
export function RequestsIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={buyQuoteClientMessages(locale)}>
      <ToastProvider>{children}</ToastProvider>
    </NextIntlClientProvider>
  )
}
