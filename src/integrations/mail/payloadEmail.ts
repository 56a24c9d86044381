import type { EmailAdapter, SendEmailOptions } from 'payload'

/** The text of Payload's HTML e-mails: links as their address, tags dropped, spaces tidied. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>.*?<\/a>/gis, '$1')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n\n')
}

const addresses = (to: SendEmailOptions['to']): string[] =>
  (Array.isArray(to) ? to : [to]).flatMap((a) => (typeof a === 'string' ? [a] : a && 'address' in a ? [a.address] : [])).filter(Boolean)

/**
 * Payload's own e-mails (a staff password reset) go through our outbox like every other message
 * (and out through SMTP when it is set). Payload sends them inside its own database transaction,
 * which an adapter cannot join: on SQLite a write from outside it would wait for it while it waits
 * for us. So the outbox row is written as soon as Payload's transaction has ended.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'boxline-outbox',
  defaultFromAddress: 'no-reply@boxline.example',
  defaultFromName: 'Boxline',
  sendEmail: async (message) => {
    const to = addresses(message.to)
    const html = typeof message.html === 'string' ? message.html : ''
    const text = typeof message.text === 'string' ? message.text : textOfHtml(html)
    setImmediate(() => {
      import('./index')
        .then(({ sendMail }) => sendMail({ to, subject: String(message.subject ?? ''), text, html: html || undefined, locale: 'en', kind: 'other' }))
        .catch((error: unknown) => payload.logger.error({ err: error }, 'a Payload e-mail could not be written to the outbox'))
    })
    return { accepted: to }
  },
})
