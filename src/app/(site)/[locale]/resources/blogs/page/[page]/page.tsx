import { articleListRoute } from '../../../articleRoutes'

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
export const generateStaticParams = () => []

/** /{locale}/resources/blogs/page/{n}: a later page of the list. */
const route = articleListRoute('blog')
export const generateMetadata = route.generateMetadata
export default route.Page
