import { customizationRoute } from '../../routes'

// Rendered on first request and cached like every public page (refreshed on publish); none at build.
export const generateStaticParams = () => []

/** /{locale}/customizations/{categorySlug}/{slug}: one customization's page. */
export const generateMetadata = customizationRoute.generateMetadata
export default customizationRoute.Page
