import { LIST_PAGE_SIZE, eventPath, eventsListPath } from '@/lib/resourcePaths'
import { assetsOf, imageOf, pageParam, text, type Asset, type CardImage, type Entry } from './answers'

/** News and events (spec 3 §2, §3 "Event/news card"): their own collection, listed 12 to a page. */
export const EVENTS_SLUG = 'events' as const
export const EVENT_KINDS = ['event', 'news'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

export { LIST_PAGE_SIZE, eventPath, eventsListPath }

/** What a card and the list's calls carry of an event or a news item. */
export type EventCard = {
  id: string
  slug: string
  kind: EventKind
  title: string
  /** yyyy-mm-dd: the event's first day, or the news item's date. */
  date: string
  endDate: string | null
  location: string | null
  excerpt: string | null
  image: CardImage | null
}

export type EventsPage = { items: EventCard[]; total: number; page: number; query: string }

/** An event's slug: lowercase words with dashes; "page" is the list's pagination. */
export const isEventSlug = (slug: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug !== 'page'

export const listPageCount = (total: number): number => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))

/** The fields a list asks POST /api/contentful for: what a card shows. */
export const EVENT_CARD_SELECT = 'sys.id,fields.title,fields.slug,fields.kind,fields.date,fields.endDate,fields.location,fields.excerpt,fields.featuredImage'

export type EventsAnswer = { total?: number; items?: Entry[]; includes?: { Asset?: Asset[] } }

/** The cards of a POST /api/contentful {content_type: "event"} answer, images resolved from its includes. */
export function eventCardsOf(answer: EventsAnswer): EventCard[] {
  const assets = assetsOf(answer.includes)
  return (answer.items ?? []).map(({ sys, fields }) => {
    const title = text(fields.title) ?? ''
    return {
      id: sys.id,
      slug: text(fields.slug) ?? '',
      kind: fields.kind === 'news' ? 'news' : 'event',
      title,
      date: text(fields.date) ?? '',
      endDate: text(fields.endDate),
      location: text(fields.location),
      excerpt: text(fields.excerpt),
      image: imageOf(assets, fields.featuredImage, title),
    }
  })
}

/** What the list shows: a search term and a page. It lives in the address, so a list can be shared and reloaded. */
export type ListState = { term: string; page: number }

/**
 * The list's address for a state: without a term, the page's own address (cached, works without
 * JavaScript); with one, `?q=` (and `&page=`) on the list.
 */
export function eventsListUrl(locale: string, { term, page }: ListState): string {
  const trimmed = term.trim()
  if (!trimmed) return `/${locale}${eventsListPath(page)}`
  const params = new URLSearchParams({ q: trimmed })
  if (page > 1) params.set('page', String(page))
  return `/${locale}/events?${params}`
}

/** The state an address shows (the inverse of eventsListUrl). */
export function listStateOf(pathname: string, search: string): ListState {
  const params = new URLSearchParams(search)
  const pathPage = /\/events\/page\/(\d+)\/?$/.exec(pathname)?.[1]
  const term = (params.get('q') ?? '').trim()
  return { term, page: pathPage ? pageParam(pathPage) : term ? pageParam(params.get('page')) : 1 }
}

/** schema.org structured data of an event's page: an Event (with its place) or a NewsArticle. */
export function eventJsonLd(event: EventCard, url: string, origin: string, locale: string): Record<string, unknown> {
  const image = event.image ? [new URL(event.image.url, origin).href] : undefined
  const common = { '@context': 'https://schema.org', url, inLanguage: locale === 'fr' ? 'fr-CA' : 'en-US', image, description: event.excerpt ?? undefined }
  if (event.kind === 'news') {
    return { ...common, '@type': 'NewsArticle', headline: event.title, datePublished: event.date, publisher: { '@type': 'Organization', name: 'Boxline' } }
  }
  return {
    ...common,
    '@type': 'Event',
    name: event.title,
    startDate: event.date,
    endDate: event.endDate ?? event.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: event.location ? { '@type': 'Place', name: event.location, address: event.location } : undefined,
    organizer: { '@type': 'Organization', name: 'Boxline', url: origin },
  }
}
