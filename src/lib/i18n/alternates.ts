import type { Metadata } from 'next'
import { locales } from '@/i18n/routing'

/** hreflang alternates and canonical for a path given without its locale ('' for the home page). */
export function localeAlternates(locale: string, path: string): Metadata['alternates'] {
  const suffix = path && path !== '/' ? (path.startsWith('/') ? path : `/${path}`) : ''
  return {
    canonical: `/${locale}${suffix}`,
    languages: {
      ...Object.fromEntries(locales.map((l) => [l === 'en' ? 'en-US' : 'fr-CA', `/${l}${suffix}`])),
      'x-default': `/en${suffix}`,
    },
  }
}
