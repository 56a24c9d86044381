import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'

const calls: string[] = []
let adapterHasTransactions = true
vi.mock('payload', () => ({
  createLocalReq: async () => ({ transactionID: undefined }),
  initTransaction: async (req: { transactionID?: string }) => {
    calls.push('begin')
    if (adapterHasTransactions) req.transactionID = 'tx-1'
    return adapterHasTransactions
  },
  commitTransaction: async () => void calls.push('commit'),
  killTransaction: async () => void calls.push('rollback'),
}))

vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn() } }))

const { inTransaction } = await import('./transaction')
const payload = {} as Payload

beforeEach(() => {
  calls.length = 0
})

describe('inTransaction', () => {
  it('commits a transaction when the work succeeds', async () => {
    adapterHasTransactions = true
    const result = await inTransaction(payload, async ({ req, transactional }) => {
      calls.push(`work ${req.transactionID} ${transactional}`)
      return 42
    })
    expect(result).toBe(42)
    expect(calls).toEqual(['begin', 'work tx-1 true', 'commit'])
  })

  it('rolls the transaction back when the work fails, without running compensations', async () => {
    adapterHasTransactions = true
    await expect(
      inTransaction(payload, async ({ onRollback }) => {
        onRollback(async () => void calls.push('undo'))
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(calls).toEqual(['begin', 'rollback'])
  })

  it('without adapter transactions, undoes the registered writes in reverse order on failure', async () => {
    adapterHasTransactions = false
    await expect(
      inTransaction(payload, async ({ onRollback, transactional }) => {
        expect(transactional).toBe(false)
        onRollback(async () => void calls.push('undo lead'))
        onRollback(async () => {
          calls.push('undo mail')
          throw new Error('undo failed too') // logged, the others still run
        })
        onRollback(async () => void calls.push('undo second mail'))
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(calls).toEqual(['begin', 'undo second mail', 'undo mail', 'undo lead'])
  })

  it('without adapter transactions, keeps the writes when the work succeeds', async () => {
    adapterHasTransactions = false
    await inTransaction(payload, async ({ onRollback }) => onRollback(async () => void calls.push('undo')))
    expect(calls).toEqual(['begin'])
  })
})
