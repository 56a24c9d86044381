import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listPageCount } from '@/features/resources'
import { EventsListPage } from '@/features/resources/pages/EventsListPage'
import { findEvents } from '@/features/resources/server'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string; page: string }> }

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
export const generateStaticParams = () => []

const pageNumber = (text: string): number | null => (/^[1-9]\d{0,4}$/.test(text) ? Number(text) : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params
  const n = pageNumber(page)
  if (!isLocale(locale) || !n) return {}
  const t = await getTranslations({ locale, namespace: 'events.meta' })
  return { title: t('pageTitle', { page: n }), description: t('description'), alternates: localeAlternates(locale, `events/page/${n}`) }
}

/** /{locale}/events/page/{n}: a later page of the list, its own address so pagination works without JavaScript. */
export default async function EventsListPageRoute({ params }: Props) {
  const { locale, page } = await params
  const n = pageNumber(page)
  if (!isLocale(locale) || !n) notFound()
  setRequestLocale(locale)
  if (n === 1) redirect(`/${locale}/events`)
  const list = await findEvents({ locale, page: n })
  if (n > listPageCount(list.total)) notFound()
  return <EventsListPage locale={locale} list={list} />
}
