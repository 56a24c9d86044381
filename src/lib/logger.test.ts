import { describe, expect, it, vi } from 'vitest'
import { createLogger, logId } from './logger'

vi.mock('server-only', () => ({}))

describe('logger', () => {
  it('logs a cart id as its hash and leaves secrets out', () => {
    // Its own destination: standard output is shared by every test file of a worker.
    const lines: string[] = []
    const logger = createLogger({ write: (line: string) => void lines.push(line) })
    logger.warn({ webCartId: 'cart-secret-123', nested: { cartId: 'cart-secret-456', password: 'hunter2' } }, 'payment not captured')
    const line = JSON.parse(lines.find((l) => l.includes('payment not captured'))!)
    expect(line.webCartId).toBe(logId('cart-secret-123'))
    expect(line.webCartId).toMatch(/^sha256:[0-9a-f]{12}$/)
    expect(line.nested.cartId).toBe(logId('cart-secret-456'))
    expect(line.nested).not.toHaveProperty('password')
    expect(lines.join('')).not.toContain('cart-secret')
  })
})
