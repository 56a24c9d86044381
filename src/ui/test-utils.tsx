// Test helpers for the UI primitives (not shipped: only imported by *.test.tsx).
import type { ReactElement, ReactNode } from 'react'
import { render, type RenderOptions } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import en from '@messages/en.json'
import fr from '@messages/fr.json'

export const uiMessages = { en, fr }

export function IntlWrapper({ children, locale = 'en' }: { children: ReactNode; locale?: 'en' | 'fr' }) {
  return (
    <NextIntlClientProvider locale={locale} messages={uiMessages[locale]} timeZone="America/New_York">
      {children}
    </NextIntlClientProvider>
  )
}

export function renderWithIntl(
  ui: ReactElement,
  { locale = 'en', ...options }: { locale?: 'en' | 'fr' } & Omit<RenderOptions, 'wrapper'> = {},
) {
  return render(ui, {
    wrapper: ({ children }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>,
    ...options,
  })
}
