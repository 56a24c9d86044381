import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compileHints.mjs'

describe('compile hints', () => {
  it('puts the hint first, once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK=[]).push([])')
    expect(hinted.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true)
    expect(withCompileHint(hinted)).toBe(hinted)
  })

  it('hints every JavaScript chunk of a folder and nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
    fs.mkdirSync(path.join(dir, 'app'))
    fs.writeFileSync(path.join(dir, 'a.js'), 'a()')
    fs.writeFileSync(path.join(dir, 'app', 'b.js'), 'b()')
    fs.writeFileSync(path.join(dir, 'c.css'), 'body{}')
    expect(addCompileHints(dir)).toBe(2)
    expect(fs.readFileSync(path.join(dir, 'app', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}b()`)
    expect(fs.readFileSync(path.join(dir, 'c.css'), 'utf8')).toBe('body{}')
    expect(addCompileHints(dir)).toBe(0)
  })
})
