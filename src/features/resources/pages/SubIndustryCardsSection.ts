// The sub-industry cards block's body (the CMS page /solutions).
export { SubIndustryCardsSection } from '../components/SubIndustryCardsSection'
