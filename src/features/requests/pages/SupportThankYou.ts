// Thank-you page of the support request.
export { SupportThankYou } from '../support/components/SupportThankYou'
