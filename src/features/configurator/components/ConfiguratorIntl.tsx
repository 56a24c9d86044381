import { ClientIntl } from '@/lib/i18n/ClientIntl'

/** Gives the configurator's client island only the namespaces it reads. */
export function ConfiguratorIntl({ children }: { children: React.ReactNode }) {
  return <ClientIntl namespaces={['ui', 'validation', 'configurator']}>{children}</ClientIntl>
}
