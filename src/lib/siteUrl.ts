import 'server-only'
import { headers } from 'next/headers'

/**
 * The public origin for absolute URLs (canonical, hreflang, sitemap): SITE_URL when set,
 * else the origin this request came to (so a laptop on 127.0.0.1 gets self-consistent links).
 */
export async function siteUrl(): Promise<string> {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/$/, '')
  const h = await headers()
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? `localhost:${process.env.PORT ?? 3000}`
  const proto = h.get('x-forwarded-proto') ?? 'http'
  return `${proto}://${host}`
}

/**
 * The public origin for pages rendered once for everyone (their canonical and hreflang links),
 * which cannot read the request: SITE_URL, else this server's own address on the laptop.
 */
export function publicSiteUrl(): string {
  return (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
}
