import { HOSTED_VIDEO_ORIGIN } from '@/lib/video'

/**
 * Stands in a cached page's script-src for the hashes of its framework scripts, which the server
 * fills in once it has the page (server/pageCsp.mjs, which spells the same string). Left unfilled,
 * it admits nothing.
 */
export const INLINE_SCRIPT_HASHES = "'inline-script-hashes'"

type SiteCspOptions = {
  /** A private page's per-request nonce; without one, the cached page's hashes (see above). */
  nonce?: string
  /** Hash sources of inline scripts we write ourselves (the font loader), admitted on every page. */
  scriptHashes?: readonly string[]
  dev: boolean
  https?: boolean
  paymentFrameOrigin?: string
}

/**
 * Content-Security-Policy for the public site. Scripts: from our origin, plus inline ones only
 * with this request's nonce (private pages, rendered per request) or with the hash of their text
 * (cached pages, rendered once for everyone); never 'unsafe-inline'. ALTCHA solves its proof of
 * work in a blob: worker; the payment frame is our own route unless a gateway origin is configured;
 * a video block may frame YouTube's privacy-enhanced player (a hosted video id).
 */
export function siteCsp(opts: SiteCspOptions): string {
  const frameSrc = ["'self'", opts.paymentFrameOrigin, HOSTED_VIDEO_ORIGIN].filter(Boolean).join(' ')
  const scripts = opts.nonce
    ? ["'self'", `'nonce-${opts.nonce}'`, "'strict-dynamic'", ...(opts.scriptHashes ?? [])]
    : ["'self'", ...(opts.scriptHashes ?? []), INLINE_SCRIPT_HASHES]
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}${opts.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src ${frameSrc}`,
    "frame-ancestors 'self'",
    "form-action 'self'" + (opts.paymentFrameOrigin ? ` ${opts.paymentFrameOrigin}` : ''),
    "base-uri 'self'",
    "object-src 'none'",
    // Only behind HTTPS: on a plain-http laptop it would send the browser to https:// for every asset.
    ...(opts.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** Payload's admin renders its own inline scripts and styles; it gets a looser script policy. */
export function adminCsp(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ')
}

export const staticSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** HSTS, two years, only when the site is served over HTTPS (SITE_URL https://…): a plain-http laptop must not be told to upgrade. */
export function transportSecurityHeaders(siteUrl: string | undefined): Record<string, string> {
  return siteUrl?.startsWith('https://') ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}
}
