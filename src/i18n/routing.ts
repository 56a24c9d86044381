import { defineRouting } from 'next-intl/routing'

export const locales = ['en', 'fr'] as const
/** The cookie that remembers the visitor's language for addresses without one. */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' } as const
export type Locale = (typeof locales)[number]

/** Every public page lives under /en or /fr; a path without one redirects (cookie, then Accept-Language, then en). */
export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'always',
  localeCookie: LOCALE_COOKIE,
  // Pages carry their own hreflang links (en-US, fr-CA, x-default); the middleware's Link header would
  // announce other values (en, fr) and alternates for pages that have none (cart, thank-you pages).
  alternateLinks: false,
})

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)
