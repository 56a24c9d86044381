import { currentPathWithoutLocale } from '@/lib/siteUrl'

type Props = { locale: string; label: string }

/**
 * Links to the same page (and query) in the other language. Rendered on the server from the
 * request path, so it costs no JavaScript; the proxy remembers the choice in the locale cookie.
 */
export async function LanguageSwitch({ locale, label }: Props) {
  const other = locale === 'fr' ? 'en' : 'fr'
  const path = await currentPathWithoutLocale()
  const href = `/${other}${path === '/' ? '' : path}`
  return (
    <a
      href={href}
      hrefLang={other === 'fr' ? 'fr-CA' : 'en-US'}
      lang={other === 'fr' ? 'fr-CA' : 'en-US'}
      aria-label={label}
      className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      {other === 'fr' ? 'Français' : 'English'}
    </a>
  )
}
