// Server-only face of the site shell: settings, footer, fonts (the header: ./pages/Header). Browser-safe code: ./index.ts.
import 'server-only'

export { getNavigation, getSiteSettings } from './server/settings'
export { Footer } from './components/Footer'
export { WebFonts } from './components/WebFonts'
