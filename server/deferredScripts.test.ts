// @vitest-environment jsdom
import zlib from 'node:zlib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyPagePolicy } from './cachedPageResponse.mjs'
import { DEFERRED_TYPE, deferScripts, SCRIPT_STARTER, START_FALLBACK_MS } from './deferredScripts.mjs'
import { INLINE_SCRIPT_HASHES, sha256Source } from './pageCsp.mjs'

// The shape Next 16 writes a cached page's <head> in, with the font loader (which names the deferred type).
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  `<script>if(document.querySelector('script[type="${DEFERRED_TYPE}"]'))void 0</script>`,
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/first.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/lazy-carousel.js" as="script" fetchPriority="low"/>',
  '<link rel="preload" href="/cms-api/media/file/hero.webp" as="image" fetchPriority="high"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><p>Rent a container</p>',
  '<script src="/_next/static/chunks/bootstrap.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('')

describe('deferScripts', () => {
  it("turns Next's async chunks and script preloads into inert entries, and puts the starter at the end of the head", () => {
    const { html, deferred } = deferScripts(page)
    expect(deferred).toBe(3)
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(framework|turbopack-runtime)\.js"/)
    expect(html).not.toContain('rel="preload" as="script"')
    expect(html).toContain(`<script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/framework.js"></script>`)
    expect(html).toContain(`<script type="${DEFERRED_TYPE}" data-preload="/_next/static/chunks/lazy-carousel.js"></script>`)
    expect(html).toContain(`<script>${SCRIPT_STARTER}</script></head>`)
    // Untouched: the stylesheet, the image preload, the nomodule polyfill, the body.
    expect(html).toContain('<link rel="preload" href="/cms-api/media/file/hero.webp" as="image" fetchPriority="high"/>')
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    // In the body, only Next's bootstrap chunk changes.
    expect(html.slice(html.indexOf('<body>'))).toBe(
      page.slice(page.indexOf('<body>')).replace('<script src="/_next/static/chunks/bootstrap.js" async=""></script>', `<script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/bootstrap.js"></script>`),
    )
  })

  it('leaves a page without framework chunks, another origin’s script, or a page already deferred as it is', () => {
    const other = '<html><head><script src="https://elsewhere.example/x.js" async=""></script></head><body></body></html>'
    expect(deferScripts(other)).toEqual({ html: other, deferred: 0 })
    const once = deferScripts(page).html
    expect(deferScripts(once)).toEqual({ html: once, deferred: 0 })
    expect(deferScripts('<p>no head</p>')).toEqual({ html: '<p>no head</p>', deferred: 0 })
  })
})

