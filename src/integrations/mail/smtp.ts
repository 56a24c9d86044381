import 'server-only'
import nodemailer from 'nodemailer'
import type JSONTransport from 'nodemailer/lib/json-transport'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { MailTransport } from './types'

/**
 * SMTP transport (nodemailer), used when SMTP_URL is set, e.g. `smtps://user:pass@smtp.example.com:465`
 * or `smtp://user:pass@smtp.example.com:587` (STARTTLS). Tests pass nodemailer options
 * (`{jsonTransport: true}`) instead of a URL.
 */
export function createSmtpTransport(connection: string | SMTPTransport.Options | JSONTransport.Options): MailTransport {
  const transporter =
    typeof connection === 'string'
      ? nodemailer.createTransport(connection)
      : 'jsonTransport' in connection
        ? nodemailer.createTransport(connection)
        : nodemailer.createTransport(connection)
  return {
    async send(message) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.locale },
      })
      return { messageId: typeof info.messageId === 'string' ? info.messageId : undefined }
    },
  }
}
