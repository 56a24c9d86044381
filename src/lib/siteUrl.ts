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

/** The path and query of the current request without its locale, set by the proxy (x-pathname). */
export async function currentPathWithoutLocale(): Promise<string> {
  const path = (await headers()).get('x-pathname') ?? '/'
  return path.replace(/^\/(en|fr)(?=\/|\?|$)/, '') || '/'
}
