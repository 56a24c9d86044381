import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { EventsListPage } from '@/features/resources/pages/EventsListPage'
import { findEvents } from '@/features/resources/server'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'events.meta' })
  return { title: t('title'), description: t('description'), alternates: localeAlternates(locale, 'events') }
}

/** /{locale}/events: the news and events list, first page (a search loads in place: spec 3 §2). */
export default async function EventsPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <EventsListPage locale={locale} list={await findEvents({ locale, page: 1 })} />
}
