import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import { pickClientMessages } from './clientMessages'

/**
 * Wrap only the interactive parts of a page that translate in the browser: pages without it ship
 * no i18n runtime (the shell renders on the server). Pass the namespaces the client part reads.
 */
export async function ClientIntl({ namespaces, children }: { namespaces: readonly string[]; children: React.ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()])
  return (
    <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  )
}
