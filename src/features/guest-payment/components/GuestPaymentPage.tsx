import type { Locale } from '@/i18n/routing'
import { getCaptchaClientConfig } from '@/integrations/captcha'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { guestPaymentKey } from '../server'
import { GuestPaymentIntl } from './GuestPaymentIntl'
import { GuestPaymentWizard } from './GuestPaymentWizard'

/**
 * /{locale}/guest-payment (spec 1 §2.5, spec 2 §2): the banner and the four-step wizard island.
 * Cached like every public page: nothing here depends on the visitor (the guest key is the same
 * for everyone); the invoices come from the guest calls. Printed, the page drops the site's header
 * and footer (the wizard hides its own buttons).
 */
export function GuestPaymentPage({ locale }: { locale: Locale }) {
  const t = getLooseTranslator(locale, 'guestPayment')
  const banner = (
    <div className="bg-brand-900 text-white print:hidden">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{t('banner.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">{t('banner.heading')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-100">{t('banner.intro')}</p>
      </div>
    </div>
  )
  return (
    <div className="print:text-black [body:has(&)>footer]:print:hidden [body:has(&)>header]:print:hidden">
      <GuestPaymentIntl locale={locale}>
        <GuestPaymentWizard locale={locale} guestKey={guestPaymentKey()} captcha={getCaptchaClientConfig()} banner={banner} />
      </GuestPaymentIntl>
    </div>
  )
}
