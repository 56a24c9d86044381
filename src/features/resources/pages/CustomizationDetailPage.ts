// A customization's page (/customizations/{categorySlug}/{slug}).
export { CustomizationDetailPage } from '../components/CustomizationDetailPage'
