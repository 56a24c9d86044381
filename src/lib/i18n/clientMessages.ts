import type { AbstractIntlMessages } from 'next-intl'

/** Only the namespaces a client part reads are serialized into the page. */
export function pickClientMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]))
}
