/**
 * Content-Security-Policy for the public site: scripts only from our origin with this
 * request's nonce; ALTCHA solves its proof of work in a blob: worker; the payment frame
 * is our own route unless a gateway origin is configured.
 */
export function siteCsp(nonce: string, opts: { dev: boolean; https?: boolean; paymentFrameOrigin?: string }): string {
  const frameSrc = ["'self'", opts.paymentFrameOrigin].filter(Boolean).join(' ')
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ''}`,
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
