import { describe, expect, it } from 'vitest'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { deriveKey as webDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { altchaHmacKeyFromSecret, createAltcha, decodeAltchaPayload, type AltchaOptions } from './embedded'
import { createMemoryUsedSolutionStore } from './store'

const HMAC_KEY = 'test-hmac-key-that-is-long-enough-0123456789'

/** Small work factors keep the solver fast in tests; the protocol is the same. */
function altcha(overrides: Partial<AltchaOptions> = {}) {
  const store = createMemoryUsedSolutionStore()
  return { store, verifier: createAltcha({ hmacKey: HMAC_KEY, store, cost: 1, counterRange: [1, 50], ...overrides }) }
}

/** Solves like the widget and encodes the payload like it: base64(JSON {challenge, solution}). */
async function solve(challenge: Challenge, derive = deriveKey): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: derive, timeout: 10_000 })
  if (!solution) throw new Error('not solved')
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

type Decoded = { challenge: { parameters: { cost: number; expiresAt: number } }; solution: { derivedKey: string } }

function tamper(token: string, edit: (payload: Decoded) => void): string {
  const payload = JSON.parse(atob(token)) as Decoded
  edit(payload)
  return btoa(JSON.stringify(payload))
}

describe('ALTCHA embedded captcha', () => {
  it('issues a signed, expiring PBKDF2 challenge the widget can use', async () => {
    const verifier = createAltcha({ hmacKey: HMAC_KEY, store: createMemoryUsedSolutionStore() }) // defaults
    const before = Math.floor(Date.now() / 1000)
    const challenge = await verifier.createChallenge()
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 2_000, keyLength: 32 })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(before + 600)
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(before + 601)
  })

  it('accepts a solution once and refuses its reuse', async () => {
    const { verifier, store } = altcha()
    const token = await solve(await verifier.createChallenge())
    expect(await verifier.check(token)).toEqual({ success: true }) // checking does not use it up
    expect(await verifier.consume(token)).toEqual({ success: true })
    expect(store.size()).toBe(1)
    expect(await verifier.consume(token)).toEqual({ success: false, reason: 'reused' })
    expect(await verifier.check(token)).toEqual({ success: false, reason: 'reused' })
  })

  it('accepts a solution found with WebCrypto, as the browser widget finds it', async () => {
    const { verifier } = altcha({ cost: 5_000, counterRange: [3, 3] })
    const token = await solve(await verifier.createChallenge(), webDeriveKey)
    expect(await verifier.consume(token)).toEqual({ success: true })
  })

  it('refuses tampered payloads', async () => {
    const { verifier } = altcha()
    const token = await solve(await verifier.createChallenge())
    const wrongKey = tamper(token, (p) => {
      p.solution.derivedKey = p.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'))
    })
    expect(await verifier.consume(wrongKey)).toEqual({ success: false, reason: 'invalid' })
    const easier = tamper(token, (p) => {
      p.challenge.parameters.cost = 2
    })
    expect(await verifier.consume(easier)).toEqual({ success: false, reason: 'invalid' })
    const later = tamper(token, (p) => {
      p.challenge.parameters.expiresAt += 3600
    })
    expect(await verifier.consume(later)).toEqual({ success: false, reason: 'invalid' })
    // the genuine token is still good: failed attempts do not use it up
    expect(await verifier.consume(token)).toEqual({ success: true })
  })

  it('refuses a challenge signed with another key', async () => {
    const other = altcha({ hmacKey: 'another-key-another-key-another-key-0000' }).verifier
    const token = await solve(await other.createChallenge())
    expect(await altcha().verifier.consume(token)).toEqual({ success: false, reason: 'invalid' })
  })

  it('refuses an expired challenge', async () => {
    const longAgo = Date.now() - 11 * 60_000
    const { verifier: issuer } = altcha({ now: () => longAgo })
    const token = await solve(await issuer.createChallenge())
    expect(await altcha().verifier.consume(token)).toEqual({ success: false, reason: 'expired' })
  })

  it('refuses missing, garbage and test-mode payloads', async () => {
    const { verifier } = altcha()
    expect(await verifier.consume('')).toEqual({ success: false, reason: 'missing' })
    expect(await verifier.consume('not base64 json')).toEqual({ success: false, reason: 'malformed' })
    const testMode = btoa(JSON.stringify({ challenge: null, solution: null, test: true }))
    expect(await verifier.consume(testMode)).toEqual({ success: false, reason: 'malformed' })
    expect(decodeAltchaPayload('x'.repeat(10_000))).toBeNull()
  })

  it('purges expired records while consuming', async () => {
    const clock = Date.now()
    const store = createMemoryUsedSolutionStore(() => clock)
    const verifier = createAltcha({ hmacKey: HMAC_KEY, store, cost: 1, counterRange: [1, 20], now: () => clock })
    await store.add('old-signature', new Date(clock - 1000))
    expect(store.size()).toBe(1)
    expect(await verifier.consume(await solve(await verifier.createChallenge()))).toEqual({ success: true })
    expect(await store.has('old-signature')).toBe(false)
    expect(store.size()).toBe(1)
  })

  it('derives a stable HMAC key from the app secret', () => {
    const key = altchaHmacKeyFromSecret('payload-secret')
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(key).toBe(altchaHmacKeyFromSecret('payload-secret'))
    expect(key).not.toBe(altchaHmacKeyFromSecret('other-secret'))
    expect(() => altchaHmacKeyFromSecret('')).toThrow()
  })
})
