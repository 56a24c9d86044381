import { describe, expect, it } from 'vitest'
import { fillPolicy, INLINE_SCRIPT_HASHES, inlineScriptHashes, inlineScripts, isFrameworkScript, sha256Source } from './pageCsp.mjs'

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])'

describe('inlineScripts', () => {
  it('finds inline scripts a browser would run, not files or data blocks', () => {
    const html = `<head><script src="/_next/a.js" async=""></script><script>${BOOTSTRAP}</script><script type="application/ld+json">{"@type":"Thing"}</script></head><body><script type="module">x()</script><SCRIPT>y()</SCRIPT></body>`
    expect(inlineScripts(html)).toEqual([BOOTSTRAP, 'x()', 'y()'])
  })
})

describe('isFrameworkScript', () => {
  it("admits React's flight data and its bootstrap", () => {
    expect(isFrameworkScript(BOOTSTRAP)).toBe(true)
    expect(isFrameworkScript(FLIGHT)).toBe(true)
  })
  it("admits Turbopack's list of first chunks", () => {
    expect(isFrameworkScript('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});')).toBe(true)
    expect(isFrameworkScript('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});alert(1)//})')).toBe(false)
  })
  it('refuses anything else, even code dressed as flight data', () => {
    expect(isFrameworkScript('alert(1)')).toBe(false)
    expect(isFrameworkScript('self.__next_f.push([1,"x"]);alert(1)')).toBe(false)
    expect(isFrameworkScript('self.__next_f.push([1,"x"]),alert(1),self.__next_f.push([1])')).toBe(false)
    expect(isFrameworkScript('self.__next_f.push(alert(1))')).toBe(false)
    expect(isFrameworkScript('self.__next_f.push({"a":1})')).toBe(false)
  })
})

describe('inlineScriptHashes', () => {
  it('hashes the framework scripts once each and counts the refused ones', () => {
    const html = `<script>${BOOTSTRAP}</script><script>${FLIGHT}</script><script>${FLIGHT}</script><script>alert(document.cookie)</script>`
    const { hashes, refused } = inlineScriptHashes(html)
    expect(hashes).toEqual([sha256Source(BOOTSTRAP), sha256Source(FLIGHT)])
    expect(refused).toBe(1)
  })
  it('does not count as refused a script the policy already admits by its hash', () => {
    const html = `<script>fonts()</script><script>alert(1)</script>`
    expect(inlineScriptHashes(html, `script-src 'self' ${sha256Source('fonts()')}`)).toEqual({ hashes: [], refused: 1 })
  })
  it('writes the hash sources a browser compares (sha256 of the UTF-8 text, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })
})

describe('fillPolicy', () => {
  it('replaces the placeholder with the hashes, or with nothing', () => {
    const policy = `default-src 'self'; script-src 'self' 'sha256-font=' ${INLINE_SCRIPT_HASHES}; object-src 'none'`
    expect(fillPolicy(policy, ["'sha256-a='", "'sha256-b='"])).toBe("default-src 'self'; script-src 'self' 'sha256-font=' 'sha256-a=' 'sha256-b='; object-src 'none'")
    expect(fillPolicy(policy, [])).toBe("default-src 'self'; script-src 'self' 'sha256-font='; object-src 'none'")
  })
})
