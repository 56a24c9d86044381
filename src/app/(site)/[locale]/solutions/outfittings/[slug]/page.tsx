import { solutionRoute } from '../routes'

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
export const generateStaticParams = () => []

/** /{locale}/solutions/outfittings/{slug}: one outfitting package's page. */
export const generateMetadata = solutionRoute.generateMetadata
export default solutionRoute.Page
