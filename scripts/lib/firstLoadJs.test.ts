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
  it('counts the chunks a cached page defers until its largest paint, and their preloads', () => {
    const html = [
      '<script type="boxline/deferred" data-src="/_next/static/framework.js"></script>',
      '<script type="boxline/deferred" data-preload="/_next/static/lazy-carousel.js"></script>',
      '<script src="/_next/polyfills.js" noModule=""></script><script>(function(){})()</script>',
    ].join('')
    expect(firstLoadScriptUrls(html).sort()).toEqual(['/_next/static/framework.js', '/_next/static/lazy-carousel.js'])
  })
})
