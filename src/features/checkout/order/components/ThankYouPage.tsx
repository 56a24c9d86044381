import { getTranslations } from 'next-intl/server'
import { telLink } from '@/features/site-shell'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { buttonClassName } from '@/ui/Button'
import { pickTexts } from '../confirmationContent'
import { getConfirmationContents } from '../server/confirmationContent'

/**
 * /{locale}/cart-summary/checkout-payment/order-capture/thank-you — where the account prompt's
 * two buttons lead (spec 3 §2); the account message shows only after "create an account". It
 * promises nothing the site does not do: it points to the customer portal's own sign-up when the
 * portal's address is set, otherwise to the phone (staff set portal access up). Its heading, the
 * text after Skip and the home button's label come from the 'thank-you' confirmation content
 * entry, the messages standing in for what is empty.
 */
export async function ThankYouPage({ locale, createAccount }: { locale: Locale; createAccount: boolean }) {
  const t = await getTranslations({ locale, namespace: 'orderConfirmation.thankYou' })
  const [settings, { 'thank-you': entry }] = await Promise.all([getSiteSettings(locale), getConfirmationContents(['thank-you'], locale)])
  const text = pickTexts(entry, { heading: t('heading'), subheading: t('skipped'), ctaLabel: t('home') })
  const portalUrl = settings.customerPortalUrl
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:py-16 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{text.heading}</h1>
      {createAccount ? (
        <p className="mt-4 text-lg text-slate-800">
          {portalUrl ? t('createOnPortal') : t.rich('createByPhone', { phone: settings.phone, tel: telLink(settings.phone) })}
        </p>
      ) : (
        <p className="mt-4 text-lg text-slate-800">{text.subheading}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {createAccount && portalUrl ? (
          <a href={portalUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName({ variant: 'primary' })}>
            {t('openPortal')} <span className="sr-only">{t('newTab')}</span>
          </a>
        ) : null}
        <a href={`/${locale}`} className={buttonClassName({ variant: createAccount && portalUrl ? 'secondary' : 'primary' })}>
          {text.ctaLabel}
        </a>
        <a href={`/${locale}/products/storage-containers`} className={buttonClassName({ variant: 'secondary' })}>
          {t('products')}
        </a>
      </div>
    </div>
  )
}
