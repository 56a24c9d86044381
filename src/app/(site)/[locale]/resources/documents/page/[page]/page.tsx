import { documentListRoute } from '../../documentRoutes'

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
export const generateStaticParams = () => []

/** /{locale}/resources/documents/page/{n}: a later page of the list. */
export const generateMetadata = documentListRoute.generateMetadata
export default documentListRoute.Page
