import { describe, expect, it } from 'vitest'
import { firstLoadScriptUrls } from './firstLoadJs.mjs'

describe('first-load scripts', () => {
  it('counts script tags and preloaded scripts once each, never the nomodule polyfills or other preloads', () => {
    const html = [
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" fetchPriority="low" href="/_next/boot.js"/>',
      '<script src="/_next/framework.js" async=""></script><script src="/_next/polyfills.js" noModule=""></script>',
      '<link rel="preload" href="/_next/lazy-carousel.js" as="script" fetchPriority="low"/><link rel="preload" href="/hero.webp" as="image"/>',
      '<script src="/_next/boot.js" async=""></script><script>self.__next_f.push([0])</script>',
    ].join('')
    expect(firstLoadScriptUrls(html).sort()).toEqual(['/_next/boot.js', '/_next/framework.js', '/_next/lazy-carousel.js'])
  })
})
