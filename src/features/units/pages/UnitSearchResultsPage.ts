// `{current path}/search`: the used-unit search results page (spec 3 §2).
export { UnitSearchResultsPage } from '../components/UnitSearchResultsPage'
