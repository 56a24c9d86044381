import type { PayloadRequest } from 'payload'
import type { MAIL_KINDS } from '@/collections/system/Outbox'

export type MailKind = (typeof MAIL_KINDS)[number]

export interface MailMessage {
  /** One address, several comma-separated, or a list. */
  to: string | string[]
  subject: string
  text: string
  html?: string
  locale: 'en' | 'fr'
  kind: MailKind
  replyTo?: string
}

export interface SendMailOptions {
  /**
   * The caller's Payload request. Pass it to write the outbox row inside the caller's
   * transaction (Local API `req`): the row then commits or rolls back with the caller's own
   * writes. Its `payload` is also used, saving a lookup.
   */
  req?: PayloadRequest
}

export type MailStatus = 'queued' | 'sent' | 'failed'

export interface SendMailResult {
  /** Id of the outbox row. */
  id: string | number
  status: MailStatus
  error?: string
}

/** Something that transmits mail (nodemailer in the app). */
export interface MailTransport {
  send(message: MailMessage & { to: string[]; from: string }): Promise<{ messageId?: string }>
}
