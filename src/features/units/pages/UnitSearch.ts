// The used-unit search (spec 3 §2): the search block's form and the results page.
export { UnitSearchSection } from '../components/UnitSearchSection'
