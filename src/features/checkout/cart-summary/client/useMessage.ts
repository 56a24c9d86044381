'use client'

import { useTranslations } from '#i18n/hooks'

/**
 * Renders a message id from a rule or a 400 answer ('validation.dateFormat', 'cart.errors.lineUnknown').
 * 'Invalid ZIP code for {country}' gets the localized name of the form's country.
 */
export function useMessage() {
  const t = useTranslations()
  return (id: string | null | undefined, country?: string): string | undefined => {
    if (!id) return undefined
    if (!t.has(id as never)) return t('cart.errors.generic')
    const name = country === 'CA' || country === 'US' ? t(`cart.checkout.countries.${country}`) : country ?? ''
    return t(id as never, { country: name } as never)
  }
}
