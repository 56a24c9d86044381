import type { AbstractIntlMessages } from 'next-intl'

/** Namespaces that client components read; the rest stays on the server (smaller HTML). */
export const CLIENT_NAMESPACES = ['ui', 'validation', 'captcha', 'shell'] as const

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]))
}
