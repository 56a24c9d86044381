// The hosted frame tells the page that embeds it how tall its content is, so the page sizes the
// iframe to it: no Pay button hidden below a fixed-height frame on a phone (issue 11).
// Pure and browser-safe: the frame posts it, the checkout and guest payment pages read it.

export const FRAME_HEIGHT_MESSAGE = 'boxline:payment-frame-height'

export interface FrameHeightMessage {
  type: typeof FRAME_HEIGHT_MESSAGE
  height: number
}

/** Heights outside this range are not a payment form's: ignored. */
const MIN_HEIGHT = 120
const MAX_HEIGHT = 6000

export const frameHeightMessage = (height: number): FrameHeightMessage => ({ type: FRAME_HEIGHT_MESSAGE, height: Math.ceil(height) })

/** The content height in CSS pixels from a window message, or null when it is not one. */
export function readFrameHeight(raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null) return null
  const { type, height } = raw as { type?: unknown; height?: unknown }
  if (type !== FRAME_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height)) return null
  return Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(height)))
}
