// Localized names of tax lines ("HST (13%)", « TVQ (9,975 %) ») from the `tax` message namespace.
import 'server-only'
import { getTranslations } from 'next-intl/server'
import { formatRatePercent, type TaxComponentCode } from './rates'

export type TaxLineLabeler = (code: TaxComponentCode, rate: number) => string

export async function taxLineLabeler(locale: 'en' | 'fr'): Promise<TaxLineLabeler> {
  const t = await getTranslations({ locale, namespace: 'tax' })
  return (code, rate) => t('lineLabel', { name: t(`codes.${code}`), rate: formatRatePercent(rate, locale) })
}
