// The mini-form block (CMS block MiniForm), with its form island.
export { ContactFormSection } from '../contact/components/ContactFormSection'
