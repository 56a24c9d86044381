// The rental quote form block (CMS block QuoteForm), with its form island.
export { QuoteFormSection, type QuoteFormPlacement } from '../rental-quote/components/QuoteFormSection'
