import { articleRoute } from '../../articleRoutes'

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
export const generateStaticParams = () => []

/** /{locale}/resources/blogs/{slug}: one article's page. */
const route = articleRoute('blog')
export const generateMetadata = route.generateMetadata
export default route.Page
