import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { MAIL_KINDS, OUTBOX_SLUG } from '@/collections/system/Outbox'
import { logger } from '@/lib/logger'
import type { MailKind, MailMessage, MailStatus, MailTransport, SendMailOptions, SendMailResult } from './types'

/**
 * The mailer: every message becomes a row of the `outbox` collection. Embedded (no transport):
 * the row is the delivery, status `queued`, readable by staff in the admin. With a transport
 * (SMTP), the message is sent right after the row is written and the row records `sent` or
 * `failed`; a failed send does not throw (the caller's order or lead must not fail with it).
 */

interface OutboxData {
  to: string
  subject: string
  text: string
  html?: string
  kind: MailKind
  locale: 'en' | 'fr'
  status: MailStatus
  sentAt?: string
  messageId?: string
  error?: string
}

interface LocalOptions {
  req?: PayloadRequest
  overrideAccess: true
  depth: 0
}

/** The two Local API calls the mailer makes, typed for `outbox` whatever payload-types.ts holds. */
export interface OutboxPayload {
  create(args: LocalOptions & { collection: typeof OUTBOX_SLUG; data: OutboxData }): Promise<{ id: string | number }>
  update(args: LocalOptions & { collection: typeof OUTBOX_SLUG; id: string | number; data: Partial<OutboxData> }): Promise<unknown>
}

/** The Payload instance seen as an OutboxPayload (the one cast, at the boundary). */
export const asOutboxPayload = (payload: Payload): OutboxPayload => payload as unknown as OutboxPayload

const email = z.email('Invalid recipient')
const messageSchema = z.object({
  to: z
    .union([z.string(), z.array(z.string())])
    .transform((to) => (Array.isArray(to) ? to : to.split(',')).map((a) => a.trim()).filter(Boolean))
    .pipe(z.array(email).min(1, 'At least one recipient')),
  // no line breaks: a subject is a header
  subject: z.string().trim().min(1).max(255).regex(/^[^\r\n]*$/, 'Subject must be one line'),
  text: z.string().min(1),
  html: z.string().optional(),
  locale: z.enum(['en', 'fr']),
  kind: z.enum(MAIL_KINDS),
  replyTo: email.optional(),
})

export interface MailerOptions {
  payload: OutboxPayload
  from: string
  transport?: MailTransport
  now?: () => Date
}

export function createMailer(options: MailerOptions) {
  const now = options.now ?? (() => new Date())

  return {
    async send(input: MailMessage, { req }: SendMailOptions = {}): Promise<SendMailResult> {
      const message = messageSchema.parse(input)
      const local: LocalOptions = { req, overrideAccess: true, depth: 0 }
      const row = await options.payload.create({
        collection: OUTBOX_SLUG,
        data: {
          to: message.to.join(', '),
          subject: message.subject,
          text: message.text,
          html: message.html,
          kind: message.kind,
          locale: message.locale,
          status: 'queued',
        },
        ...local,
      })
      if (!options.transport) return { id: row.id, status: 'queued' }

      try {
        const { messageId } = await options.transport.send({ ...message, from: options.from })
        await options.payload.update({
          collection: OUTBOX_SLUG,
          id: row.id,
          data: { status: 'sent', sentAt: now().toISOString(), messageId },
          ...local,
        })
        return { id: row.id, status: 'sent' }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        logger.error({ err: error, outboxId: row.id, kind: message.kind }, 'sending mail failed')
        await options.payload.update({
          collection: OUTBOX_SLUG,
          id: row.id,
          data: { status: 'failed', error: reason.slice(0, 2000) },
          ...local,
        })
        return { id: row.id, status: 'failed', error: reason }
      }
    },
  }
}
