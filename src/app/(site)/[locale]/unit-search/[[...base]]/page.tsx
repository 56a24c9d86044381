import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { parseSearchParams } from '@/features/units'
import { UnitSearchResultsPage } from '@/features/units/pages/UnitSearchResultsPage'
import { isLocale } from '@/i18n/routing'

type Props = {
  params: Promise<{ locale: string; base?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// The results depend on the query string: rendered per request (the search is light: see
// features/units/server/search.ts). Reached through next.config.ts's rewrite of `{current path}/search`.
export const dynamic = 'force-dynamic'

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,99}$/

/** `/{locale}/{base…}/search`, the address the visitor sees (and the refine form and pages use). */
function resultsPathOf(locale: string, base: string[] | undefined): string | null {
  const segments = (base ?? []).map((s) => decodeURIComponent(s))
  if (segments.length > 10 || !segments.every((s) => SEGMENT.test(s))) return null
  return ['', locale, ...segments, 'search'].join('/')
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'unitSearch.results' })
  return { title: t('metaTitle') }
}

/** `{current path}/search?…` (spec 3 §2): used units for sale matching the search block's query. */
export default async function UnitSearchRoute({ params, searchParams }: Props) {
  const { locale, base } = await params
  if (!isLocale(locale)) notFound()
  const resultsPath = resultsPathOf(locale, base)
  if (!resultsPath) notFound()
  setRequestLocale(locale)
  return <UnitSearchResultsPage locale={locale} resultsPath={resultsPath} parsed={parseSearchParams(await searchParams)} />
}
