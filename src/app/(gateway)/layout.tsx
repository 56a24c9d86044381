import '../(site)/globals.css'
import { WebFonts } from '@/features/site-shell/server'
import { EarlyPressRecorder } from '@/ui/EarlyPressRecorder'
import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { frameLocale, sessionKeyFromPath } from '@/integrations/payments/components/FrameError'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false }, icons: { icon: '/favicon.svg' } }
export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

/** The payment gateway's own root layout: no site header or footer; the language is the session's. */
export default async function GatewayLayout({ children }: { children: React.ReactNode }) {
  const locale = frameLocale(sessionKeyFromPath((await headers()).get('x-pathname')))
  return (
    <html lang={locale === 'fr' ? 'fr-CA' : 'en-US'}>
      <head>
        <WebFonts />
        <EarlyPressRecorder />
      </head>
      <body className="bg-white">{children}</body>
    </html>
  )
}
