import { documentRoute } from '../documentRoutes'

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
export const generateStaticParams = () => []

/** /{locale}/resources/documents/{slug}: one document's page. */
export const generateMetadata = documentRoute.generateMetadata
export default documentRoute.Page
