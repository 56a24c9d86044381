import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { EmptyCart } from '@/features/cart/pages/EmptyCart'
import { isLocale } from '@/i18n/routing'
import { localeAlternates } from '@/lib/i18n/alternates'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'cart' })
  return { title: t('empty'), description: t('emptyText'), alternates: localeAlternates(locale, 'empty-cart'), robots: { index: false } }
}

/** /{locale}/empty-cart (spec 2 §2): 'Empty Cart' with the way to the products. */
export default async function EmptyCartPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10 md:py-14 lg:px-8">
      <EmptyCart locale={locale} />
    </div>
  )
}
