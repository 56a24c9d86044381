import { telLink } from '@/features/site-shell'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import { getServerTranslator } from '@/lib/i18n/serverMessages'
import { RequestThankYou } from '../../components/RequestThankYou'

/** The thank-you page after a rental quote request (server component, no client code). */
export async function RentalQuoteThankYou({ locale }: { locale: Locale }) {
  const settings = await getSiteSettings(locale)
  const t = getServerTranslator(locale)
  return (
    <RequestThankYou
      heading={t('rentalQuote.thankYou.heading')}
      text={t('rentalQuote.thankYou.text')}
      // The message with its placeholder kept, filled in the browser.
      referenceTemplate={t('requests.thankYou.reference', { reference: '{reference}' })}
      phone={t.rich('rentalQuote.thankYou.phone', { phone: settings.phone, tel: telLink(settings.phone) })}
      links={[{ href: `/${locale}`, label: t('rentalQuote.thankYou.home') }]}
    />
  )
}
