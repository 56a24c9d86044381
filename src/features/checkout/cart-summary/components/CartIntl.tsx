import { ClientIntl } from '@/lib/i18n/ClientIntl'

/** Gives the cart summary's client island only the namespaces it reads. */
export function CartIntl({ children }: { children: React.ReactNode }) {
  return <ClientIntl namespaces={['ui', 'validation', 'cart']}>{children}</ClientIntl>
}
