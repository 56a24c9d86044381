import { solutionsListRoute } from './routes'

/** /{locale}/solutions/outfittings: the list's first page (an industry loads in place: spec 3 §2). */
export const generateMetadata = solutionsListRoute.generateMetadata
export default solutionsListRoute.Page
