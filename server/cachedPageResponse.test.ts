import { describe, expect, it } from 'vitest'
import { earlyLinks } from './cachedPageResponse.mjs'

describe('earlyLinks', () => {
  it('announces the stylesheets and the high-priority image preload, nothing else', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<link rel="preload" href="/cms-api/media/file/hero.webp" as="image" fetchPriority="high"/>',
      '<link rel="preload" href="/cms-api/media/file/other.webp" as="image"/>',
      '<link rel="icon" href="/favicon.svg"/>',
      '<link rel="stylesheet" href="https://elsewhere.example/x.css"/>',
    ].join('')
    expect(earlyLinks(html)).toBe('</_next/static/chunks/a.css>; rel=preload; as=style, </cms-api/media/file/hero.webp>; rel=preload; as=image; fetchpriority=high')
  })
})
