// The SustainabilityArticles block's body (the CMS page /about-us/sustainability-impact).
export { SustainabilityArticlesSection } from '../components/SustainabilityArticlesSection'
