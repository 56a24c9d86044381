import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time: the browser gets a small formatter instead of the ICU parser (~9 KB gz).
  experimental: { messages: { path: './messages', format: 'json', locales: ['en', 'fr'], precompile: true } },
})

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A separate build folder lets a dev server and a production build live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  devIndicators: false,
  // Tests reach the dev server as 127.0.0.1; Next 16 otherwise refuses its hot-reload socket there.
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  // npm test type-checks beside the build, so its build skips the second check; a plain build keeps it.
  typescript: { ignoreBuildErrors: process.env.BOXLINE_TYPECHECKED === '1' },
  compress: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // Server-only libraries stay out of every client bundle. Payload and its database adapters are
  // loaded by Node from node_modules, once per process: bundled, Turbopack wrote them into a chunk
  // per route, and the server kept each route's copy (issue 46, item 6: the adapters' chunk ten
  // times, 44 MB of the heap). Payload's own development setup externalizes the same packages.
  serverExternalPackages: ['pino', 'zipcodes', 'nodemailer', 'pg', '@libsql/client', 'payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres'],
  // A top-level URL with a file extension skips the proxy (its matcher leaves files alone), so no locale is
  // added. When no public file or route answers it, send it to the English catch-all: the localized 404 page
  // with status 404, instead of the [locale] layout rejecting "no-such-file.txt" as a locale.
  // The shipped fonts: a new version goes in a new folder (public/fonts/inter-N), so a year's cache is safe.
  async headers() {
    return [{ source: '/fonts/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }]
  },
  async rewrites() {
    return {
      // `{current path}/search` (spec 3 §2): the used-unit search results under any page's path
      // (src/app/(site)/[locale]/unit-search/[[...base]]); the query string is kept.
      beforeFiles: [{ source: '/:locale(en|fr)/:base*/search', destination: '/:locale/unit-search/:base*' }],
      afterFiles: [{ source: '/:first((?!(?:en|fr|admin|api|cms-api|_next|gateway)(?:/|$))[^/]+)/:rest*', destination: '/en/:first/:rest*' }],
      fallback: [],
    }
  },
  experimental: {
    optimizePackageImports: ['date-fns', 'react-day-picker'],
    globalNotFound: true,
    // Cached pages live in this process's memory only: they are rendered from the database this
    // server runs on, so a restart (or another data folder) must never serve pages kept from before.
    isrFlushToDisk: false,
    // A build made once and used once (npm test's, npm start's first) does not write Turbopack's
    // cache for a later build of the same tree: writing it took 24 s of a 127 s clean build alone
    // and 62 s of npm test's build beside the static checks (2026-12-07). npm run build keeps it.
    turbopackFileSystemCacheForBuild: process.env.BOXLINE_ONE_OFF_BUILD !== '1',
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// withPayload asks every response for the visitor's colour scheme (Accept-CH, Vary and Critical-CH
// on /:path*) for the admin's theme. On a public page, Critical-CH makes the browser fetch the page
// a second time on a first visit (one more round trip before anything shows: about 0.45 s of
// Lighthouse's mobile TTFB), and Vary splits a CDN's copy by colour scheme. The admin keeps them.
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders!()).map((rule) => (rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule))

export default config
