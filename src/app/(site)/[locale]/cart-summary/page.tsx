import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CART_COOKIE, readWebCartId } from '@/features/cart/server'
import { CartIntl, getCartSummaryOptions, readActiveCart, toCheckoutView } from '@/features/checkout/server'
import { LazyCartSummaryStep } from '@/features/checkout/pages/LazyCartSummaryStep'
import { ContactDeliveryStep } from '@/features/checkout/pages/ContactDeliveryStep'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ step?: string | string[] }> }

// The cart is the visitor's own (cookie): never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'cart' })
  return {
    title: t('checkout.heading'),
    description: t('meta.description'),
    alternates: localeAlternates(locale, 'cart-summary'),
    robots: { index: false },
  }
}

/**
 * /{locale}/cart-summary: checkout step 1 (contact and delivery) until the visitor submitted it,
 * or with ?step=contact; then step 2, the cart summary. Without an Active cart with lines
 * (none, Ordered, Abandoned — also one just found inactive too long): the empty cart.
 */
export default async function CartSummaryPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { step } = await searchParams
  const webCartId = readWebCartId((await cookies()).get(CART_COOKIE)?.value)
  const cart = await readActiveCart(webCartId, { depth: 1, locale })
  const view = cart ? await toCheckoutView(cart, locale) : null
  if (!cart || !view || view.cart.lines.length === 0) redirect(`/${locale}/empty-cart`)
  if (!cart.contact?.submittedAt || step === 'contact') return <ContactDeliveryStep locale={locale} cart={cart} />
  const options = await getCartSummaryOptions(locale)
  return (
    <CartIntl>
      <LazyCartSummaryStep initial={view} options={options} locale={locale} />
    </CartIntl>
  )
}
