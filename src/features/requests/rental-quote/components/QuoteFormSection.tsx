import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { getCaptchaClientConfig } from '@/integrations/captcha'
import type { QuoteFormBlock } from '@/payload-types'
import { cx } from '@/ui/cx'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { toQuoteFormDefinition } from '../definition'
import { thankYouHref } from '../fields'
import { findPageIdOfBlock } from '../server/formBlock'
import { LazyRentalQuoteForm as RentalQuoteForm } from './LazyRentalQuoteForm'
import { RentalQuoteIntl } from './RentalQuoteIntl'

/**
 * A quote form block on a page (server): its heading and introduction, then the form island with
 * the block's definition in the page's locale. The page holding the block is looked up so the
 * request names it (pageId + blockId), and the API validates against the stored block.
 */
export async function QuoteFormSection({ block, locale, isFirst }: { block: QuoteFormBlock; locale: Locale; isFirst: boolean }) {
  const t = getLooseTranslator(locale)
  const [settings, pageId] = await Promise.all([getSiteSettings(locale), block.id ? findPageIdOfBlock(block.id) : null])
  const Heading = isFirst ? 'h1' : 'h2'
  const headingId = `rq-${block.id}-heading`
  return (
    <section aria-labelledby={headingId} className={cx('px-4 py-10 sm:py-14 lg:px-8', block.background === 'light' ? 'bg-slate-50' : 'bg-white')}>
      <div className="mx-auto max-w-3xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <Heading id={headingId} className="text-3xl font-bold tracking-tight text-brand-900">
          {block.heading || t('rentalQuote.defaultHeading')}
        </Heading>
        {block.intro ? <p className="mt-3 text-lg text-slate-700">{block.intro}</p> : null}
        <div className="mt-6">
          {pageId !== null && block.id ? (
            <RentalQuoteIntl locale={locale}>
              <RentalQuoteForm
                locale={locale}
                pageId={pageId}
                blockId={block.id}
                definition={toQuoteFormDefinition(block)}
                texts={{
                  siteAddress: block.siteAddressHeading || t('rentalQuote.siteAddress'),
                  industries: block.industries?.label || t('rentalQuote.industries'),
                  optionCards: block.optionCards?.legend || t('rentalQuote.optionCards'),
                  consent: block.consentMessage ?? null,
                  submit: block.submitCtaLabel || t('rentalQuote.defaultSubmit'),
                }}
                submitWidth={block.submitCtaWidth === 'full' ? 'full' : 'fixed'}
                captchaGate={Boolean(block.captchaGate)}
                captcha={getCaptchaClientConfig()}
                thankYouHref={thankYouHref(locale, block.thankYouPage)}
                phone={settings.phone}
              />
            </RentalQuoteIntl>
          ) : null}
        </div>
      </div>
    </section>
  )
}
