// Loaded when the visitor presses Continue (not part of the page's first-load JavaScript).
import { fetchWithToken } from '@/lib/apiToken'
import type { ValidationKey } from '@/lib/messageKeys'
import type { Configuration, ConfigurationField } from './configuration'

const FIELDS: readonly ConfigurationField[] = ['containerId', 'containerQuantity', 'kitId', 'kitQuantity', 'startDate', 'endDate']
const VALIDATION_PREFIX = 'validation.'

export type ContinueResult =
  | { kind: 'created' }
  | { kind: 'invalid'; errors: Partial<Record<ConfigurationField, ValidationKey>> }
  /** `message`: the server's own localized reason, when it gave one (a payment in progress for the cart). */
  | { kind: 'failed'; message?: string }

/** `{fieldErrors: {startDate: ['validation.startDateWeekend']}}` → the first key of each known field. */
export function fieldErrorsOf(body: unknown): Partial<Record<ConfigurationField, ValidationKey>> {
  const fieldErrors = (body as { fieldErrors?: Record<string, unknown> } | null)?.fieldErrors ?? {}
  const errors: Partial<Record<ConfigurationField, ValidationKey>> = {}
  for (const field of FIELDS) {
    const first = (fieldErrors[field] as unknown[] | undefined)?.[0]
    if (typeof first === 'string') errors[field] = (first.startsWith(VALIDATION_PREFIX) ? first.slice(VALIDATION_PREFIX.length) : first) as ValidationKey
  }
  return errors
}

/** POST /api/cart (documented by the cart API): 200 creates the cart and sets its cookie. */
export async function postCart(categoryId: string, configuration: Configuration, locale: string): Promise<ContinueResult> {
  try {
    const response = await fetchWithToken('/api/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ categoryId, ...configuration, locale }),
    })
    if (response.ok) return { kind: 'created' }
    if (response.status === 400) {
      const errors = fieldErrorsOf(await response.json().catch(() => null))
      if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
    }
    if (response.status === 409) {
      const message = ((await response.json().catch(() => null)) as { error?: unknown } | null)?.error
      if (typeof message === 'string' && message) return { kind: 'failed', message }
    }
    console.error(`configurator: POST /api/cart answered ${response.status}`)
    return { kind: 'failed' }
  } catch (error) {
    console.error('configurator: POST /api/cart failed', error)
    return { kind: 'failed' }
  }
}

