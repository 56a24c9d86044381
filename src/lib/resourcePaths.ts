// The resource lists' and pages' addresses (below the locale): the pages link them, and the cache
// drops them on publish (src/lib/publicPages). Pure, so the browser's list island uses them too.

/** Page size of every resource list (spec 3 §9); pagination shows when there are more. */
export const LIST_PAGE_SIZE = 12

/** An event's or news item's page. */
export const eventPath = (slug: string): string => `/events/${slug}`

/** The events list's address for a page number (page 1 is the list itself). */
export const eventsListPath = (page: number): string => (page <= 1 ? '/events' : `/events/page/${page}`)

/** Every page of the events list `count` items may fill, and one more: the page an added item opens. */
export const eventsListPaths = (count: number): string[] => Array.from({ length: Math.ceil(count / LIST_PAGE_SIZE) + 1 }, (_, i) => eventsListPath(i + 1))
