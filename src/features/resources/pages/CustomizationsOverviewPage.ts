// The customizations' overview (/customizations/overview).
export { CustomizationsOverviewPage } from '../components/CustomizationsOverviewPage'
