import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// A face whose sources are local() is still "loaded" by the browser. Without font-display, its
// text is invisible until then (the block period): the home hero's paragraph painted a frame or
// two after the rest of the page and became a late largest paint (issue 12).
const css = fs.readFileSync(path.join(__dirname, 'globals.css'), 'utf8')
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1])

describe('the site font faces', () => {
  it('are declared in the site stylesheet', () => {
    expect(faces.length).toBeGreaterThan(0)
  })

  it('show their text at once: every face declares font-display swap', () => {
    for (const face of faces) {
      expect(face).toMatch(/font-display:\s*swap\s*;/)
    }
  })

  it('keep the metric overrides that make the fallback take Inter’s room', () => {
    const fallback = faces.find((face) => /font-family:\s*'Inter Fallback'/.test(face))
    expect(fallback).toMatch(/size-adjust:\s*107\.89%/)
    expect(fallback).toMatch(/ascent-override:\s*89\.79%/)
  })
})
