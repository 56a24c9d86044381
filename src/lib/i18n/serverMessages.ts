import 'server-only'
import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import enRoot from '@messages/en.json'
import frRoot from '@messages/fr.json'

// Translators for server code outside a request's React tree (route handlers, e-mails, services):
// every message of a locale, read through createTranslator (the messages are precompiled at build
// time, so never read one as a raw string).

const messages = { en: enRoot, fr: frRoot } as const

export type SiteMessages = (typeof messages)['en']
export type MessageNamespace = keyof SiteMessages

/** Every message of the locale. */
export const siteMessages = (locale: Locale): SiteMessages => messages[locale] as SiteMessages

/** A typed translator over all of the locale's messages (`t('requests.errors.submitFailed')`). */
export function getServerTranslator(locale: Locale) {
  return createTranslator({ locale, messages: siteMessages(locale) })
}

/** A translator with string keys, for keys built at run time (`productTypes.${type}`), optionally of one namespace. */
export type LooseTranslator = (key: string, values?: Record<string, string | number>) => string

export function getLooseTranslator(locale: Locale, namespace?: MessageNamespace): LooseTranslator {
  const t = namespace ? createTranslator({ locale, messages: siteMessages(locale), namespace }) : getServerTranslator(locale)
  return (key, values) => (t as unknown as LooseTranslator)(key, values)
}
