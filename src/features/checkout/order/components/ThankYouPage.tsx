import { getTranslations } from 'next-intl/server'
import { telLink } from '@/features/site-shell'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { buttonClassName } from '@/ui/Button'

/**
 * /{locale}/cart-summary/checkout-payment/order-capture/thank-you — where the account prompt's
 * two buttons lead (spec 3 §2); the account message shows only after "create an account". It
 * promises nothing the site does not do: it points to the customer portal's own sign-up when the
 * portal's address is set, otherwise to the phone (staff set portal access up).
 */
export async function ThankYouPage({ locale, createAccount }: { locale: Locale; createAccount: boolean }) {
  const t = await getTranslations({ locale, namespace: 'orderConfirmation.thankYou' })
  const settings = await getSiteSettings(locale)
  const portalUrl = settings.customerPortalUrl
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:py-16 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('heading')}</h1>
      {createAccount ? (
        <p className="mt-4 text-lg text-slate-800">
          {portalUrl ? t('createOnPortal') : t.rich('createByPhone', { phone: settings.phone, tel: telLink(settings.phone) })}
        </p>
      ) : (
        <p className="mt-4 text-lg text-slate-800">{t('skipped')}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {createAccount && portalUrl ? (
          <a href={portalUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName({ variant: 'primary' })}>
            {t('openPortal')} <span className="sr-only">{t('newTab')}</span>
          </a>
        ) : null}
        <a href={`/${locale}`} className={buttonClassName({ variant: createAccount && portalUrl ? 'secondary' : 'primary' })}>
          {t('home')}
        </a>
        <a href={`/${locale}/products/storage-containers`} className={buttonClassName({ variant: 'secondary' })}>
          {t('products')}
        </a>
      </div>
    </div>
  )
}
