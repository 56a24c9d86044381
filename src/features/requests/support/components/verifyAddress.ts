import { postJson } from '@/ui/form'

export const ADDRESS_VERIFY_URL = '/api/address/verify'

/** True when the address service finds the parts agree; false on any failure. */
export async function verifyAddress(parts: { street: string; city: string; state: string; zip: string; country: 'us' | 'ca' }, signal: AbortSignal): Promise<boolean> {
  try {
    const answer = await postJson<{ valid?: unknown }>(ADDRESS_VERIFY_URL, parts, { signal })
    return answer.ok && answer.body.valid === true
  } catch {
    return false
  }
}
