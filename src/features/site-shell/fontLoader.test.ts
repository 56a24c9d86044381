// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FONTS_LOADED_KEY, fontLoaderScript, INTER_FILES } from './fontLoader'

vi.mock('next/headers', () => ({ headers: vi.fn() }))

/** A FontFace that records what the loader does with it. */
const created: { family: string; source: string; weight: string; display: string; loaded: boolean }[] = []
class FakeFontFace {
  record: (typeof created)[number]
  constructor(family: string, source: string, descriptors: { weight: string; display: string }) {
    this.record = { family, source, weight: descriptors.weight, display: descriptors.display, loaded: false }
    created.push(this.record)
  }
  load() {
    this.record.loaded = true
    return Promise.resolve(this)
  }
}
const added: FakeFontFace[] = []
const run = () => new Function(fontLoaderScript())()

beforeEach(() => {
  created.length = 0
  added.length = 0
  sessionStorage.clear()
  vi.stubGlobal('FontFace', FakeFontFace)
  Object.defineProperty(document, 'fonts', { configurable: true, value: { add: (face: FakeFontFace) => added.push(face) } })
})
afterEach(() => vi.unstubAllGlobals())

describe('the web font loader', () => {
  it('on the first page of a session only fetches Inter into the cache, after the load event', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' })
    run()
    expect(created).toEqual([])
    window.dispatchEvent(new Event('load'))
    await Promise.resolve()
    expect(created.map((face) => [face.weight, face.source, face.loaded])).toEqual(INTER_FILES.map(({ weight, url }) => [String(weight), `url(${url}) format("woff2")`, true]))
    expect(added).toEqual([])
    expect(sessionStorage.getItem(FONTS_LOADED_KEY)).toBe('1')
  })

  it('on later pages adds Inter at once, with font-display optional', () => {
    sessionStorage.setItem(FONTS_LOADED_KEY, '1')
    run()
    expect(added).toHaveLength(3)
    expect(created.every((face) => face.family === 'Inter' && face.display === 'optional')).toBe(true)
  })

  it('does nothing in a browser without the font loading API', () => {
    vi.stubGlobal('FontFace', undefined)
    expect(() => run()).not.toThrow()
    expect(created).toEqual([])
  })
})
