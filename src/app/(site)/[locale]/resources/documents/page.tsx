import { documentListRoute } from './documentRoutes'

/** /{locale}/resources/documents: the list's first page (a search or a filter loads in place: spec 3 §2). */
export const generateMetadata = documentListRoute.generateMetadata
export default documentListRoute.Page
