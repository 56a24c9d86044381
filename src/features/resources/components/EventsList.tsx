'use client'
import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { useTranslations } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { Button } from '@/ui/Button'
import { controlClassName } from '@/ui/Field'
import { Pagination } from '@/ui/Pagination'
import { postJson } from '@/ui/form/postJson'
import { EVENT_CARD_SELECT, LIST_PAGE_SIZE, eventCardsOf, eventsListUrl, listPageCount, listStateOf, type EventCard, type EventsAnswer, type ListState } from '../events'
import { EventCardView } from './EventCardView'

/** Where the list's top lands after a page change: 100 px below the top of the window (spec 3 §9). */
const SCROLL_OFFSET = 100

type Shown = ListState & { items: EventCard[]; total: number }

/**
 * Spec 3 §2 "News and events list": search on Enter or the button, clear, 12 per page, pagination,
 * loading dots, no results. The first page of each address is rendered on the server (it works
 * without JavaScript); a search or a page change loads in place and is written to the address.
 */
export function EventsList({ locale, initial }: { locale: Locale; initial: Shown }) {
  const t = useTranslations('events')
  const [shown, setShown] = useState<Shown>(initial)
  const [term, setTerm] = useState(initial.term)
  const [loading, setLoading] = useState(false)
  const latest = useRef(0)
  const top = useRef<HTMLDivElement>(null)

  const load = useCallback(
    async (state: ListState, how: { push?: boolean; scroll?: boolean; showTerm?: boolean } = {}) => {
      const ticket = ++latest.current
      setLoading(true)
      // An address read (a shared link, back or forward) puts its term in the box.
      if (how.showTerm) setTerm(state.term)
      if (how.push) window.history.pushState(null, '', eventsListUrl(locale, state))
      if (how.scroll && top.current) window.scrollTo({ top: top.current.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET, behavior: 'smooth' })
      let next: Shown = { ...state, items: [], total: 0 }
      try {
        const answer = await postJson<EventsAnswer>('/api/contentful', {
          content_type: 'event',
          locale,
          query: state.term || undefined,
          skip: (state.page - 1) * LIST_PAGE_SIZE,
          limit: LIST_PAGE_SIZE,
          include: 1,
          select: EVENT_CARD_SELECT,
        }, { read: true })
        if (answer.ok) next = { ...state, items: eventCardsOf(answer.body), total: answer.body.total ?? 0 }
        else console.error('events list: the list could not be loaded', answer.status, answer.body.error)
      } catch (error) {
        // Spec 3 §8: a list error is logged; the list shows empty.
        console.error('events list: the list could not be loaded', error)
      }
      if (ticket !== latest.current) return
      setShown(next)
      setLoading(false)
    },
    [locale],
  )

  // A search in the address (a shared or reloaded link) loads once the page is here; back and forward reload.
  useEffect(() => {
    const fromAddress = () => listStateOf(window.location.pathname, window.location.search)
    const state = fromAddress()
    // The cached page holds the list without a search: a search in the address loads right after hydration.
    const pending = state.term !== initial.term || state.page !== initial.page ? window.setTimeout(() => void load(state, { showTerm: true })) : undefined
    const onPopState = () => void load(fromAddress(), { showTerm: true })
    window.addEventListener('popstate', onPopState)
    return () => {
      window.clearTimeout(pending)
      window.removeEventListener('popstate', onPopState)
    }
  }, [initial.page, initial.term, load])

  const search = (value: string) => void load({ term: value.trim(), page: 1 }, { push: true })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    search(term)
  }
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
      <form role="search" onSubmit={onSubmit} action={`/${locale}/events`} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="events-search" className="mb-1 block font-semibold text-slate-900">
            {t('search.label')}
          </label>
          <input
            id="events-search"
            name="q"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={t('search.placeholder')}
            maxLength={100}
            autoComplete="off"
            className={controlClassName(false)}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit">{t('search.submit')}</Button>
          {(term || shown.term) && (
            <Button variant="secondary" onClick={onClear}>
              {t('search.clear')}
            </Button>
          )}
        </div>
      </form>

      <p aria-live="polite" className="mt-6 font-semibold text-slate-900">
        {loading ? <span className="sr-only">{t('loading')}</span> : shown.term ? t('countFor', { total: shown.total, term: shown.term }) : t('count', { total: shown.total })}
      </p>

      {loading ? (
        <div role="status" aria-label={t('loading')} className="flex justify-center gap-2 py-24">
          {[0, 1, 2].map((dot) => (
            <span key={dot} aria-hidden="true" className="size-3 animate-bounce rounded-full bg-brand-700" style={{ animationDelay: `${dot * 150}ms` }} />
          ))}
        </div>
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
