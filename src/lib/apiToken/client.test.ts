import { describe, expect, it, vi } from 'vitest'
import { createTokenClient, fetchWithToken, readDocumentCookie, type TokenClientDeps } from './client'
import { TOKEN_HEADER, TOKEN_UNAVAILABLE, type TokenCookieSettings } from './token'

const NOW_S = 1_800_000_000

/** An unsigned JWT-shaped token: the browser never checks the signature, only reads exp. */
const tokenExpiringAt = (exp: number, extra = '') => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ exp, extra })).toString('base64url')}.c2ln`

/** A fake clock, cookie jar and network for one client. */
function harness(options: { settings?: Partial<TokenCookieSettings>; https?: boolean; answer?: () => Response | Promise<Response> } = {}) {
  const clock = { ms: NOW_S * 1000 }
  const jar = new Map<string, string>()
  const written: string[] = []
  let issued = 0
  const fetch = vi.fn(async (input: string, _init?: RequestInit) => {
    expect(input).toBe('/api/tokenApi')
    if (options.answer) return options.answer()
    issued++
    const exp = Math.floor(clock.ms / 1000) + 3600
    return Response.json({ token: tokenExpiringAt(exp, String(issued)), expiresAt: exp })
  })
  const logs: string[] = []
  const deps: TokenClientDeps = {
    fetch,
    now: () => clock.ms,
    readCookie: (name) => jar.get(name) ?? null,
    writeCookie: (serialized) => {
      written.push(serialized)
      const [pair] = serialized.split(';')
      const [name, value] = pair!.split('=') as [string, string]
      if (/Expires=Thu, 01 Jan 1970/.test(serialized)) jar.delete(name)
      else jar.set(name, decodeURIComponent(value))
    },
    settings: () => ({ name: 'wsc_token', sameSite: 'Strict', secure: 'auto', ...options.settings }),
    https: () => options.https ?? false,
    log: (message) => logs.push(message),
  }
  return { client: createTokenClient(deps), clock, jar, written, fetch, logs }
}

describe('the token client', () => {
  it('fetches a token when none is kept and keeps it in the cookie: path /, expiring with the token, SameSite Strict', async () => {
    const { client, jar, written, fetch } = harness()
    const token = await client.getToken()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', cache: 'no-store' })
    expect(jar.get('wsc_token')).toBe(token)
    expect(written[0]).toBe(`wsc_token=${encodeURIComponent(token)}; Path=/; Expires=${new Date((NOW_S + 3600) * 1000).toUTCString()}; SameSite=Strict`)
  })

  it('reuses the kept token while more than 10 s are left', async () => {
    const { client, clock, fetch } = harness()
    const first = await client.getToken()
    clock.ms += (3600 - 11) * 1000
    expect(await client.getToken()).toBe(first)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('fetches another within 10 s of expiry', async () => {
    const { client, clock, fetch } = harness()
    const first = await client.getToken()
    clock.ms += (3600 - 10) * 1000
    const second = await client.getToken()
    expect(second).not.toBe(first)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('treats a kept token that cannot be read, or has no exp, as expired', async () => {
    for (const kept of ['garbage', 'a.b.c', `x.${Buffer.from('{"iat":1}').toString('base64url')}.y`]) {
      const { client, jar, fetch } = harness()
      jar.set('wsc_token', kept)
      expect(await client.getToken()).not.toBe(kept)
      expect(fetch).toHaveBeenCalledTimes(1)
    }
  })

  it('makes one request for callers asking at the same time', async () => {
    const { client, fetch } = harness()
    const tokens = await Promise.all([client.getToken(), client.getToken(), client.getToken()])
    expect(new Set(tokens).size).toBe(1)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("throws 'Unable to retrieve a valid token' on a non-OK answer (logged), a network failure, or an unusable token", async () => {
    const refused = harness({ answer: () => new Response('boom', { status: 500 }) })
    await expect(refused.client.getToken()).rejects.toThrow(TOKEN_UNAVAILABLE)
    expect(refused.logs).toEqual(['GET /api/tokenApi answered 500'])
    expect(refused.jar.size).toBe(0)
    await expect(harness({ answer: () => Promise.reject(new TypeError('Failed to fetch')) }).client.getToken()).rejects.toThrow(TOKEN_UNAVAILABLE)
    await expect(harness({ answer: () => Response.json({ token: 'garbage' }) }).client.getToken()).rejects.toThrow(TOKEN_UNAVAILABLE)
    await expect(harness({ answer: () => Response.json({ token: tokenExpiringAt(NOW_S - 1) }) }).client.getToken()).rejects.toThrow(TOKEN_UNAVAILABLE)
    await expect(harness({ answer: () => Response.json({}) }).client.getToken()).rejects.toThrow(TOKEN_UNAVAILABLE)
  })

  it('tries again on the next call after a failure', async () => {
    let fail = true
    const { client } = harness({ answer: () => (fail ? new Response('', { status: 503 }) : Response.json({ token: tokenExpiringAt(NOW_S + 3600) })) })
    await expect(client.getToken()).rejects.toThrow(TOKEN_UNAVAILABLE)
    fail = false
    await expect(client.getToken()).resolves.toContain('.')
  })

  it('accepts Token or access_token, and an hour of cookie without expiresAt', async () => {
    const token = tokenExpiringAt(NOW_S + 600)
    const a = harness({ answer: () => Response.json({ Token: token }) })
    expect(await a.client.getToken()).toBe(token)
    expect(a.written[0]).toContain(`Expires=${new Date((NOW_S + 3600) * 1000).toUTCString()}`)
    const b = harness({ answer: () => Response.json({ access_token: token, expiresAt: NOW_S + 600 }) })
    expect(await b.client.getToken()).toBe(token)
    expect(b.written[0]).toContain(`Expires=${new Date((NOW_S + 600) * 1000).toUTCString()}`)
  })

  it('names the cookie and sets SameSite and Secure from the settings', async () => {
    const custom = harness({ settings: { name: 'site_tok', sameSite: 'Lax', secure: 'on' } })
    await custom.client.getToken()
    expect(custom.written[0]).toMatch(/^site_tok=.*; SameSite=Lax; Secure$/)
    const overHttps = harness({ https: true })
    await overHttps.client.getToken()
    expect(overHttps.written[0]).toMatch(/; SameSite=Strict; Secure$/)
    const off = harness({ https: true, settings: { secure: 'off' } })
    await off.client.getToken()
    expect(off.written[0]).toMatch(/; SameSite=Strict$/)
  })

  it('forgets a refused token', async () => {
    const { client, jar, fetch } = harness()
    const first = await client.getToken()
    client.forget()
    expect(jar.has('wsc_token')).toBe(false)
    expect(await client.getToken()).not.toBe(first)
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})

describe('fetchWithToken', () => {
  it('sends the token in x-wsc-token beside the call’s own headers', async () => {
    const { client } = harness()
    const fetcher = vi.fn(async (_input: string, _init?: RequestInit) => Response.json({ ok: true }))
    await fetchWithToken('/api/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, { client, fetcher })
    const headers = new Headers(fetcher.mock.calls[0]![1]!.headers)
    expect(headers.get(TOKEN_HEADER)).toBe(await client.getToken())
    expect(headers.get('content-type')).toBe('application/json')
  })

  it('sends the call once more with a new token when the server refuses the kept one', async () => {
    const { client, fetch } = harness()
    const refusal = () => new Response('{}', { status: 401, headers: { 'WWW-Authenticate': 'Token realm="boxline", error="invalid_token"' } })
    const fetcher = vi.fn().mockResolvedValueOnce(refusal()).mockResolvedValueOnce(Response.json({ ok: true }))
    const response = await fetchWithToken('/api/cart', { method: 'POST', body: '{}' }, { client, fetcher })
    expect(response.status).toBe(200)
    expect(fetch).toHaveBeenCalledTimes(2)
    const tokens = fetcher.mock.calls.map((call) => new Headers((call[1] as RequestInit).headers).get(TOKEN_HEADER))
    expect(tokens[0]).not.toBe(tokens[1])
  })

  it('answers any other 401 as it is, and sends nothing without a token', async () => {
    const { client } = harness()
    const fetcher = vi.fn(async () => new Response('{}', { status: 401 }))
    expect((await fetchWithToken('/api/invoices', {}, { client, fetcher })).status).toBe(401)
    expect(fetcher).toHaveBeenCalledTimes(1)
    const broken = harness({ answer: () => new Response('', { status: 500 }) })
    const never = vi.fn()
    await expect(fetchWithToken('/api/cart', {}, { client: broken.client, fetcher: never })).rejects.toThrow(TOKEN_UNAVAILABLE)
    expect(never).not.toHaveBeenCalled()
  })
})

describe('readDocumentCookie', () => {
  it('finds a cookie by exact name', () => {
    expect(readDocumentCookie('a=1; wsc_token=x.y.z; wsc_token2=no', 'wsc_token')).toBe('x.y.z')
    expect(readDocumentCookie('xwsc_token=1', 'wsc_token')).toBeNull()
    expect(readDocumentCookie('', 'wsc_token')).toBeNull()
    expect(readDocumentCookie('wsc_token=%E0%A4%A', 'wsc_token')).toBeNull()
  })
})
