import { describe, expect, it, vi } from 'vitest'
import type { PayloadRequest } from 'payload'
import { logger } from '@/lib/logger'
import { createMailer, type OutboxPayload } from './embedded'
import { createSmtpTransport } from './smtp'
import type { MailMessage, MailTransport } from './types'

function fakePayload() {
  const rows: Array<Record<string, unknown>> = []
  const payload = {
    create: vi.fn(async ({ data }: { data: Record<string, unknown> }) => {
      const row = { id: rows.length + 1, ...data }
      rows.push(row)
      return row
    }),
    update: vi.fn(async ({ id, data }: { id: number; data: Record<string, unknown> }) => {
      const row = rows.find((r) => r.id === id)
      Object.assign(row ?? {}, data)
      return row
    }),
  }
  return { rows, payload, outbox: payload as unknown as OutboxPayload }
}

const message: MailMessage = {
  to: 'client@example.com, sales@example.com',
  subject: 'Your order BX-1001',
  text: 'Thank you for your order.',
  html: '<p>Thank you for your order.</p>',
  locale: 'fr',
  kind: 'order-confirmation',
}

describe('mailer, embedded (no transport)', () => {
  it('records the message in the outbox as queued', async () => {
    const { rows, payload, outbox } = fakePayload()
    const result = await createMailer({ payload: outbox, from: 'Boxline <no-reply@boxline.example>' }).send(message)
    expect(result).toEqual({ id: 1, status: 'queued' })
    expect(rows).toEqual([
      {
        id: 1, to: 'client@example.com, sales@example.com', subject: 'Your order BX-1001', text: 'Thank you for your order.',
        html: '<p>Thank you for your order.</p>', kind: 'order-confirmation', locale: 'fr', status: 'queued',
      },
    ])
    expect(payload.create).toHaveBeenCalledWith(expect.objectContaining({ collection: 'outbox', overrideAccess: true }))
    expect(payload.update).not.toHaveBeenCalled()
  })

  it('writes inside the caller’s transaction when given its req', async () => {
    const { payload, outbox } = fakePayload()
    const req = { transactionID: 'tx-1' } as unknown as PayloadRequest
    await createMailer({ payload: outbox, from: 'x@example.com' }).send(message, { req })
    expect(payload.create.mock.calls[0][0]).toMatchObject({ req })
  })

  it('rejects invalid messages before writing anything', async () => {
    const { payload, outbox } = fakePayload()
    const mailer = createMailer({ payload: outbox, from: 'x@example.com' })
    await expect(mailer.send({ ...message, to: 'not-an-address' })).rejects.toThrow()
    await expect(mailer.send({ ...message, subject: 'Hi\r\nBcc: victim@example.com' })).rejects.toThrow()
    await expect(mailer.send({ ...message, to: [] })).rejects.toThrow()
    expect(payload.create).not.toHaveBeenCalled()
  })
})

describe('mailer with a transport', () => {
  const sentAt = new Date('2025-01-02T03:04:05.000Z')

  it('sends and marks the row sent', async () => {
    const { rows, outbox } = fakePayload()
    const transport = createSmtpTransport({ jsonTransport: true })
    const spy = vi.spyOn(transport, 'send')
    const result = await createMailer({ payload: outbox, from: 'Boxline <no-reply@boxline.example>', transport, now: () => sentAt }).send(message)
    expect(result).toEqual({ id: 1, status: 'sent' })
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ from: 'Boxline <no-reply@boxline.example>', to: ['client@example.com', 'sales@example.com'] }))
    expect(rows[0]).toMatchObject({ status: 'sent', sentAt: '2025-01-02T03:04:05.000Z', messageId: expect.any(String) })
  })

  it('marks the row failed without throwing when sending fails', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const { rows, outbox } = fakePayload()
    const transport: MailTransport = { send: vi.fn(async () => Promise.reject(new Error('Connection refused'))) }
    const result = await createMailer({ payload: outbox, from: 'x@example.com', transport }).send(message)
    expect(result).toEqual({ id: 1, status: 'failed', error: 'Connection refused' })
    expect(rows[0]).toMatchObject({ status: 'failed', error: 'Connection refused' })
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })
})
