import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { CartSummary, EmptyCart } from '@/features/cart/components/CartSummary'
import { getTranslations } from 'next-intl/server'
import { getVisitorCart } from '@/features/cart/server/visitorCart'
import { getRentalSettings } from '@/features/products/server/catalogQueries'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

// The cart is the visitor's own (cookie): never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'cart' })
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: localeAlternates(locale, 'cart-summary'),
    robots: { index: false },
  }
}

/** /{locale}/cart-summary: the cart's lines and totals; 'Empty Cart' without an Active cart with lines. */
export default async function CartSummaryPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'cart' })
  const [cart, settings] = await Promise.all([getVisitorCart(locale), getRentalSettings()])
  const active = cart?.status === 'Active' && cart.lines.length > 0 ? cart : null
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10 md:py-14 lg:px-8">
      {active ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('heading')}</h1>
          <CartSummary cart={active} locale={locale} billingCycleDays={settings.billingCycleDays} />
        </>
      ) : (
        <EmptyCart locale={locale} />
      )}
    </div>
  )
}
