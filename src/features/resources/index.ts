// Browser-safe face of the resources feature (news and events first; spec 3 §2 "News and events list").
export { EVENTS_SLUG, EVENT_CARD_SELECT, EVENT_KINDS, LIST_PAGE_SIZE, eventCardsOf, eventJsonLd, eventPath, eventsListPath, eventsListUrl, isEventSlug, listStateOf, listPageCount, type EventCard, type EventKind, type ListState, type EventsAnswer, type EventsPage } from './events'
