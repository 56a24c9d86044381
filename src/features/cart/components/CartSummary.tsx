import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'

/** 'Empty Cart' (spec 2 §2, §8) with the way back to the products (/{locale}/empty-cart). */
export async function EmptyCart({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'cart' })
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('empty')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('emptyText')}</p>
      <a
        href={`/${locale}/products/storage-containers`}
        className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
      >
        {t('configureLink')}
      </a>
    </>
  )
}
