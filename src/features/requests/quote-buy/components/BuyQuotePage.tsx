import { telLink } from '@/features/site-shell'
import { notFound } from 'next/navigation'
import { getSiteSettings } from '@/features/site-shell/server'
import { quoteBuyPath, unitLabels, type UnitView } from '@/features/units'
import { UnitDetails } from '@/features/units/pages/UnitDetails'
import { getUnitsT, getUsedUnit } from '@/features/units/server'
import type { Locale } from '@/i18n/routing'
import { getCaptchaClientConfig } from '@/integrations/captcha'
import { getServerTranslator } from '@/lib/i18n/serverMessages'
import { logger } from '@/lib/logger'
import { ErrorToastOnMount } from '../../components/ErrorToastOnMount'
import { RequestsIntl } from '../../components/RequestsIntl'
import { BuyQuoteForm } from './BuyQuoteForm'

export const THANK_YOU_PATH = 'request-quote-buy/thank-you'

/**
 * /{locale}/request-quote-buy/{unitNumber} (spec 1 §2.2): the unit's details and the quote form.
 * An unknown (well-formed) unit number is the 404 page; a unit that is pending or sold shows its
 * details with a notice instead of the form; a failed lookup shows the spec's error toast.
 */
export async function BuyQuotePage({ locale, unitNumber }: { locale: Locale; unitNumber: string }) {
  let unit: UnitView | null
  try {
    unit = await getUsedUnit(unitNumber, locale)
  } catch (error) {
    logger.error({ err: error, where: 'request-quote-buy page', unitNumber }, 'unit lookup failed')
    return <LookupFailed locale={locale} unitNumber={unitNumber} />
  }
  if (!unit) notFound()

  const settings = await getSiteSettings(locale)
  const t = getServerTranslator(locale)
  const tUnits = getUnitsT(locale)
  const labels = unitLabels(unit, locale, tUnits)

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 lg:px-8 lg:py-14">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_30rem]">
        <UnitDetails
          unit={unit}
          labels={labels}
          t={tUnits}
          locale={locale}
          eyebrow={t('requests.buyQuote.eyebrow')}
          heading={t('requests.buyQuote.heading', { productType: labels.productType, unitNumber: unit.unitNumber })}
        />
        <section
          aria-labelledby="buy-quote-heading"
          className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 lg:sticky lg:top-6"
        >
          <h2 id="buy-quote-heading" className="text-2xl font-bold text-brand-900">
            {unit.status === 'available' ? t('requests.buyQuote.formHeading') : t('requests.buyQuote.unavailable.heading')}
          </h2>
          {unit.status === 'available' ? (
            <>
              <p className="mt-2 mb-6 text-slate-700">{t('requests.buyQuote.formIntro')}</p>
              <RequestsIntl locale={locale}>
                <BuyQuoteForm
                  locale={locale}
                  unitNumber={unit.unitNumber}
                  obo={unit.obo}
                  listedPrice={labels.price}
                  consent={t('requests.buyQuote.consent', { brand: settings.brandName })}
                  captcha={getCaptchaClientConfig()}
                  thankYouHref={`/${locale}/${THANK_YOU_PATH}`}
                />
              </RequestsIntl>
            </>
          ) : (
            <div className="mt-4 rounded-md border-l-4 border-slate-700 bg-slate-50 p-4">
              <p className="font-semibold text-slate-900">{t(`requests.buyQuote.unavailable.${unit.status}`)}</p>
              <p className="mt-2 text-slate-700">
                {t.rich('requests.buyQuote.unavailable.contact', {
                  phone: settings.phone,
                  tel: telLink(settings.phone),
                })}
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}

function LookupFailed({ locale, unitNumber }: { locale: Locale; unitNumber: string }) {
  const t = getServerTranslator(locale)
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('requests.buyQuote.lookupFailed.heading')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('requests.buyQuote.lookupFailed.text')}</p>
      <a href={quoteBuyPath(locale, unitNumber)} className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900">
        {t('requests.buyQuote.lookupFailed.retry')}
      </a>
      <RequestsIntl locale={locale}>
        <ErrorToastOnMount message={t('requests.errors.lookupFailed')} />
      </RequestsIntl>
    </section>
  )
}
