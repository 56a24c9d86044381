import { describe, expect, it } from 'vitest'
import { bannerTheme, hasChat, paddingClasses } from './banner'

describe('call-to-action banner options', () => {
  it('pads top and bottom separately, medium by default', () => {
    expect(paddingClasses('none', 'large')).toBe('pt-0 pb-24')
    expect(paddingClasses(null, undefined)).toBe('pt-14 pb-14')
  })
  it('falls back to navy for an unknown background', () => {
    expect(bannerTheme('yellow').dark).toBe(false)
    expect(bannerTheme('purple')).toEqual(bannerTheme('navy'))
  })
  it('turns the chat on only for a script with text', () => {
    expect(hasChat('<script src="https://chat.example/x.js"></script>')).toBe(true)
    expect(hasChat('  ')).toBe(false)
    expect(hasChat(null)).toBe(false)
  })
})
