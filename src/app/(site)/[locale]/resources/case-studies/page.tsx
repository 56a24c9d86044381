import { articleListRoute } from '../articleRoutes'

/** /{locale}/resources/case-studies: the list's first page (a search or a filter loads in place: spec 3 §2). */
const route = articleListRoute('caseStudy')
export const generateMetadata = route.generateMetadata
export default route.Page
