/**
 * Spec 3 §4/§9 rules of the info-dot image explorer and the worksite explorer, pure so they are
 * tested beside the code: hotspot positions capped at 99 %, the tooltip's side (it flips left once
 * the dot is more than 326 px from the left), and the worksite's arrows (420 px a press, each
 * hidden at its end, the right one within 10 px of it).
 */
export const HOTSPOT_POSITION_CAP = 99
export const TOOLTIP_FLIP_AT = 326
export const TOOLTIP_GAP = 12
export const WORKSITE_SCROLL_STEP = 420
export const SCROLL_END_TOLERANCE = 10

/** A top or left percentage kept on the image: 0 to 99 (a dot at 100 % would hang off the edge). */
export const capPosition = (percent: number | null | undefined): number =>
  Math.min(Math.max(typeof percent === 'number' && Number.isFinite(percent) ? percent : 0, 0), HOTSPOT_POSITION_CAP)

type Box = { left: number; top: number; width: number; height: number }
type Size = { width: number; height: number }

/**
 * Where a tooltip opens beside its dot, in viewport pixels: on the dot's left when the dot is more
 * than 326 px from the left, else on its right; the other side when that one lacks room; centred
 * on the dot vertically, kept 8 px inside the window.
 */
export function tooltipPlacement(dot: Box, tip: Size, viewport: Size): { side: 'left' | 'right'; left: number; top: number } {
  const margin = 8
  const leftOf = dot.left - TOOLTIP_GAP - tip.width
  const rightOf = dot.left + dot.width + TOOLTIP_GAP
  let side: 'left' | 'right' = dot.left > TOOLTIP_FLIP_AT ? 'left' : 'right'
  if (side === 'left' && leftOf < margin && rightOf + tip.width <= viewport.width - margin) side = 'right'
  else if (side === 'right' && rightOf + tip.width > viewport.width - margin && leftOf >= margin) side = 'left'
  const centred = dot.top + dot.height / 2 - tip.height / 2
  const top = Math.min(Math.max(centred, margin), Math.max(margin, viewport.height - margin - tip.height))
  return { side, left: Math.round(side === 'left' ? leftOf : rightOf), top: Math.round(top) }
}

/** Which of the worksite's arrows show: none at the end it points to (the right one within 10 px of it). */
export function scrollArrows({ scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number }) {
  return { previous: scrollLeft > 0.5, next: scrollLeft < scrollWidth - clientWidth - SCROLL_END_TOLERANCE }
}

/**
 * Whether a scroll moved the open tooltip's dot on screen (by a pixel or more), which closes the
 * tooltip. The browser's scroll anchoring (an image above loading) fires a scroll event that keeps
 * everything where the visitor sees it: that one leaves the tooltip open.
 */
export function dotMoved(openedAt: { top: number; left: number }, now: { top: number; left: number }) {
  return Math.abs(now.top - openedAt.top) >= 1 || Math.abs(now.left - openedAt.left) >= 1
}
