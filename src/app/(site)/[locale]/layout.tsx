import '../globals.css'
import { HeaderCartLink } from '@/features/cart/pages/HeaderCartLink'
import { Header } from '@/features/site-shell/pages/Header'
import { Footer, getSiteSettings, WebFonts } from '@/features/site-shell/server'
import { EarlyPressRecorder } from '@/ui/EarlyPressRecorder'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { TOKEN_META } from '@/lib/apiToken'
import { tokenMetaContent } from '@/lib/apiToken/server'
import { publicSiteUrl } from '@/lib/siteUrl'

// Rendered once per page and locale, on its first request, then served from the cache until staff
// publish a change (features/content/server/revalidate.ts); nothing is rendered at build time, when
// the database is not there yet. What depends on the visitor comes from islands after load.
export const generateStaticParams = () => []

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: 'meta' })])
  return {
    metadataBase: new URL(publicSiteUrl()),
    title: { default: t('defaultTitle', { brand: settings.brandName }), template: `%s · ${settings.brandName}` },
    description: t('defaultDescription'),
    icons: { icon: '/favicon.svg' },
  }
}

export const viewport: Viewport = { themeColor: '#0b1f4d', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: Props) {
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
        <Header locale={locale} cartLink={<HeaderCartLink locale={locale} />} />
        {/* At least a screen tall: a private page's content is streamed after the header and the
            footer (taller than a phone's screen), and a footer shown first, then pushed down, was
            a layout shift of 0.85 on the cart summary (Lighthouse mobile). */}
        <main id="main" className="min-h-svh flex-1" tabIndex={-1}>
          {children}
        </main>
        <Footer locale={locale} />
      </body>
    </html>
  )
}
