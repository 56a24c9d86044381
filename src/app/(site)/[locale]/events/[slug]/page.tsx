import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { eventPath, isEventSlug } from '@/features/resources'
import { EventDetailPage } from '@/features/resources/pages/EventDetailPage'
import { eventPageData } from '@/features/resources/server'
import { isLocale } from '@/i18n/routing'
import { resourcePageMetadata } from '@/lib/i18n/alternates'
import { publicSiteUrl } from '@/lib/siteUrl'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
export const generateStaticParams = () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale) || !isEventSlug(slug)) return {}
  const data = await eventPageData(slug, locale, publicSiteUrl())
  if (!data) return {}
  const { event } = data
  return resourcePageMetadata(locale, eventPath(slug), { title: event.title, excerpt: event.excerpt, image: event.image, type: 'article' })
}

/** /{locale}/events/{slug}: an event's or a news item's page, linked from its card. */
export default async function EventRoute({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale) || !isEventSlug(slug)) notFound()
  setRequestLocale(locale)
  const data = await eventPageData(slug, locale, publicSiteUrl())
  if (!data) notFound()
  return <EventDetailPage locale={locale} event={data.event} body={data.body} jsonLd={data.jsonLd} />
}
