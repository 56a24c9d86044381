import 'server-only'
import { logger } from '@/lib/logger'
import { getIntegrationsConfig } from '../config'
import { getPostalDirectory } from '../postal'
import { createEmbeddedAddressProvider } from './embedded'
import { createGoogleAddressProvider } from './google'
import type { AddressParts, AddressProvider, AddressSuggestion, AddressVerification, SuggestOptions } from './types'

/**
 * Address integration: suggestions for a typed US/Canadian address and verification of its
 * parts. Embedded (postal data) by default; Google Places when GOOGLE_MAPS_API_KEY is set, with
 * the embedded provider as fallback when Google fails.
 */

export type {
  AddressCountry,
  AddressParts,
  AddressProblem,
  AddressSuggestion,
  AddressVerification,
  ParsedAddress,
  SuggestOptions,
} from './types'
export { parseAddress } from './parse'
export { addressLabel } from './format'
export { CA_PROVINCES, US_STATES, findRegion, regionName } from './regions'

let providers: { primary: AddressProvider; fallback: AddressProvider } | undefined

function getProviders() {
  if (providers) return providers
  const config = getIntegrationsConfig()
  const directory = getPostalDirectory()
  const embedded = createEmbeddedAddressProvider(directory)
  const primary =
    config.providers.address === 'google' && config.env.GOOGLE_MAPS_API_KEY
      ? createGoogleAddressProvider({ apiKey: config.env.GOOGLE_MAPS_API_KEY, directory })
      : embedded
  providers = { primary, fallback: embedded }
  return providers
}

async function withFallback<T>(run: (provider: AddressProvider) => Promise<T>): Promise<T> {
  const { primary, fallback } = getProviders()
  if (primary === fallback) return run(primary)
  try {
    return await run(primary)
  } catch (error) {
    logger.error({ err: error, provider: primary.name }, 'address provider failed, using the embedded one')
    return run(fallback)
  }
}

/** Up to 5 normalized suggestions for a typed, possibly partial, address. */
export function suggestAddresses(query: string, options: SuggestOptions = {}): Promise<AddressSuggestion[]> {
  return withFallback((provider) => provider.suggest(query, options))
}

/** Checks that street, city, state and ZIP agree; returns the corrected address as suggestion. */
export function verifyAddress(parts: AddressParts): Promise<AddressVerification> {
  return withFallback((provider) => provider.verify(parts))
}
