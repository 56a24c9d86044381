// The landing page header (/unbounce).
export { LandingHeader } from '../rental-quote/components/LandingHeader'
