// The news and events list (/events, /events/page/{n}).
export { EventsListPage } from '../components/EventsListPage'
