import { CHAT_FALLBACK_HASH } from '@/features/site-shell'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { getCaptchaClientConfig } from '@/integrations/captcha'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { SupportIntl } from './SupportIntl'
import { SupportWizard } from './SupportWizard'

export const SUPPORT_THANK_YOU_PATH = 'request-service/thank-you'

/** /{locale}/request-service (spec 1 §2.4): the page around the three-step wizard (a client island). */
export async function SupportRequestPage({ locale }: { locale: Locale }) {
  const settings = await getSiteSettings(locale)
  const t = getLooseTranslator(locale)
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10 lg:py-14">
      <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">{t('supportRequest.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('supportRequest.heading')}</h1>
      <p className="mt-3 mb-8 text-lg text-slate-700">{t('supportRequest.intro')}</p>
      {/* A chat link leads here when the site has no chat (spec 3 §7): only then, as the address's
          target, this says so, in plain HTML and CSS (no script, and the page stays cacheable). */}
      <p
        id={CHAT_FALLBACK_HASH.slice(1)}
        className="mb-8 hidden scroll-mt-[150px] rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900 target:block"
      >
        {t('supportRequest.chatNotice')}
      </p>
      <section aria-labelledby="support-form-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <h2 id="support-form-heading" className="sr-only">
          {t('supportRequest.heading')}
        </h2>
        <SupportIntl locale={locale}>
          <SupportWizard
            locale={locale}
            captcha={getCaptchaClientConfig()}
            consent={t('supportRequest.consent', { brand: settings.brandName })}
            thankYouHref={`/${locale}/${SUPPORT_THANK_YOU_PATH}`}
          />
        </SupportIntl>
      </section>
    </div>
  )
}
