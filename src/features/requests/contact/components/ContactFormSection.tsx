import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { getCaptchaClientConfig } from '@/integrations/captcha'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import type { MiniFormBlock } from '@/payload-types'
import { cx } from '@/ui/cx'
import { ContactIntl } from './ContactIntl'
import { ContactFormStatic } from './ContactFormStatic'
import { DeferredContactForm } from './DeferredContactForm'

const panel: Record<NonNullable<MiniFormBlock['background']>, string> = {
  white: 'bg-white border border-slate-200',
  light: 'bg-slate-50 border border-slate-200',
  blue: 'bg-sky-50 border border-sky-200',
}

/**
 * A mini-form on a page (server): heading, subheading, then the contact form island (its stand-in
 * until its code arrives: DeferredForm). As a page's section, a centred card; in a layout column,
 * a card that fills the column, its fields paired only where the column is wide enough.
 */
export async function ContactFormSection({ block, locale, isFirst, inColumn }: { block: MiniFormBlock; locale: Locale; isFirst: boolean; inColumn: boolean }) {
  const t = getLooseTranslator(locale)
  const settings = await getSiteSettings(locale)
  const Heading = isFirst ? 'h1' : inColumn ? 'h3' : 'h2'
  const formId = `mini-form-${block.id ?? 'block'}`
  const submit = block.submitLabel || t('contactRequest.defaultSubmit')
  const consent = t('contactRequest.consent', { brand: settings.brandName })
  const card = (
    <div className={cx('rounded-xl p-5 shadow-sm sm:p-8', panel[block.background ?? 'light'])}>
      <Heading id={`${formId}-heading`} className={cx('font-bold tracking-tight text-brand-900', inColumn ? 'text-2xl' : 'text-3xl')}>
        {block.heading || t('contactRequest.defaultHeading')}
      </Heading>
      {block.subheading ? <p className="mt-3 text-lg text-slate-700">{block.subheading}</p> : null}
      <div className="mt-6">
        <ContactIntl locale={locale}>
          <DeferredContactForm locale={locale} formId={formId} topic={block.heading ?? ''} submitLabel={submit} consent={consent} captcha={getCaptchaClientConfig()}>
            <ContactFormStatic
              formId={formId}
              texts={{
                requiredNote: t('contactRequest.requiredNote'),
                labels: {
                  firstName: t('contactRequest.fields.firstName'),
                  lastName: t('contactRequest.fields.lastName'),
                  company: t('contactRequest.fields.company'),
                  email: t('contactRequest.fields.email'),
                  phone: t('contactRequest.fields.phone'),
                  message: t('contactRequest.fields.message'),
                  captcha: t('contactRequest.fields.captcha'),
                },
                messageHint: t('contactRequest.fields.messageHint'),
                consent,
                submit,
              }}
            />
          </DeferredContactForm>
        </ContactIntl>
      </div>
    </div>
  )
  if (inColumn) return <div aria-labelledby={`${formId}-heading`} role="group" className="min-w-0">{card}</div>
  return (
    <section id={block.anchorId || undefined} aria-labelledby={`${formId}-heading`} className="scroll-mt-[150px] px-4 py-10 sm:py-14 lg:px-8">
      <div className="mx-auto max-w-3xl">{card}</div>
    </section>
  )
}
