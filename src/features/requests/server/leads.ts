import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { LEADS_SLUG, type LeadKind } from '@/collections/leads'
import type { Lead } from '@/payload-types'

const PREFIX: Record<LeadKind, string> = { 'buy-quote': 'QB', 'rental-quote': 'QR', support: 'SR', contact: 'CR' }
// Crockford's base 32: no I, L, O, U, so a reference read over the phone is unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A new lead reference: kind prefix + 8 random characters ("QB-7K3M9P2Q"). */
export function newLeadReference(kind: LeadKind, bytes: Uint8Array = randomBytes(8)): string {
  return `${PREFIX[kind]}-${Array.from(bytes.slice(0, 8), (b) => ALPHABET[b % 32]).join('')}`
}

/** A fingerprint of what was asked (without the captcha token): the same key with other data is a conflict. */
export function requestHash(request: Record<string, unknown>, ignore: readonly string[] = ['captchaToken', 'idempotencyKey', 'page']): string {
  const entries = Object.keys(request)
    .filter((key) => !ignore.includes(key))
    .sort()
    .map((key) => [key, request[key] ?? null])
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex')
}

/** The lead an earlier submission with this idempotency key created, if any. */
export async function findLeadByIdempotencyKey(payload: Payload, idempotencyKey: string, req?: PayloadRequest): Promise<Lead | null> {
  const { docs } = await payload.find({
    collection: LEADS_SLUG,
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * Waits for the lead of a concurrent submission with the same key (a double click whose first
 * request is still writing): polls until it appears or `timeoutMs` passes.
 */
export async function waitForLead(payload: Payload, idempotencyKey: string, timeoutMs = 3000, stepMs = 100): Promise<Lead | null> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const lead = await findLeadByIdempotencyKey(payload, idempotencyKey)
    if (lead || Date.now() >= deadline) return lead
    await new Promise((resolve) => setTimeout(resolve, stepMs))
  }
}
