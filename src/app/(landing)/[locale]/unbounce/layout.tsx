import '@/app/(site)/globals.css'
import { WebFonts, getSiteSettings } from '@/features/site-shell/server'
import { EarlyPressRecorder } from '@/ui/EarlyPressRecorder'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { LandingHeader } from '@/features/requests/pages/LandingHeader'
import { isLocale } from '@/i18n/routing'
import { TOKEN_META } from '@/lib/apiToken'
import { tokenMetaContent } from '@/lib/apiToken/server'
import { publicSiteUrl } from '@/lib/siteUrl'

// The landing pages (spec 3 §2: /en/unbounce, /fr/unbounce) have their own root layout in the
// (landing) route group: a simplified header (logo to home, phone as text) instead of the site's
// navigation, cart and footer. See docs/decisions.md.

export const generateStaticParams = () => []

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const settings = await getSiteSettings(locale)
  return { metadataBase: new URL(publicSiteUrl()), title: { default: settings.brandName, template: `%s · ${settings.brandName}` }, icons: { icon: '/favicon.svg' } }
}

export const viewport: Viewport = { themeColor: '#0b1f4d', width: 'device-width', initialScale: 1 }

export default async function LandingLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={locale === 'fr' ? 'fr-CA' : 'en-US'}>
      <head>
        <WebFonts />
        <EarlyPressRecorder />
        {/* The API token cookie's settings, for the browser's token client (src/lib/apiToken). */}
        <meta name={TOKEN_META} content={tokenMetaContent()} />
      </head>
      <body className="flex min-h-screen flex-col">
        <LandingHeader locale={locale} />
        <main id="main" className="flex-1" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  )
}
