// The rental quote form block (CMS block QuoteForm), with its form island.
export { QuoteFormSection } from '../rental-quote/components/QuoteFormSection'
