import { NextIntlClientProvider } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { ToastProvider } from '@/ui/Toast'
import { guestPaymentClientMessages } from '../messages'

/** Gives the guest payment wizard (a client island) its messages and a toast region. */
export function GuestPaymentIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={guestPaymentClientMessages(locale)}>
      <ToastProvider>{children}</ToastProvider>
    </NextIntlClientProvider>
  )
}
