import { describe, expect, it } from 'vitest'
import { eventCardsOf, eventJsonLd, eventsListPath, eventsListUrl, isEventSlug, listPageCount, listStateOf } from './events'

describe('events paths', () => {
  it('page 1 is the list itself; later pages have their own address', () => {
    expect(eventsListPath(1)).toBe('/events')
    expect(eventsListPath(3)).toBe('/events/page/3')
  })
  it('a slug is lowercase words with dashes, never the pagination segment', () => {
    expect(isEventSlug('spring-trade-show-2026')).toBe(true)
    expect(isEventSlug('page')).toBe(false)
    expect(isEventSlug('Bad Slug')).toBe(false)
  })
  it('counts pages of 12, at least one', () => {
    expect(listPageCount(0)).toBe(1)
    expect(listPageCount(12)).toBe(1)
    expect(listPageCount(13)).toBe(2)
  })
})

describe('the list state in the address', () => {
  it('without a term, each page has its own address', () => {
    expect(eventsListUrl('en', { term: '', page: 1 })).toBe('/en/events')
    expect(eventsListUrl('fr', { term: '  ', page: 2 })).toBe('/fr/events/page/2')
  })
  it('with a term, the term and the page are query parameters', () => {
    expect(eventsListUrl('en', { term: 'trade show', page: 1 })).toBe('/en/events?q=trade+show')
    expect(eventsListUrl('fr', { term: 'salon', page: 3 })).toBe('/fr/events?q=salon&page=3')
  })
  it('reads back what it wrote, and ignores nonsense pages', () => {
    expect(listStateOf('/en/events/page/4', '')).toEqual({ term: '', page: 4 })
    expect(listStateOf('/fr/events', '?q=salon&page=3')).toEqual({ term: 'salon', page: 3 })
    expect(listStateOf('/en/events', '?page=2')).toEqual({ term: '', page: 1 })
    expect(listStateOf('/en/events', '?q=x&page=-1')).toEqual({ term: 'x', page: 1 })
  })
})

describe('eventCardsOf', () => {
  it('resolves each card’s image from the answer’s assets', () => {
    const cards = eventCardsOf({
      total: 1,
      items: [{ sys: { id: '7' }, fields: { title: 'Open house', slug: 'open-house', kind: 'news', date: '2026-05-01', featuredImage: { sys: { id: '3' } } } }],
      includes: { Asset: [{ sys: { id: '3' }, fields: { title: 'A yard', file: { url: '/media/yard.webp', details: { image: { width: 800, height: 600 } } } } }] },
    })
    expect(cards[0]).toMatchObject({ id: '7', kind: 'news', title: 'Open house', image: { url: '/media/yard.webp', alt: 'A yard', width: 800, height: 600 }, location: null })
  })
})

describe('eventJsonLd', () => {
  const base = { id: '1', slug: 's', title: 'Yard open house', date: '2026-06-10', endDate: null, location: 'Laval, QC', excerpt: 'Tour the yard.', image: { url: '/media/a.webp', alt: '', width: 1, height: 1 } }
  it('an event is a schema.org Event at its place, with absolute image URLs', () => {
    const ld = eventJsonLd({ ...base, kind: 'event' }, 'https://x.test/fr/events/s', 'https://x.test', 'fr')
    expect(ld).toMatchObject({ '@type': 'Event', name: 'Yard open house', startDate: '2026-06-10', endDate: '2026-06-10', inLanguage: 'fr-CA', image: ['https://x.test/media/a.webp'], location: { name: 'Laval, QC' } })
  })
  it('a news item is a NewsArticle', () => {
    expect(eventJsonLd({ ...base, kind: 'news' }, 'u', 'https://x.test', 'en')).toMatchObject({ '@type': 'NewsArticle', headline: 'Yard open house', datePublished: '2026-06-10' })
  })
})
