import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { localHref, telHref } from '../localHref'
import { getNavigation, getSiteSettings } from '../server/settings'
import { DismissibleDetails } from '@/ui/DismissibleDetails'
import { LanguageSwitch } from './LanguageSwitch'
import { Logo } from './Logo'

/**
 * Site header: logo, phone, language and cart on the first row; the CMS navigation on a row of its
 * own from 1024 px (a <details> menu below, no script needed). No item ever wraps inside itself:
 * the French labels are about a third longer than the English ones and would not fit beside the
 * phone, language and cart in one 1280 px row, so the navigation gets the whole width; should staff
 * add items beyond it, whole items move to a second line.
 *
 * The cart link comes from the caller (the layout asks the cart feature), so the shell depends on
 * no feature. Nothing here depends on the visitor: the header is part of every cached page.
 */
export async function Header({ locale, cartLink }: { locale: Locale; cartLink: ReactNode }) {
  const [settings, navigation, t] = await Promise.all([getSiteSettings(locale), getNavigation(locale), getTranslations({ locale, namespace: 'shell' })])
  const links = navigation.headerLinks ?? []
  const navList = (className: string, linkClassName: string) => (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id ?? link.href}>
          <a href={localHref(link.href, locale)} className={`block rounded-md font-medium text-slate-800 hover:bg-slate-100 ${linkClassName}`}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 lg:px-8 lg:pb-1">
        <a href={`/${locale}`} aria-label={t('homeLink', { brand: settings.brandName })} className="shrink-0">
          <Logo brandName={settings.brandName} />
        </a>
        <div className="flex shrink-0 items-center gap-2">
          <a href={telHref(settings.phone)} className="hidden text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline md:inline">
            <span className="sr-only">{t('callUs')} </span>
            {settings.phone}
          </a>
          <LanguageSwitch locale={locale} label={t('switchLanguage')} />
          {cartLink}
          <details id="phone-menu" className="relative lg:hidden">
            <summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-800">
              {t('menu')}
            </summary>
            <nav
              aria-label={t('mainNavigation')}
              className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-2 shadow-lg"
            >
              {navList('flex flex-col', 'px-3 py-2')}
              <a href={telHref(settings.phone)} className="mt-2 block px-3 py-2 font-semibold text-brand-700">
                {t('callUs')} <span className="whitespace-nowrap">{settings.phone}</span>
              </a>
            </nav>
          </details>
          <DismissibleDetails targetId="phone-menu" />
        </div>
      </div>
      <nav aria-label={t('mainNavigation')} className="mx-auto hidden max-w-7xl px-4 pb-2 lg:block lg:px-8">
        {navList('-ml-3 flex flex-wrap items-center gap-x-1', 'px-3 py-2 text-[0.9375rem] whitespace-nowrap')}
      </nav>
    </header>
  )
}
