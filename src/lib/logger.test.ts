import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

describe('logger', () => {
  it('logs a cart id as its hash and leaves secrets out', async () => {
    const lines: string[] = []
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk))
      return true
    })
    try {
      const { logger, logId } = await import('./logger')
      logger.warn({ webCartId: 'cart-secret-123', nested: { cartId: 'cart-secret-456', password: 'hunter2' } }, 'payment not captured')
      logger.flush?.()
      const line = JSON.parse(lines.find((l) => l.includes('payment not captured'))!)
      expect(line.webCartId).toBe(logId('cart-secret-123'))
      expect(line.webCartId).toMatch(/^sha256:[0-9a-f]{12}$/)
      expect(line.nested.cartId).toBe(logId('cart-secret-456'))
      expect(line.nested).not.toHaveProperty('password')
      expect(lines.join('')).not.toContain('cart-secret')
    } finally {
      write.mockRestore()
    }
  })
})
