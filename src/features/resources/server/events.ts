import 'server-only'
import { cardImageOf } from './cardImage'
import { cache } from 'react'
import type { Where } from 'payload'
import { z } from 'zod'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { getRentalSettings } from '@/features/products/server'
import { todayInZone, type IsoDate } from '@/lib/calendarDate'
import { dropPagesHere } from '@/lib/cacheSync'
import { eventsListPaths } from '@/lib/resourcePaths'
import { locales } from '@/i18n/routing'
import type { Event } from '@/payload-types'
import { EVENT_KINDS, EVENTS_SLUG, LIST_PAGE_SIZE, eventJsonLd, eventPath, type EventCard, type EventsPage } from '../events'
import { searchedDocs } from '@/lib/search/fullText'
import { assetOf, contentfulArray, contentfulQueryShape, entrySys, link, pickFields, selectSchema, selectedFields } from './contentful'

const PUBLISHED: Where = { _status: { equals: 'published' } }

type Kind = (typeof EVENT_KINDS)[number]

/** Today on the business's calendar (site settings' time zone, as the rental rules read it). */
const businessToday = async (now = new Date()): Promise<IsoDate> => todayInZone((await getRentalSettings()).businessTimeZone, now)

/**
 * Published events, those still to come first (an event until its last day), soonest first, then
 * the rest newest first (issue 43, item 7: the list opened on the event furthest in the future);
 * the slug breaks ties, so pages never overlap. Searched word by word through the full-text index
 * (case and accents ignored) and of one kind or both: the page's entries and the total.
 */
async function searchEvents({ locale, query, kind, limit, offset, depth }: { locale: Locale; query: string; kind?: Kind; limit: number; offset: number; depth: number }) {
  const payload = await getPayloadClient()
  const upcomingFirst = { start: 'date', end: 'endDate', today: await businessToday() }
  return searchedDocs<Event>(payload, EVENTS_SLUG, { table: 'events', locale, term: query, filters: { kind }, sort: ['-date', 'slug'], upcomingFirst, limit, offset, depth })
}

const dayState = globalThis as typeof globalThis & { __boxlineEventsListDay?: { day: IsoDate; checkedAt: number } }
/** The sync calls every 2 s with several processes; the day is read at most once a minute. */
const DAY_CHECK_EVERY_MS = 60_000

/** What the day check reads: the business's today and the number of published events. */
type DayCheckReads = { today: (now: Date) => Promise<IsoDate>; count: () => Promise<number> }

/**
 * The cached list pages are ordered by the day they were rendered on: when the business's day
 * changes, this process drops them, so an event that ended yesterday moves among the past ones.
 * Called by this process's own server every minute or more often (POST /api/internal/cache-sync);
 * returns the pages dropped. The first call only notes the day.
 */
export async function dropEventListsAtDayChange(
  now = new Date(),
  drop: (pages: string[]) => string[] = dropPagesHere,
  read: DayCheckReads = { today: businessToday, count: countEvents },
): Promise<string[]> {
  const seen = dayState.__boxlineEventsListDay
  if (seen && now.getTime() - seen.checkedAt < DAY_CHECK_EVERY_MS) return []
  const today = await read.today(now)
  dayState.__boxlineEventsListDay = { day: today, checkedAt: now.getTime() }
  if (!seen || seen.day === today) return []
  const paths = eventsListPaths(await read.count())
  return drop(locales.flatMap((locale) => paths.map((path) => `/${locale}${path}`)))
}

export function eventCard(doc: Event): EventCard {
  return {
    id: String(doc.id),
    slug: doc.slug,
    kind: doc.kind,
    title: doc.title,
    date: doc.date,
    endDate: doc.endDate ?? null,
    location: doc.location ?? null,
    excerpt: doc.excerpt ?? null,
    image: cardImageOf(doc.featuredImage, doc.title),
  }
}

