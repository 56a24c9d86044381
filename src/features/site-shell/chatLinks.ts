/**
 * Spec 3 §7: a click on "Start a chat", a `#open-integrated-chat-box` link or a `{{chat}}` link
 * is a press of the chat button. Staff type those hrefs in the CMS; the server renders them as
 * the service request with `#chat` (where a page without a chat, or without script, leads), and
 * a chat banner's island opens its chat instead (blocks/CallToActionBanner/BannerChat).
 */
export const CHAT_HREFS = ['#open-integrated-chat-box', '{{chat}}'] as const

/** Where a chat link leads when the page has no chat (issue 14 "Chat": the support request). */
export const CHAT_FALLBACK_PATH = '/request-service'
export const CHAT_FALLBACK_HASH = '#chat'

/** Whether an href typed by staff asks for the chat. */
export const isChatHref = (href: string): boolean => (CHAT_HREFS as readonly string[]).includes(href.trim().toLowerCase())

/** The chat link's server-rendered href: the support request, marked as a chat link. */
export const chatFallbackHref = (locale: string): string => `/${locale}${CHAT_FALLBACK_PATH}${CHAT_FALLBACK_HASH}`

/** Whether a pressed link or button (its raw href and its text) asks for the chat. */
export function isChatLink({ href, text }: { href: string | null; text: string }, startLabels: readonly string[]): boolean {
  if (href && (isChatHref(href) || /^\/[a-z]{2}\/request-service#chat$/.test(href))) return true
  const label = text.replace(/\s+/g, ' ').trim().toLowerCase()
  return label !== '' && startLabels.some((start) => start.toLowerCase() === label)
}
