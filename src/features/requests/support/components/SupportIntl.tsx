import { NextIntlClientProvider } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { ToastProvider } from '@/ui/Toast'
import { supportClientMessages } from '../messages'

/** Gives the support wizard (a client island) its messages and a toast region. */
export function SupportIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={supportClientMessages(locale)}>
      <ToastProvider>{children}</ToastProvider>
    </NextIntlClientProvider>
  )
}
