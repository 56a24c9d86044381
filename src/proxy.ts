import { createHash } from 'node:crypto'
import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import { fontLoaderScript } from './features/site-shell'
import { earlyPressScript } from './ui/earlyPress'
import { routing } from './i18n/routing'
import { TOKEN_HEADER } from './lib/apiToken/token'
import { checkApiToken } from './lib/apiToken/server'
import { cmsApiRefusal } from './lib/http/cmsApiGuard'
import { perRequestCacheControl, perRequestPage } from './lib/http/privatePages'
import { requiresApiToken, TOKEN_REFUSAL } from './lib/http/tokenGuard'
import { adminCsp, siteCsp, staticSecurityHeaders, transportSecurityHeaders } from './lib/securityHeaders'

const handleI18nRouting = createMiddleware(routing)

/** The inline scripts we write ourselves, admitted on every page by the hash of their text. */
const OUR_SCRIPT_HASHES = [fontLoaderScript(), earlyPressScript()].map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)

/**
 * Locale prefixing for public pages, a request id, and security headers for everything it matches.
 * A private page (and, in development, every page) gets a per-request nonce; a page rendered once
 * for everyone gets the policy whose script hashes the server fills in (server/pageCsp.mjs).
 */
export default function proxy(request: NextRequest) {
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID()
  const { pathname } = request.nextUrl
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/')
  const isApi = pathname.startsWith('/api/') || pathname.startsWith('/cms-api/')
  // The payment gateway's frame and API: no locale prefix (the session carries the locale); the site's CSP, framable by our own origin only.
  const isGateway = pathname.startsWith('/gateway/')
  // The bench's blank page (src/app/(bench)): one page for both languages, never prefixed.
  const isBenchFloor = pathname === '/bench/blank'
  const dev = process.env.NODE_ENV === 'development'
  // Staff previewing drafts (Next's draft mode) get pages rendered for them alone: a nonce, like private pages.
  const draftMode = request.cookies.has('__prerender_bypass')
  const perRequest = perRequestPage(pathname)
  const nonce = dev || isGateway || isApi || draftMode || perRequest ? btoa(crypto.randomUUID()) : undefined
  const csp = isAdmin
    ? adminCsp()
    : siteCsp({
        nonce,
        scriptHashes: OUR_SCRIPT_HASHES,
        dev,
        https: process.env.SITE_URL?.startsWith('https://'),
        paymentFrameOrigin: process.env.PAYMENT_FRAME_ORIGIN,
      })

  const headers = new Headers(request.headers)
  headers.set('x-request-id', requestId)
  if (nonce) headers.set('x-nonce', nonce)
  else headers.delete('x-nonce')
  headers.set('x-pathname', pathname + request.nextUrl.search)
  headers.set('content-security-policy', csp)
  const forwarded = new NextRequest(request, { headers })

  const refusal = pathname.startsWith('/cms-api/')
    ? cmsApiRefusal({
        method: request.method,
        pathname,
        contentType: request.headers.get('content-type'),
        contentLength: request.headers.get('content-length'),
        signedIn: request.cookies.has('payload-token') || request.headers.has('authorization'),
      })
    : null
  // The site's calls that change data need a valid API token (lib/http/tokenGuard.ts): checked
  // here, once, before any route runs; a refused call runs nothing.
  const tokenRefused = requiresApiToken(request.method, pathname) && !checkApiToken(request.headers.get(TOKEN_HEADER)).ok
  const response = refusal
    ? NextResponse.json({ errors: [{ message: refusal.message }] }, { status: refusal.status, headers: { 'Cache-Control': 'no-store' } })
    : tokenRefused
      ? NextResponse.json(TOKEN_REFUSAL.body, { status: TOKEN_REFUSAL.status, headers: TOKEN_REFUSAL.headers })
      : isAdmin || isApi || isGateway || isBenchFloor
      ? NextResponse.next({ request: { headers } })
      : handleI18nRouting(forwarded)
  response.headers.set('x-request-id', requestId)
  response.headers.set('Content-Security-Policy', csp)
  // A per-request page's own terms (lib/http/privatePages.ts); Next keeps a Cache-Control already set.
  const cacheControl = perRequest && !draftMode ? perRequestCacheControl(perRequest) : null
  if (cacheControl) response.headers.set('Cache-Control', cacheControl)
  for (const [name, value] of Object.entries({ ...staticSecurityHeaders, ...transportSecurityHeaders(process.env.SITE_URL) })) response.headers.set(name, value)
  return response
}

export const config = {
  // Everything but Next's assets and files with an extension (fonts, images, robots.txt, sitemap.xml).
  matcher: ['/((?!_next/|_vercel/|.*\\.[a-zA-Z0-9]+$).*)'],
}
