// States and provinces of the site address select (client-safe: plain tables).
import { CA_PROVINCES, US_STATES } from '@/integrations/address/regions'
import type { CountryCode } from '@/lib/postal'

/** The state or province codes of a country, with their names in the locale, sorted by name. */
export function regionOptions(country: CountryCode, locale: 'en' | 'fr'): { value: string; label: string }[] {
  const entries =
    country === 'us' ? Object.entries(US_STATES).map(([code, name]) => [code, name] as const) : Object.entries(CA_PROVINCES).map(([code, names]) => [code, names[locale]] as const)
  return entries.map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, locale))
}

/** Whether `code` is a state (us) or province (ca) code of the country. */
export function isRegionOf(country: CountryCode, code: string): boolean {
  return country === 'us' ? Object.hasOwn(US_STATES, code) : Object.hasOwn(CA_PROVINCES, code)
}
