import { NextIntlClientProvider } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { ToastProvider } from '@/ui/Toast'
import enRoot from '@messages/en.json'
import frRoot from '@messages/fr.json'

/** The messages step 1's client island reads: ui, validation, captcha and checkoutContact only. */
export function contactClientMessages(locale: Locale) {
  const all = locale === 'fr' ? frRoot : enRoot
  return { ui: all.ui, validation: all.validation, captcha: all.captcha, checkoutContact: all.checkoutContact }
}

/** Gives step 1's client parts (stepper, form) their messages and a toast region. */
export function ContactIntl({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={contactClientMessages(locale)}>
      <ToastProvider>{children}</ToastProvider>
    </NextIntlClientProvider>
  )
}
