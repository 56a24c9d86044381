import '../globals.css'
import { getCartItemCount } from '@/features/cart/server'
import { Footer, getSiteSettings, Header, WebFonts } from '@/features/site-shell/server'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { siteUrl } from '@/lib/siteUrl'

export const dynamic = 'force-dynamic'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: 'meta' })])
  return {
    metadataBase: new URL(await siteUrl()),
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
      </head>
      <body className="flex min-h-screen flex-col">
        <Header locale={locale} cartCount={getCartItemCount()} />
        <main id="main" className="flex-1" tabIndex={-1}>
          {children}
        </main>
        <Footer locale={locale} />
      </body>
    </html>
  )
}
