import { describe, expect, it } from 'vitest'
import { previewTarget } from './preview'

describe('previewTarget (where the preview may go)', () => {
  it('accepts our localized page paths', () => {
    expect(previewTarget('/en')).toBe('/en')
    expect(previewTarget('/fr/about-us')).toBe('/fr/about-us')
    expect(previewTarget('/en/solutions/construction')).toBe('/en/solutions/construction')
  })
  it('refuses anything else: other sites, other locales, odd paths', () => {
    for (const path of [null, '', '/', '//evil.example', 'https://evil.example/en', '/de/about', '/en//x', '/en/../admin', '/en/about?x=1', '/enx']) {
      expect(previewTarget(path)).toBeNull()
    }
  })
})
