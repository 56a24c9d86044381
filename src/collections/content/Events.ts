import type { CollectionConfig, PayloadRequest } from 'payload'
import { EVENT_KINDS, EVENTS_SLUG } from '@/features/resources'
import { revalidatePagesHooks } from '@/lib/publicPages'
import { eventPath, eventsListPaths } from '@/lib/resourcePaths'
import { isoDateField } from '../billing/fields'
import { groups, labels } from '../fields/labels'
import { foldSearchText, searchTextField } from '../fields/searchText'
import { bodyField, excerptField, publishedResource, resourceSlugField } from './resourceFields'

type EventData = { slug?: unknown }

/** Every list page an event may be on, and its own page. */
async function eventPages(doc: EventData, req: PayloadRequest): Promise<string[]> {
  const { totalDocs } = await req.payload.count({ collection: EVENTS_SLUG, where: { _status: { equals: 'published' } }, req, overrideAccess: true })
  return [...eventsListPaths(totalDocs), ...(typeof doc.slug === 'string' ? [eventPath(doc.slug)] : [])]
}

const pages = revalidatePagesHooks(eventPages)

/**
 * News and events (spec 3 §2 "News and events list", §3 "Event/news card"): listed at
 * /{locale}/events, 12 to a page, each with its page at /{locale}/events/{slug}. Drafts, versions
 * and scheduled publishing as for pages; visitors read published ones only.
 */
export const Events: CollectionConfig = {
  slug: EVENTS_SLUG,
  labels: { singular: { en: 'News or event', fr: 'Nouvelle ou événement' }, plural: { en: 'News and events', fr: 'Nouvelles et événements' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'date', '_status'],
    listSearchableFields: ['title', 'slug'],
    group: groups.content,
    description: { en: 'Listed at /{locale}/events; each has its page at /{locale}/events/{slug}.', fr: 'Listés à /{locale}/events; chacun a sa page à /{locale}/events/{identifiant}.' },
  },
  ...publishedResource(),
  defaultSort: '-date',
  hooks: {
    // The folded text the list's search matches, in the locale being saved (accents and case ignored).
    beforeChange: [foldSearchText(['title', 'location', 'excerpt', 'body'])],
    afterChange: pages.afterChange,
    afterDelete: pages.afterDelete,
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, label: labels.title },
    {
      type: 'row',
      fields: [
        resourceSlugField('/events'),
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'event',
          label: { en: 'Kind', fr: 'Type' },
          options: EVENT_KINDS.map((value) => ({ value, label: value === 'event' ? { en: 'Event', fr: 'Événement' } : { en: 'News', fr: 'Nouvelle' } })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { ...isoDateField('date', { en: 'Date', fr: 'Date' }, { en: 'An event’s first day, or the news item’s date (yyyy-mm-dd). Newest first in the list.', fr: 'Premier jour de l’événement, ou date de la nouvelle (aaaa-mm-jj). Les plus récents d’abord.' }, { required: true }), index: true },
        isoDateField('endDate', { en: 'Last day', fr: 'Dernier jour' }, { en: 'Events over several days only.', fr: 'Événements de plusieurs jours seulement.' }),
        { name: 'location', type: 'text', localized: true, label: { en: 'Location', fr: 'Lieu' } },
      ],
    },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', label: { en: 'Image', fr: 'Image' } },
    excerptField,
    bodyField,
    searchTextField,
  ],
}
