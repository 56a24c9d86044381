// A customization's card, for the customizations tabs block (spec 3 §3 "Customization tabs").
export { CustomizationCardView } from '../components/CustomizationsOverviewPage'
