import { articleRoute } from '../../../../resources/articleRoutes'

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
// The list is the CMS page /about-us/sustainability-impact (the catch-all's), with its SustainabilityArticles block.
export const generateStaticParams = () => []

/** /{locale}/about-us/sustainability-impact/sustainability/{slug}: one sustainability article's page. */
const route = articleRoute('sustainability')
export const generateMetadata = route.generateMetadata
export default route.Page
