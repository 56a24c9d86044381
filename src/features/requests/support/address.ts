// An address of the support form as the wizard compares it, apart from the rules: the wizard's
// first load needs these, not the state and province tables the rules check against.
import { countryCode } from '@/lib/postal'
import { normalizeName } from '@/integrations/postal/names'
import type { AddressPrefix } from './fields'

export interface AddressValues {
  country: string
  state: string
  zip: string
  city: string
  address: string
}

export const addressOf = (values: Record<string, string | undefined>, prefix: AddressPrefix): AddressValues => ({
  country: values[`${prefix}Country`] ?? '',
  state: values[`${prefix}State`] ?? '',
  zip: values[`${prefix}Zip`] ?? '',
  city: values[`${prefix}City`] ?? '',
  address: values[`${prefix}Address`] ?? '',
})

/** A comparison key of an address: the same place however it is typed. */
export function addressKey(parts: AddressValues): string {
  return [countryCode(parts.country) ?? '', parts.state.trim().toUpperCase(), parts.zip.replace(/[\s-]/g, '').toUpperCase(), normalizeName(parts.city), normalizeName(parts.address)].join('|')
}
