import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A separate build folder lets a dev server and a production build live side by side.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  devIndicators: false,
  // Tests reach the dev server as 127.0.0.1; Next 16 otherwise refuses its hot-reload socket there.
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  compress: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // Server-only libraries stay out of every client bundle.
  serverExternalPackages: ['pino', 'zipcodes', 'nodemailer'],
  experimental: { optimizePackageImports: ['date-fns', 'react-day-picker'], globalNotFound: true },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
