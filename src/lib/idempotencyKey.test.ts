import { describe, expect, it } from 'vitest'
import { newIdempotencyKey } from './idempotencyKey'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('newIdempotencyKey', () => {
  it('is a UUID v4', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4)
  })
  it('is made from random bytes where randomUUID is missing (plain http)', () => {
    const crypto = { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) } as unknown as Crypto
    expect(newIdempotencyKey(crypto)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(newIdempotencyKey(undefined)).toMatch(UUID_V4)
  })
})
