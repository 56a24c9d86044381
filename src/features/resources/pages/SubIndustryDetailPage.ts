// A sub-industry's page (/solutions/{industrySlug}/{slug}).
export { SubIndustryDetailPage } from '../components/SubIndustryDetailPage'
