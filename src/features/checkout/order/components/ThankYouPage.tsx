import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { buttonClassName } from '@/ui/Button'

/**
 * /{locale}/cart-summary/checkout-payment/order-capture/thank-you — where the account prompt's
 * two buttons lead (spec 3 §2); the account message shows only after "create an account".
 */
export async function ThankYouPage({ locale, createAccount }: { locale: Locale; createAccount: boolean }) {
  const t = await getTranslations({ locale, namespace: 'orderConfirmation.thankYou' })
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:py-16 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('heading')}</h1>
      <p className="mt-4 text-lg text-slate-800">{createAccount ? t('created') : t('skipped')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={`/${locale}`} className={buttonClassName({ variant: 'primary' })}>
          {t('home')}
        </a>
        <a href={`/${locale}/products/storage-containers`} className={buttonClassName({ variant: 'secondary' })}>
          {t('products')}
        </a>
      </div>
    </div>
  )
}
