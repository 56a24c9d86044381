import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { CartLink } from './CartLink'

/**
 * The header's link to the cart. The page around it is cached for everyone, so it renders as an
 * empty cart and the count comes after load, from the island.
 */
export async function HeaderCartLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  return <CartLink href={`/${locale}/cart-summary`} labels={{ empty: t('cartEmpty'), one: t('cartOneItem'), many: t('cartItems', { count: '{count}' }) }} />
}
