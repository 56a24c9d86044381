'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useSyncExternalStore, type AnchorHTMLAttributes, type SyntheticEvent } from 'react'
import { LOCALE_COOKIE } from '@/i18n/routing'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'onFocus' | 'onPointerEnter'> & { locale: string; other: string }

/** Writes the locale cookie (the proxy reads it for addresses without a locale). */
function rememberLocale(locale: string) {
  if (document.cookie.split('; ').includes(`${LOCALE_COOKIE.name}=${locale}`)) return
  document.cookie = `${LOCALE_COOKIE.name}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE.maxAge}; SameSite=${LOCALE_COOKIE.sameSite}`
}

/** Rendering needs no updates of the query: the address is completed when a person reaches for the link. */
const noSubscription = () => () => {}

/**
 * The language switch's island (LanguageSwitch renders its text, classes and attributes): the
 * link to the same page in the `other` language. The path is known when the page is rendered
 * (and cached); the query, which a cached page cannot know, is added once the page runs, so
 * ?product_category= survives — and again when a person points at, focuses or follows the link,
 * since the lists keep their search and filters in the address without loading a page. The page's
 * language is remembered on load, the choice on click.
 */
export function LanguageLink({ locale, other, ...link }: Props) {
  const path = (usePathname() ?? '/').replace(/^\/(en|fr)(?=\/|$)/, '')
  const base = `/${other}${path === '/' ? '' : path}`
  const query = useSyncExternalStore(noSubscription, () => window.location.search, () => '')
  useEffect(() => rememberLocale(locale), [locale])
  const withCurrentQuery = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = base + window.location.search
  }
  return (
    <a
      href={base + query}
      {...link}
      onPointerEnter={withCurrentQuery}
      onFocus={withCurrentQuery}
      onClick={(event) => {
        withCurrentQuery(event)
        rememberLocale(other)
      }}
    />
  )
}
