import { describe, expect, it } from 'vitest'
import type { PaymentTransaction, VerifyResult } from '@/integrations/payments/types'
import { decideCapture, reconcileCutoff } from './captureDecision'

const transaction = { id: 'T-1', sessionKey: 'sid-2', reference: 'WC-1', decision: 'ACCEPT', amountCents: 5000, currency: 'USD', usedByOrder: null } as PaymentTransaction
const ok: VerifyResult = { ok: true, transaction }
const failed = (reason: Exclude<VerifyResult, { ok: true }>['reason']): VerifyResult => ({ ok: false, reason, transaction })

describe('decideCapture (the visitor’s capture and the reconciliation job alike)', () => {
  it('captures the approval of the cart’s open session, of exactly its amount', () => {
    expect(decideCapture({ ready: true, verified: ok, cartSessionId: 'sid-2' })).toEqual({ kind: 'capture' })
  })
  it('voids an approval of a superseded (or closed) session', () => {
    expect(decideCapture({ ready: true, verified: ok, cartSessionId: 'sid-3' })).toEqual({ kind: 'void', reason: 'superseded' })
    expect(decideCapture({ ready: true, verified: ok, cartSessionId: null })).toEqual({ kind: 'void', reason: 'superseded' })
  })
  it('voids when the cart changed (amount or currency) or cannot be ordered any more', () => {
    expect(decideCapture({ ready: true, verified: failed('amount-mismatch'), cartSessionId: 'sid-2' })).toEqual({ kind: 'void', reason: 'mismatch' })
    expect(decideCapture({ ready: true, verified: failed('currency-mismatch'), cartSessionId: 'sid-2' })).toEqual({ kind: 'void', reason: 'mismatch' })
    expect(decideCapture({ ready: false })).toEqual({ kind: 'void', reason: 'not-ready' })
  })
  it('answers the order of a used approval, and never voids what is not this cart’s to give back', () => {
    expect(decideCapture({ ready: true, verified: failed('already-used'), cartSessionId: 'sid-2' })).toEqual({ kind: 'replay' })
    expect(decideCapture({ ready: true, verified: failed('reference-mismatch'), cartSessionId: 'sid-2' })).toEqual({ kind: 'refuse', message: 'mismatch' })
    expect(decideCapture({ ready: true, verified: failed('declined'), cartSessionId: 'sid-2' })).toEqual({ kind: 'refuse', message: 'declined' })
    expect(decideCapture({ ready: true, verified: { ok: false, reason: 'unknown' }, cartSessionId: 'sid-2' })).toEqual({ kind: 'refuse', message: 'declined' })
    expect(decideCapture({ ready: true, verified: failed('voided'), cartSessionId: 'sid-2' })).toEqual({ kind: 'refuse', message: 'voided' })
  })
})

describe('reconcileCutoff (the job’s clock)', () => {
  it('is 15 minutes before now by default', () => {
    expect(reconcileCutoff(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-25T11:45:00.000Z')
    expect(reconcileCutoff(new Date('2026-11-25T12:00:00Z'), 0).toISOString()).toBe('2026-11-25T12:00:00.000Z')
  })
})
