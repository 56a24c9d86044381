import 'server-only'
import { createTranslator, type AbstractIntlMessages } from 'next-intl'
import type { UnitsT } from '@/features/units/labels'
import type { Locale } from '@/i18n/routing'
import enRoot from '@messages/en.json'
import frRoot from '@messages/fr.json'

const messages = { en: enRoot, fr: frRoot } as const

export type RequestsMessages = (typeof messages)['en']

/** Every message of the locale (root namespaces plus requests and units). */
export const requestsMessages = (locale: Locale): RequestsMessages => messages[locale] as RequestsMessages

/** A server-side translator over all of the locale's messages (`t('requests.errors.submitFailed')`). */
export function getRequestsTranslator(locale: Locale) {
  return createTranslator({ locale, messages: requestsMessages(locale) })
}

/** The same translator with string keys, for keys built at run time (`requests.email.labels.${key}`). */
export function getLooseTranslator(locale: Locale): (key: string, values?: Record<string, string | number>) => string {
  const t = getRequestsTranslator(locale)
  return (key, values) => t(key as never, values as never)
}

/** A translator of one namespace, e.g. getNamespaceTranslator(locale, 'units'). */
export function getNamespaceTranslator<N extends 'requests' | 'units'>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: requestsMessages(locale), namespace })
}

/** The `units` translator with string keys (labels built from stored values, e.g. `productTypes.${type}`). */
export function getUnitsT(locale: Locale): UnitsT {
  const t = createTranslator({ locale, messages: requestsMessages(locale), namespace: 'units' })
  return (key, values) => t(key as never, values as never)
}

/** The messages the quote form's client island reads: ui, validation, captcha, and its part of requests. */
export function buyQuoteClientMessages(locale: Locale): AbstractIntlMessages {
  const all = requestsMessages(locale)
  return {
    ui: all.ui,
    validation: all.validation,
    captcha: all.captcha,
    requests: { buyQuote: all.requests.buyQuote, errors: all.requests.errors },
  }
}
