import type { CSSProperties } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { localHref, telHref } from '../localHref'
import { getNavigation, getSiteSettings } from '../server/settings'
import { Logo } from './Logo'

export async function Footer({ locale }: { locale: Locale }) {
  const [settings, navigation, t] = await Promise.all([
    getSiteSettings(locale),
    getNavigation(locale),
    getTranslations({ locale, namespace: 'shell' }),
  ])
  const year = new Date().getFullYear()
  const columns = navigation.footerColumns ?? []
  return (
    <footer className="footer-below-first-screen mt-16 bg-brand-900 text-slate-100">
      {/* On a desktop the brand and every column staff set up share one row, a track each (issue 43,
          item 11: five fixed tracks, two of them the brand's, sent the fourth column to a row of its
          own at every width). */}
      <div
        className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_repeat(var(--footer-columns),minmax(0,1fr))] lg:gap-6 lg:px-8"
        style={{ '--footer-columns': Math.max(columns.length, 1) } as CSSProperties}
      >
        <div>
          <span className="inline-block rounded bg-white px-2 py-1">
            <Logo brandName={settings.brandName} />
          </span>
          {settings.tagline && <p className="mt-4 max-w-sm text-slate-200">{settings.tagline}</p>}
          <p className="mt-4">
            <a href={telHref(settings.phone)} className="font-semibold text-white underline">
              {t('callUs')} <span className="whitespace-nowrap">{settings.phone}</span>
            </a>
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.id ?? column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-accent-400">{column.heading}</h2>
            <ul className="mt-3 space-y-2">
              {(column.links ?? []).map((link) => (
                <li key={link.id ?? link.href}>
                  <a href={localHref(link.href, locale)} className="break-words text-slate-200 hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-300 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{t('copyright', { year, brand: settings.brandName })}{settings.legalText ? ` ${settings.legalText}` : ''}</p>
          <nav aria-label={t('legalNavigation')}>
            <ul className="flex flex-wrap gap-4">
              {(navigation.legalLinks ?? []).map((link) => (
                <li key={link.id ?? link.href}>
                  <a href={localHref(link.href, locale)} className="hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
