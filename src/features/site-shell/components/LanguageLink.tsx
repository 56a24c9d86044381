'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useSyncExternalStore, type AnchorHTMLAttributes } from 'react'
import { LOCALE_COOKIE } from '@/i18n/routing'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { locale: string; other: string }

/** Writes the locale cookie (the proxy reads it for addresses without a locale). */
function rememberLocale(locale: string) {
  if (document.cookie.split('; ').includes(`${LOCALE_COOKIE.name}=${locale}`)) return
  document.cookie = `${LOCALE_COOKIE.name}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE.maxAge}; SameSite=${LOCALE_COOKIE.sameSite}`
}

/** The query does not change while a page lives (links load new pages). */
const noSubscription = () => () => {}

/**
 * The language switch's island (LanguageSwitch renders its text, classes and attributes): the
 * link to the same page in the `other` language. The path is known when the page is rendered
 * (and cached); the query, which a cached page cannot know, is added once the page runs, so
 * ?product_category= survives. The page's language is remembered on load, the choice on click.
 */
export function LanguageLink({ locale, other, ...link }: Props) {
  const path = (usePathname() ?? '/').replace(/^\/(en|fr)(?=\/|$)/, '')
  const query = useSyncExternalStore(noSubscription, () => window.location.search, () => '')
  useEffect(() => rememberLocale(locale), [locale])
  return <a href={`/${other}${path === '/' ? '' : path}${query}`} {...link} onClick={() => rememberLocale(other)} />
}
