import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CART_COOKIE, readWebCartId } from '@/features/cart/server'
import { PaymentPage } from '@/features/checkout/pages/PaymentPage'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

// The visitor's own cart and a per-cart payment key: never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'checkoutPayment' })
  return { title: t('meta.title'), description: t('meta.description'), alternates: localeAlternates(locale, 'cart-summary/checkout-payment'), robots: { index: false } }
}

export default async function CheckoutPaymentPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <PaymentPage locale={locale} webCartId={readWebCartId((await cookies()).get(CART_COOKIE)?.value)} />
}
