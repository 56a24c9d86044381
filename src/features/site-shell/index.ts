// Public face of the site shell, safe anywhere (browser included). Server code: ./server.ts.
export { localHref, telHref } from './localHref'
export { CHAT_FALLBACK_HASH, CHAT_HREFS, chatFallbackHref, isChatHref, isChatLink } from './chatLinks'
export { telLink } from './components/telLink'
export { Logo } from './components/Logo'
export { fontLoaderScript } from './fontLoader'
