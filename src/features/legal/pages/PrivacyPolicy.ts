// The privacy page (/legal/privacy).
export { PrivacyPolicy } from '../components/PrivacyPolicy'
