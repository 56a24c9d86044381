import { describe, expect, it } from 'vitest'
import { cartCookieOptions, readWebCartId } from './cartCookie'

describe('readWebCartId', () => {
  it('accepts a random UUID, case-insensitively', () => {
    const id = crypto.randomUUID()
    expect(readWebCartId(id)).toBe(id)
    expect(readWebCartId(id.toUpperCase())).toBe(id)
  })
  it('treats anything else as no cart', () => {
    for (const value of [undefined, null, '', 'abc', '1', "' OR 1=1 --", `${crypto.randomUUID()}x`]) expect(readWebCartId(value)).toBeNull()
  })
})

describe('cartCookieOptions', () => {
  it('is httpOnly, SameSite=Lax, site-wide, about 30 days', () => {
    expect(cartCookieOptions(true)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: 2_592_000 })
  })
})
