// Server-only face of the site shell: settings, header, footer, fonts. Browser-safe code: ./index.ts.
import 'server-only'

export { getNavigation, getSiteSettings } from './server/settings'
export { Header } from './components/Header'
export { Footer } from './components/Footer'
export { WebFonts } from './components/WebFonts'
