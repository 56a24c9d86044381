// An event's or a news item's page (/events/{slug}).
export { EventDetailPage } from '../components/EventDetailPage'
