import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getServerTranslator } from '@/lib/i18n/serverMessages'
import { BuyQuotePage } from '@/features/requests/pages/BuyQuotePage'
import { unitLabels, classifyUnitSlug, quoteBuyPath } from '@/features/units'
import { getUnitsT, getUsedUnit } from '@/features/units/server'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// Each unit's page is rendered on its first request and cached, like every public page.
export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const route = classifyUnitSlug(slug)
  if (!isLocale(locale) || route.kind !== 'unit') return {}
  const unit = await getUsedUnit(route.unitNumber, locale).catch(() => null)
  if (!unit) return {}
  const t = getServerTranslator(locale)
  const labels = unitLabels(unit, locale, getUnitsT(locale))
  const values = { productType: labels.productType, unitNumber: unit.unitNumber, place: labels.place }
  return {
    title: t('requests.buyQuote.meta.title', values),
    description: t('requests.buyQuote.meta.description', values),
    alternates: localeAlternates(locale, `request-quote-buy/${unit.unitNumber}`),
  }
}

/**
 * /{locale}/request-quote-buy/{unitNumber} (spec 1 §2.2). One segment that is a unit number
 * (6–10 letters and digits); lower case redirects to the upper-case address; any other shape
 * (no segment, several, other characters) redirects to /{locale}/404.
 */
export default async function RequestQuoteBuyPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const route = classifyUnitSlug(slug)
  if (route.kind === 'invalid') redirect(`/${locale}/404`)
  if (route.kind === 'redirect') permanentRedirect(quoteBuyPath(locale, route.unitNumber))
  return <BuyQuotePage locale={locale} unitNumber={route.unitNumber} />
}