/** One page (1-based) of published news and events, searched with `query` (case and accents ignored). */
export async function findEvents({ locale, page = 1, query = '' }: { locale: Locale; page?: number; query?: string }): Promise<EventsPage> {
  const { docs, total } = await searchEvents({ locale, query, limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE, depth: 1 })
  return { items: docs.map(eventCard), total, page, query }
}

/** A published event by slug in one locale (English fallback), or null. */
export const getEventBySlug = cache(async (slug: string, locale: Locale): Promise<Event | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: EVENTS_SLUG, where: { and: [PUBLISHED, { slug: { equals: slug } }] }, locale, limit: 1, depth: 1 })
  return docs[0] ?? null
})

/** Every published event's slug and last change, for the sitemap. */
export async function listEventSlugs() {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: EVENTS_SLUG, where: PUBLISHED, depth: 0, pagination: false, select: { slug: true, updatedAt: true } })
  return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}

/** How many pages the published list has (for the sitemap). */
export async function countEvents(): Promise<number> {
  const payload = await getPayloadClient()
  return (await payload.count({ collection: EVENTS_SLUG, where: PUBLISHED })).totalDocs
}

// ——— POST /api/contentful {content_type: "event"}: the Contentful query shape over our events ———

const EVENT_FIELDS = ['title', 'slug', 'kind', 'date', 'endDate', 'location', 'excerpt', 'featuredImage'] as const
type EventField = (typeof EVENT_FIELDS)[number]

/**
 * The body of a Contentful-style query for events: paging (limit at most 1000), full text, the
 * `fields.kind` filter, `select`, `include` and `locale`. Anything else is refused by name.
 */
export const eventsQueryBody = z
  .object({
    content_type: z.literal('event'),
    ...contentfulQueryShape,
    select: selectSchema(EVENT_FIELDS),
    'fields.kind': z.enum(EVENT_KINDS).optional(),
  })
  .strict()

export type EventsQuery = z.infer<typeof eventsQueryBody>

/**
 * Answers like Contentful's entries API: `{sys, total, skip, limit, items, includes}`; a linked
 * image is a Link in the item and, with `include` ≥ 1, its asset in `includes.Asset`.
 */
export async function queryEvents(query: EventsQuery) {
  const { docs, total } = await searchEvents({ locale: query.locale, query: query.query ?? '', kind: query['fields.kind'], limit: query.limit, offset: query.skip, depth: query.include > 0 ? 1 : 0 })
  const selected = selectedFields(query.select, EVENT_FIELDS)
  const assets = new Map<string, ReturnType<typeof assetOf>>()
  const items = docs.map((doc) => {
    const media = typeof doc.featuredImage === 'object' && doc.featuredImage ? doc.featuredImage : null
    const imageId = media ? String(media.id) : doc.featuredImage != null ? String(doc.featuredImage) : null
    if (media) assets.set(String(media.id), assetOf(media, query.locale))
    const all: Record<EventField, unknown> = {
      title: doc.title,
      slug: doc.slug,
      kind: doc.kind,
      date: doc.date,
      endDate: doc.endDate ?? null,
      location: doc.location ?? null,
      excerpt: doc.excerpt ?? null,
      featuredImage: imageId ? link('Asset', imageId) : null,
    }
    return {
      sys: entrySys(doc.id, 'event', query.locale, doc),
      fields: pickFields(all, selected, EVENT_FIELDS),
    }
  })
  return contentfulArray(query, total, items, { Entry: [], Asset: selected.has('featuredImage') ? [...assets.values()] : [] })
}

/** What an event's page shows: its card, its text, and its structured data. */
export async function eventPageData(slug: string, locale: Locale, origin: string) {
  const doc = await getEventBySlug(slug, locale)
  if (!doc) return null
  const event = eventCard(doc)
  return { event, body: doc.body ?? null, jsonLd: eventJsonLd(event, `${origin}/${locale}${eventPath(slug)}`, origin, locale) }
}
