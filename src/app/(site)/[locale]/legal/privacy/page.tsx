import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PrivacyPolicy } from '@/features/legal/pages/PrivacyPolicy'
import { getSiteSettings } from '@/features/site-shell/server'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'privacy.meta' })
  return { title: t('title'), description: t('description'), alternates: localeAlternates(locale, 'legal/privacy') }
}

/** /{locale}/legal/privacy: the privacy policy the footer and the site settings' privacy link point to. */
export default async function PrivacyPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const settings = await getSiteSettings(locale)
  return <PrivacyPolicy locale={locale} phone={settings.phone} />
}
