import { beforeAll, describe, expect, it } from 'vitest'
import { logMark, logSince } from '../support/serverLog'
import { staffApi } from '../support/staffApi'

// Payload's REST API (/cms-api): requests it used to answer with a 500 and a stack trace answer
// their 4xx, and a refusal is logged as one line, not as an error (hardening issue, finding 4).

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)

beforeAll(login, 60_000)

describe('Payload requests that used to fail with a 500', () => {
  it('e-mail verification, which no collection has, is not found (404)', async () => {
    const res = await fetch(`${base}/cms-api/users/verify/abc`, { method: 'POST' })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: [{ message: 'Not Found' }] })
  })

  it('restoring a version without a staff session is refused (403)', async () => {
    for (const path of ['/cms-api/pages/versions/1', '/cms-api/globals/site-settings/versions/1']) {
      const res = await fetch(`${base}${path}`, { method: 'POST' })
      expect(res.status, path).toBe(403)
    }
  })

  it('a staff write whose body is not JSON is refused (415), and nothing changes', async () => {
    const before = await (await staff('/globals/site-settings?depth=0')).json()
    const res = await staff('/globals/site-settings', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'brandName=Hacked' })
    expect(res.status).toBe(415)
    const after = await (await staff('/globals/site-settings?depth=0')).json()
    expect(after.updatedAt).toBe(before.updatedAt)
  })
})

describe('refusals in the log', () => {
  it('an anonymous read of staff data is logged as one line, not an error with a stack', async () => {
    const mark = logMark()
    const res = await fetch(`${base}/cms-api/orders?limit=1`)
    expect(res.status).toBe(403)
    const log = await logSince(mark)
    expect(log).not.toMatch(/ERROR.*not allowed to perform this action/)
    expect(log).not.toMatch(/"level":50[^\n]*not allowed to perform this action/)
    expect(log).not.toContain('"stack"')
  })
})
