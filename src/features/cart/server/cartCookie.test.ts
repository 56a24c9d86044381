import { describe, expect, it } from 'vitest'
import { cartCookieOptions, isSecureRequest, readWebCartId } from './cartCookie'

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

describe('isSecureRequest', () => {
  it('reads the scheme, or the proxy’s x-forwarded-proto', () => {
    expect(isSecureRequest(new Request('https://boxline.example/api/cart'))).toBe(true)
    expect(isSecureRequest(new Request('http://127.0.0.1:3000/api/cart'))).toBe(false)
    expect(isSecureRequest(new Request('http://10.0.0.2/api/cart', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(true)
    expect(isSecureRequest(new Request('https://x/api/cart', { headers: { 'x-forwarded-proto': 'http' } }))).toBe(false)
  })
})

describe('cartCookieOptions', () => {
  it('is httpOnly, SameSite=Lax, site-wide, about 30 days', () => {
    expect(cartCookieOptions(true)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: 2_592_000 })
  })
})
