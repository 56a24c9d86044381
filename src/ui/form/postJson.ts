import { fetchWithToken } from '@/lib/apiToken'

/** A form's answer from the server: the status and the parsed JSON body ({} when there is none). */
export interface JsonAnswer<T> {
  ok: boolean
  status: number
  body: T & { error?: string; message?: string; fieldErrors?: Record<string, string[] | undefined> }
}

/**
 * POSTs a form's JSON body with the site's API token (header x-wsc-token, src/lib/apiToken). A
 * network failure throws, and so does a token that cannot be had ('Unable to retrieve a valid
 * token'): the caller shows its failure message.
 */
export async function postJson<T = Record<string, unknown>>(url: string, body: unknown, init: { signal?: AbortSignal; read?: boolean } = {}): Promise<JsonAnswer<T>> {
  // A POST that only reads (the content lists' queries) needs no token: no token call before it.
  const send = init.read ? fetch : fetchWithToken
  const response = await send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal: init.signal,
  })
  const parsed = (await response.json().catch(() => ({}))) as JsonAnswer<T>['body']
  return { ok: response.ok, status: response.status, body: parsed ?? ({} as JsonAnswer<T>['body']) }
}
