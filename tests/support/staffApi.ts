import { expect } from 'vitest'

/** The staff account of the test servers (scripts/lib/server.mjs). */
export const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@boxline.test', password: process.env.ADMIN_PASSWORD ?? 'boxline-test-admin-1' }

/** The staff REST API (`/cms-api`) of the server at `base`, signed in as the test admin. */
export function staffApi(base: string) {
  let token = ''
  async function login() {
    const res = await fetch(`${base}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
    expect(res.status, 'staff login').toBe(200)
    token = ((await res.json()) as { token: string }).token
  }
  /** A staff call; signs in again once when a concurrent login dropped the session. */
  async function staff(path: string, init: RequestInit = {}): Promise<Response> {
    const call = () => fetch(`${base}/cms-api${path}`, { ...init, headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', ...init.headers } })
    const res = await call()
    if (res.status !== 401 && res.status !== 403) return res
    await login()
    return call()
  }
  /** The session token, for pages that read it from the `payload-token` cookie (the admin). */
  const currentToken = () => token
  return { login, staff, token: currentToken }
}