describe('the starter', () => {
  afterEach(() => {
    // Each starter laid out has started by its fallback, and so let go of its listeners.
    vi.runOnlyPendingTimers()
    vi.useRealTimers()
    document.head.innerHTML = ''
    delete (window as { __boxlineScripts?: string }).__boxlineScripts
  })

  /** Lays the deferred head into this document and runs the starter, with no largest-paint report available (jsdom has none). */
  function laidOut() {
    vi.useFakeTimers()
    const { html } = deferScripts(page)
    document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>')).replace(`<script>${SCRIPT_STARTER}</script>`, '')
    new Function(SCRIPT_STARTER)()
    return {
      scripts: () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
      preloads: () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href')),
    }
  }

  it('appends nothing until a paint, a press or the fallback', () => {
    const head = laidOut()
    expect(head.scripts()).toEqual(['/_next/static/chunks/polyfills.js'])
    expect(head.preloads()).toEqual([])
  })

  it('starts only entries that name Next’s own files, each once, wherever they are', () => {
    const head = laidOut()
    document.head.insertAdjacentHTML('beforeend', `<script type="${DEFERRED_TYPE}" data-src="/cms-api/media/file/x.js"></script>`)
    document.body.innerHTML = `<script type="${DEFERRED_TYPE}" data-src="/_next/static/chunks/bootstrap.js"></script>`
    window.dispatchEvent(new Event('keydown'))
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(head.scripts()).toEqual(['/_next/static/chunks/polyfills.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/turbopack-runtime.js', '/_next/static/chunks/bootstrap.js'])
    document.body.innerHTML = ''
  })

  it('starts the chunks at the first press, once, and says when they have all loaded or failed', () => {
    const head = laidOut()
    window.dispatchEvent(new Event('pointerdown'))
    window.dispatchEvent(new Event('keydown'))
    expect(head.scripts()).toEqual(['/_next/static/chunks/polyfills.js', '/_next/static/chunks/framework.js', '/_next/static/chunks/turbopack-runtime.js'])
    expect(head.preloads()).toEqual(['/_next/static/chunks/first.js', '/_next/static/chunks/lazy-carousel.js'])
    expect((window as { __boxlineScripts?: string }).__boxlineScripts).toBe('started')
    const [, framework, runtime] = document.head.querySelectorAll('script[src]')
    framework!.dispatchEvent(new Event('load'))
    expect((window as { __boxlineScripts?: string }).__boxlineScripts).toBe('started')
    runtime!.dispatchEvent(new Event('error'))
    expect((window as { __boxlineScripts?: string }).__boxlineScripts).toBe('loaded')
  })

  it('starts after the first frame where the browser reports no largest paint', () => {
    const head = laidOut()
    vi.advanceTimersByTime(50)
    expect(head.scripts().length).toBe(3)
  })

  it('starts at the largest paint the browser reports, or by the fallback should none come', () => {
    const observers: { callback: () => void; type?: string }[] = []
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint']
      constructor(private callback: () => void) {}
      observe({ type }: { type: string }) {
        observers.push({ callback: this.callback, type })
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    try {
      const painted = laidOut()
      vi.advanceTimersByTime(START_FALLBACK_MS - 1)
      expect(painted.scripts().length).toBe(1)
      expect(observers.map((o) => o.type)).toEqual(['largest-contentful-paint'])
      observers[0]!.callback()
      vi.advanceTimersByTime(0)
      expect(painted.scripts().length).toBe(3)

      document.head.innerHTML = ''
      const never = laidOut()
      vi.advanceTimersByTime(START_FALLBACK_MS - 1)
      expect(never.scripts().length).toBe(1)
      vi.advanceTimersByTime(1)
      expect(never.scripts().length).toBe(3)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('a cached page as served', () => {
  const response = (headers: Record<string, string>) => {
    const all = new Map(Object.entries(headers))
    return {
      statusCode: 200,
      getHeader: (name: string) => all.get(name),
      setHeader: (name: string, value: string) => void all.set(name, value),
      removeHeader: (name: string) => void all.delete(name),
      all,
    }
  }

  const codecs = {
    gzip: [zlib.gzipSync, zlib.gunzipSync],
    br: [zlib.brotliCompressSync, zlib.brotliDecompressSync],
    deflate: [zlib.deflateSync, zlib.inflateSync],
    identity: [(b: Buffer) => b, (b: Buffer) => b],
  } as const
  it.each(Object.keys(codecs) as (keyof typeof codecs)[])('is sent deferred, in its own encoding (%s), with the starter admitted by the policy and nothing else new', (encoding) => {
    const [encode, decode] = codecs[encoding]
    const res = response({ 'content-security-policy': `script-src 'self' ${INLINE_SCRIPT_HASHES}`, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }), etag: `"deferred-test-${encoding}"` })
    const sent = applyPagePolicy(res as never, encode(Buffer.from(page)), { warn: () => {} } as never)
    const html = decode(sent).toString('utf8')
    expect(html).toBe(deferScripts(page).html)
    expect(res.all.get('content-security-policy')).toContain(sha256Source(SCRIPT_STARTER))
    expect(res.all.get('content-security-policy')).toContain(sha256Source('self.__next_f.push([1,"x"])'))
    expect(res.all.get('content-security-policy')).not.toContain(INLINE_SCRIPT_HASHES)
  })
})

describe('the font loader', () => {
  it('waits for the same entries and event the starter writes and sends', async () => {
    const { fontLoaderScript } = await import('@/features/site-shell')
    const { STARTED_EVENT } = await import('./deferredScripts.mjs')
    expect(fontLoaderScript()).toContain(`script[type="${DEFERRED_TYPE}"]`)
    expect(fontLoaderScript()).toContain(`'${STARTED_EVENT}'`)
  })
})
