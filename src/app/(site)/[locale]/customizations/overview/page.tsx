import { customizationsOverviewRoute } from '../routes'

/** /{locale}/customizations/overview: the target of the customizations section's button (spec 3 §2). */
export const generateMetadata = customizationsOverviewRoute.generateMetadata
export default customizationsOverviewRoute.Page
