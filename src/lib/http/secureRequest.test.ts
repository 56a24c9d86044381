import { describe, expect, it } from 'vitest'
import { isSecureRequest } from './secureRequest'

describe('isSecureRequest', () => {
  it('reads the scheme, or the proxy’s x-forwarded-proto', () => {
    expect(isSecureRequest(new Request('https://boxline.example/api/cart'))).toBe(true)
    expect(isSecureRequest(new Request('http://127.0.0.1:3000/api/cart'))).toBe(false)
    expect(isSecureRequest(new Request('http://10.0.0.2/api/cart', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(true)
    expect(isSecureRequest(new Request('https://x/api/cart', { headers: { 'x-forwarded-proto': 'http' } }))).toBe(false)
  })
})
