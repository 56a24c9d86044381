import { describe, expect, it } from 'vitest'
import { customerPortalDefault, isHttpsUrl } from './SiteSettings'

describe('customerPortalUrl', () => {
  it('defaults to the portal sign-in page of the locale', () => {
    expect(customerPortalDefault('en')).toBe('https://portal.boxline.example/en/login')
    expect(customerPortalDefault('fr')).toBe('https://portal.boxline.example/fr/login')
    expect(customerPortalDefault(undefined)).toBe('https://portal.boxline.example/en/login')
  })

  it('is an absolute https address', () => {
    expect(isHttpsUrl('https://portal.boxline.example/fr/login')).toBe(true)
    expect(isHttpsUrl('http://portal.boxline.example/login')).toBe(false)
    expect(isHttpsUrl('/fr/login')).toBe(false)
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpsUrl(' https://portal.boxline.example')).toBe(false)
    expect(isHttpsUrl(undefined)).toBe(false)
  })
})
