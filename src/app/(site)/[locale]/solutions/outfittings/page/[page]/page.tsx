import { solutionsListRoute } from '../../routes'

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
export const generateStaticParams = () => []

/** /{locale}/solutions/outfittings/page/{n}: a later page of the list. */
export const generateMetadata = solutionsListRoute.generateMetadata
export default solutionsListRoute.Page
