/* The site's API token (src/lib/apiToken): the calls that change data need it in x-wsc-token. */

/** A token of the server at `baseUrl` (valid for an hour), asked as the client `address` when given. */
export async function apiToken(baseUrl, address) {
  const res = await fetch(`${baseUrl}/api/tokenApi`, { headers: address ? { 'x-forwarded-for': address } : {} })
  if (!res.ok) throw new Error(`GET /api/tokenApi answered ${res.status}`)
  return (await res.json()).token
}
