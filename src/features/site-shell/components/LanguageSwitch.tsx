'use client'
import { useLocale } from 'next-intl'
import { Link, usePathname } from '@/i18n/navigation'

type Props = { label: string; languages: { en: string; fr: string } }

/** Links to the same page in the other language (the query string is kept). */
export function LanguageSwitch({ label, languages }: Props) {
  const locale = useLocale()
  const pathname = usePathname()
  const other = locale === 'fr' ? 'en' : 'fr'
  const search = typeof window === 'undefined' ? '' : window.location.search
  return (
    <Link
      href={pathname + search}
      locale={other}
      hrefLang={other}
      lang={other}
      aria-label={label}
      className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
    >
      {languages[other]}
    </Link>
  )
}
