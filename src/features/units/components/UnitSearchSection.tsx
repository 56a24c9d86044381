import type { Locale } from '@/i18n/routing'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import { EMPTY_SEARCH, type SearchFormState } from '../search/query'
import { LazyUnitSearchForm as UnitSearchForm } from './LazyUnitSearchForm'

/** The search form island with its messages (the search block, the results page's refine form). */
export function UnitSearchSection({ locale, initial = EMPTY_SEARCH, resultsPath, variant }: { locale: Locale; initial?: SearchFormState; resultsPath?: string; variant?: 'block' | 'refine' }) {
  return (
    <ClientIntl namespaces={['unitSearch', 'units', 'ui']}>
      <UnitSearchForm locale={locale} initial={initial} resultsPath={resultsPath} variant={variant} />
    </ClientIntl>
  )
}
