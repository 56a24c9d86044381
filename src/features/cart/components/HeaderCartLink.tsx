import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { CartLink } from './CartLink'

/**
 * The header's link to the cart. The page around it is cached for everyone, so it renders as an
 * empty cart and the count comes after load, from the island. The icon and the link's classes
 * are rendered here, so only the count's code goes to the browser.
 */
export async function HeaderCartLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  return (
    <CartLink
      href={`/${locale}/cart-summary`}
      className="relative rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      badgeClassName="absolute -right-1 -top-1 rounded-full bg-accent-400 px-1.5 text-xs font-bold text-slate-900"
      labels={{ empty: t('cartEmpty'), one: t('cartOneItem'), many: t('cartItems', { count: '{count}' }) }}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
    </CartLink>
  )
}
