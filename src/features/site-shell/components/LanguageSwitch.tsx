'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'
import { LOCALE_COOKIE } from '@/i18n/routing'

type Props = { locale: string; label: string }

/** Writes the locale cookie (the proxy reads it for addresses without a locale). */
function rememberLocale(locale: string) {
  if (document.cookie.split('; ').includes(`${LOCALE_COOKIE.name}=${locale}`)) return
  document.cookie = `${LOCALE_COOKIE.name}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE.maxAge}; SameSite=${LOCALE_COOKIE.sameSite}`
}

/** The query does not change while a page lives (links load new pages). */
const noSubscription = () => () => {}

/**
 * Links to the same page in the other language. The choice, and the language of the page shown,
 * go in the locale cookie (a cached page carries no Set-Cookie), so an address without a locale
 * opens in it next time. The path is known when the page is rendered (and cached); the query,
 * which a cached page cannot know, is added once the page runs, so ?product_category= survives.
 */
export function LanguageSwitch({ locale, label }: Props) {
  const other = locale === 'fr' ? 'en' : 'fr'
  const path = (usePathname() ?? '/').replace(/^\/(en|fr)(?=\/|$)/, '')
  const query = useSyncExternalStore(noSubscription, () => window.location.search, () => '')
  useEffect(() => rememberLocale(locale), [locale])
  const href = `/${other}${path === '/' ? '' : path}${query}`
  return (
    <a
      href={href}
      hrefLang={other === 'fr' ? 'fr-CA' : 'en-US'}
      lang={other === 'fr' ? 'fr-CA' : 'en-US'}
      aria-label={label}
      onClick={() => rememberLocale(other)}
      className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      {other === 'fr' ? 'Français' : 'English'}
    </a>
  )
}
