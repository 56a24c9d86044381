// The header's cart link, whose count is a client island read after load.
export { HeaderCartLink } from '../components/HeaderCartLink'
