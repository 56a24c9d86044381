// The support request wizard page (/request-service), with its island.
export { SupportRequestPage } from '../support/components/SupportRequestPage'
