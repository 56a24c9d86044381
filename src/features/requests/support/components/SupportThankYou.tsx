import { telLink } from '@/features/site-shell'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { getServerTranslator } from '@/lib/i18n/serverMessages'
import { RequestThankYou } from '../../components/RequestThankYou'

/** /{locale}/request-service/thank-you: where a sent support request lands (server component, no client code). */
export async function SupportThankYou({ locale }: { locale: Locale }) {
  const settings = await getSiteSettings(locale)
  const t = getServerTranslator(locale)
  return (
    <RequestThankYou
      heading={t('supportRequest.thankYou.heading')}
      text={t('supportRequest.thankYou.text')}
      // The message with its placeholder kept, filled in the browser.
      referenceTemplate={t('requests.thankYou.reference', { reference: '{reference}' })}
      phone={t.rich('supportRequest.thankYou.phone', { phone: settings.phone, tel: telLink(settings.phone) })}
      links={[
        { href: `/${locale}`, label: t('supportRequest.thankYou.home') },
        { href: `/${locale}/request-service`, label: t('supportRequest.thankYou.another') },
      ]}
    />
  )
}
