/**
 * Analytics: Google Tag Manager's `window.dataLayer` convention. Client-safe, SSR-safe (a no-op
 * on the server). No vendor script is loaded here; a tag manager, if any, reads the layer.
 *
 *   pushEvent('form_step', { form: 'quote', step: 2 })
 */

export type DataLayerValue = string | number | boolean | null | undefined | DataLayerValue[] | { [key: string]: DataLayerValue }

export type DataLayerParams = Record<string, DataLayerValue> & { event?: never }

export interface DataLayerEvent extends Record<string, DataLayerValue> {
  event: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Pushes `{event, ...params}` onto `window.dataLayer`. Returns false when there is no window. */
export function pushEvent(event: string, params: DataLayerParams = {}): boolean {
  if (typeof window === 'undefined' || !event) return false
  window.dataLayer = window.dataLayer || []
  const entry: DataLayerEvent = { ...params, event }
  window.dataLayer.push(entry)
  return true
}
