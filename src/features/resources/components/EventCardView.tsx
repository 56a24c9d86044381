import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { formatDisplayDate, isIsoDate } from '@/lib/calendarDate'
import { buttonClassName } from '@/ui/Button'
import { eventPath, type EventCard } from '../events'
import { CardImage, FactList } from './ResourceParts'

// Shared component (no 'use client'): rendered on the server for the first page and by the list island after a search.

/** Up to two key/value lines of a card (spec 3 §3 "eventDate: the first two are shown"): when and where, or the news date. */
export function useEventLines(event: EventCard, locale: Locale): { key: string; label: string; value: string }[] {
  const t = useTranslations('events')
  const date = (iso: string | null) => (iso && isIsoDate(iso) ? formatDisplayDate(iso, locale) : null)
  const start = date(event.date)
  const end = date(event.endDate)
  if (event.kind === 'news') return start ? [{ key: 'published', label: t('lines.published'), value: start }] : []
  return [
    ...(start ? [{ key: 'when', label: t('lines.when'), value: end && end !== start ? t('dateRange', { start, end }) : start }] : []),
    ...(event.location ? [{ key: 'where', label: t('lines.where'), value: event.location }] : []),
  ].slice(0, 2)
}

/** The card's and the page's facts: when and where, or the news date, as a definition list. */
export function EventFacts({ event, locale, className }: { event: EventCard; locale: Locale; className: string }) {
  return <FactList facts={useEventLines(event, locale)} className={className} />
}

export function EventCardView({ event, locale, priority = false }: { event: EventCard; locale: Locale; priority?: boolean }) {
  const t = useTranslations('events')
  const href = `/${locale}${eventPath(event.slug)}`
  const titleId = `event-${event.id}`
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <CardImage image={event.image} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t(`kind.${event.kind}`)}</p>
        <h2 id={titleId} className="text-lg font-bold leading-snug text-slate-900">
          {event.title}
        </h2>
        <EventFacts event={event} locale={locale} className="gap-x-2 gap-y-1 text-sm text-slate-700" />
        {event.excerpt && <p className="text-slate-700">{event.excerpt}</p>}
        <a href={href} aria-label={t(`viewLabel.${event.kind}`, { title: event.title })} className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}>
          {t(`view.${event.kind}`)}
        </a>
      </div>
    </article>
  )
}
