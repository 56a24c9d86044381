import { chatFallbackHref, isChatHref } from './chatLinks'
/** CMS links are stored without a language; site paths get the page's locale, full URLs stay as they are. */
export function localHref(href: string, locale: string): string {
  // A chat link (spec 3 §7) works without script: it leads to the support request.
  if (isChatHref(href)) return chatFallbackHref(locale)
  if (/^(https?:|mailto:|tel:|#)/.test(href)) return href
  const path = href.startsWith('/') ? href : `/${href}`
  if (path === `/${locale}` || path.startsWith(`/${locale}/`)) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
