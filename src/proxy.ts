import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import { routing } from './i18n/routing'
import { adminCsp, siteCsp, staticSecurityHeaders } from './lib/securityHeaders'

const handleI18nRouting = createMiddleware(routing)

/** Locale prefixing for public pages, a request id, and security headers for everything it matches. */
export default function proxy(request: NextRequest) {
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID()
  const nonce = btoa(crypto.randomUUID())
  const { pathname } = request.nextUrl
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/')
  const isApi = pathname.startsWith('/api/') || pathname.startsWith('/cms-api/')
  // The payment gateway's frame and API: no locale prefix (the session carries the locale); the site's CSP, framable by our own origin only.
  const isGateway = pathname.startsWith('/gateway/')
  const csp = isAdmin
    ? adminCsp()
    : siteCsp(nonce, {
        dev: process.env.NODE_ENV === 'development',
        https: process.env.SITE_URL?.startsWith('https://'),
        paymentFrameOrigin: process.env.PAYMENT_FRAME_ORIGIN,
      })

  const headers = new Headers(request.headers)
  headers.set('x-request-id', requestId)
  headers.set('x-nonce', nonce)
  headers.set('x-pathname', pathname + request.nextUrl.search)
  headers.set('content-security-policy', csp)
  const forwarded = new NextRequest(request, { headers })

  const response = isAdmin || isApi || isGateway ? NextResponse.next({ request: { headers } }) : handleI18nRouting(forwarded)
  response.headers.set('x-request-id', requestId)
  response.headers.set('Content-Security-Policy', csp)
  for (const [name, value] of Object.entries(staticSecurityHeaders)) response.headers.set(name, value)
  return response
}

export const config = {
  // Everything but Next's assets and files with an extension (fonts, images, robots.txt, sitemap.xml).
  matcher: ['/((?!_next/|_vercel/|.*\\.[a-zA-Z0-9]+$).*)'],
}
