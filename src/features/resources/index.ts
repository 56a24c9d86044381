// Browser-safe face of the resources feature (spec 3 §2 "News and events list", "Resource lists").
export { EVENTS_SLUG, EVENT_CARD_SELECT, EVENT_KINDS, LIST_PAGE_SIZE, eventCardsOf, eventJsonLd, eventPath, eventsListPath, eventsListUrl, isEventSlug, listStateOf, listPageCount, type EventCard, type EventKind, type ListState, type EventsAnswer, type EventsPage } from './events'
export { ARTICLE_CARD_SELECT, ARTICLE_COLLECTIONS, ARTICLE_KINDS, ARTICLE_CONTENT_TYPES, TAXONOMY_COLLECTIONS, articleCardsOf, articleJsonLd, articleListStateOf, articlePath, articlesListPath, articlesListUrl, isArticleSlug, type ArticleCard, type ArticleKind, type ArticleListState, type ArticlesAnswer, type ArticlesPage, type Term } from './articles'
export { searchText, searchTerm } from '@/lib/searchText'
