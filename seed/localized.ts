import type { Payload } from 'payload'

/**
 * Writes French text onto a document first created in English. Array and block rows keep their
 * ids, so French values must be laid onto the English rows by position.
 */
export function overlayById<T>(english: T, french: unknown): T {
  if (Array.isArray(english) && Array.isArray(french)) {
    return english.map((row, i) => overlayById(row, french[i])) as T
  }
  if (english && typeof english === 'object' && french && typeof french === 'object') {
    const out: Record<string, unknown> = { ...(english as Record<string, unknown>) }
    for (const [key, value] of Object.entries(french as Record<string, unknown>)) {
      out[key] = key in out ? overlayById(out[key], value) : value
    }
    return out as T
  }
  return (french === undefined ? english : french) as T
}

export type SeedContext = { payload: Payload; log: (msg: string) => void }
