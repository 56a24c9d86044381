import { LanguageLink } from './LanguageLink'

/**
 * Links to the same page in the other language. The choice, and the language of the page shown,
 * go in the locale cookie (a cached page carries no Set-Cookie), so an address without a locale
 * opens in it next time. Rendered here; the address and the cookie are LanguageLink's (the island).
 */
export function LanguageSwitch({ locale, label }: { locale: string; label: string }) {
  const other = locale === 'fr' ? 'en' : 'fr'
  const lang = other === 'fr' ? 'fr-CA' : 'en-US'
  return (
    <LanguageLink
      locale={locale}
      other={other}
      hrefLang={lang}
      lang={lang}
      aria-label={label}
      className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      {other === 'fr' ? 'Français' : 'English'}
    </LanguageLink>
  )
}
