import 'server-only'
import { getPayloadClient } from '@/lib/payload'
import { getIntegrationsConfig } from '../config'
import { asOutboxPayload, createMailer } from './embedded'
import { createSmtpTransport } from './smtp'
import type { MailMessage, MailTransport, SendMailOptions, SendMailResult } from './types'

/**
 * Mail integration. `sendMail` records every message in the `outbox` collection; with SMTP_URL
 * it also sends it through nodemailer (row status sent/failed), without it the row is the
 * delivery (status queued). From: MAIL_FROM, default `Boxline <no-reply@boxline.example>`.
 *
 * Transactions: pass the Local API `req` of the caller (`sendMail(msg, { req })`) to write the
 * outbox row in the caller's transaction. SMTP sends immediately, before that transaction
 * commits: call sendMail after the caller's own writes have succeeded.
 */

export type { MailKind, MailMessage, MailStatus, SendMailOptions, SendMailResult } from './types'

let transport: MailTransport | null | undefined

function getTransport(): MailTransport | undefined {
  if (transport === undefined) {
    const { env, providers } = getIntegrationsConfig()
    transport = providers.mail === 'smtp' && env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : null
  }
  return transport ?? undefined
}

export async function sendMail(message: MailMessage, options: SendMailOptions = {}): Promise<SendMailResult> {
  const payload = options.req?.payload ?? (await getPayloadClient())
  const mailer = createMailer({ payload: asOutboxPayload(payload), from: getIntegrationsConfig().mailFrom, transport: getTransport() })
  return mailer.send(message, options)
}
