'use client'
import { useState, type MouseEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { Button } from '@/ui/Button'
import { LoadingDots } from '@/ui/LoadingDots'
import { Pagination } from '@/ui/Pagination'
import { postJson } from '@/ui/form/postJson'
import { EVENT_CARD_SELECT, LIST_PAGE_SIZE, eventCardsOf, eventsListUrl, listPageCount, listStateOf, type EventCard, type EventsAnswer, type ListState } from '../events'
import { EventCardView } from './EventCardView'
import { ListSearchForm } from './ListSearchForm'
import { useAddressList } from './useAddressList'

type Shown = ListState & { items: EventCard[]; total: number }

/**
 * Spec 3 §2 "News and events list": search on Enter or the button, clear, 12 per page, pagination,
 * loading dots, no results. The first page of each address is rendered on the server (it works
 * without JavaScript); a search or a page change loads in place and is written to the address.
 */
export function EventsList({ locale, initial }: { locale: Locale; initial: Shown }) {
  const t = useTranslations('events')
  const [term, setTerm] = useState(initial.term)
  const { shown, loading, load, top } = useAddressList<ListState, EventCard>({
    initial,
    urlOf: (state) => eventsListUrl(locale, state),
    stateOf: listStateOf,
    onAddress: (state) => setTerm(state.term),
    fetchPage: async (state) => {
      const answer = await postJson<EventsAnswer>(
        '/api/contentful',
        { content_type: 'event', locale, query: state.term || undefined, skip: (state.page - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE, include: 1, select: EVENT_CARD_SELECT },
        { read: true },
      )
      if (answer.ok) return { items: eventCardsOf(answer.body), total: answer.body.total ?? 0 }
      console.error('events list: the list could not be loaded', answer.status, answer.body.error)
      return { items: [], total: 0 }
    },
  })

  const search = (value: string) => void load({ term: value.trim(), page: 1 }, { push: true })
  const onClear = () => {
    setTerm('')
    search('')
  }
  const onNavigate = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    void load({ term: shown.term, page }, { push: true, scroll: true })
  }

  const pages = listPageCount(shown.total)
  return (
    <div ref={top} className="scroll-mt-24">
      <ListSearchForm
        id="events-search"
        action={`/${locale}/events`}
        term={term}
        showClear={Boolean(term || shown.term)}
        labels={{ label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit'), clear: t('search.clear') }}
        onTerm={setTerm}
        onSearch={() => search(term)}
        onClear={onClear}
      />

      <p aria-live="polite" className="mt-6 font-semibold text-slate-900">
        {loading ? <span className="sr-only">{t('loading')}</span> : shown.term ? t('countFor', { total: shown.total, term: shown.term }) : t('count', { total: shown.total })}
      </p>

      {loading ? (
        <LoadingDots label={t('loading')} />
      ) : shown.items.length === 0 ? (
        <div className="mt-6 rounded-xl bg-slate-50 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{shown.term ? t('noResults', { term: shown.term }) : t('noResultsEmpty')}</p>
          {shown.term && (
            <>
              <p className="mt-2 text-slate-700">{t('suggestion')}</p>
              <Button variant="secondary" className="mt-4" onClick={onClear}>
                {t('showAll')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.items.map((event, i) => (
            <li key={event.id}>
              <EventCardView event={event} locale={locale} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}

      {!loading && <Pagination className="mt-10" page={shown.page} pages={pages} hrefOf={(page) => eventsListUrl(locale, { term: shown.term, page })} onNavigate={onNavigate} />}
    </div>
  )
}
