import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { getCaptchaClientConfig } from '@/integrations/captcha'
import type { QuoteFormBlock } from '@/payload-types'
import { cx } from '@/ui/cx'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { toQuoteFormDefinition } from '../definition'
import { thankYouHref } from '../fields'
import { findPageIdOfBlock } from '../server/formBlock'
import { DeferredRentalQuoteForm } from './DeferredRentalQuoteForm'
import { RentalQuoteIntl } from './RentalQuoteIntl'

/** Where the block sits: a page's own section, or a card in a layout column (`underHeading`: the layout has a heading). */
export type QuoteFormPlacement = { isFirst: boolean; inColumn?: false } | { isFirst?: false; inColumn: true; underHeading: boolean }

/**
 * A quote form block on a page (server): its heading and introduction, then the form island with
 * the block's definition in the page's locale. The page holding the block is looked up so the
 * request names it (pageId + blockId), and the API validates against the stored block. As a
 * page's section, a centred card on the block's background; in a layout column, a card that fills
 * the column, its heading one level below the layout's (h3, or h2 when the layout has none).
 */
export async function QuoteFormSection({ block, locale, ...placement }: { block: QuoteFormBlock; locale: Locale } & QuoteFormPlacement) {
  const t = getLooseTranslator(locale)
  const [settings, pageId] = await Promise.all([getSiteSettings(locale), block.id ? findPageIdOfBlock(block.id) : null])
  const Heading = placement.isFirst ? 'h1' : placement.inColumn && placement.underHeading ? 'h3' : 'h2'
  const headingId = `rq-${block.id}-heading`
  const background = block.background === 'light' ? 'bg-slate-50' : 'bg-white'
  const card = (
    <div className={cx('rounded-xl border border-slate-200 p-5 shadow-sm sm:p-8', placement.inColumn ? background : 'mx-auto max-w-3xl bg-white')}>
      <Heading id={headingId} className={cx('font-bold tracking-tight text-brand-900', placement.inColumn ? 'text-2xl' : 'text-3xl')}>
        {block.heading || t('rentalQuote.defaultHeading')}
      </Heading>
      {block.intro ? <p className="mt-3 text-lg text-slate-700">{block.intro}</p> : null}
      <div className="mt-6">
        {pageId !== null && block.id ? (
          <RentalQuoteIntl locale={locale}>
            <DeferredRentalQuoteForm
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
  )
  if (placement.inColumn) {
    return (
      <div role="group" aria-labelledby={headingId} className="min-w-0">
        {card}
      </div>
    )
  }
  return (
    <section aria-labelledby={headingId} className={cx('px-4 py-10 sm:py-14 lg:px-8', background)}>
      {card}
    </section>
  )
}
