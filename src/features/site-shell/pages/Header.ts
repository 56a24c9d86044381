// The site header (logo, phone, language switch, cart slot, navigation); its language switch is a client island.
export { Header } from '../components/Header'
