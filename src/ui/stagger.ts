/** Spec 3 §9: customer cards appear one after another, 500 ms apart... */
export const STAGGER_STEP_MS = 500
/** ...once the list's top comes within 500 px of the viewport's top. */
export const REVEAL_LINE_PX = 500

/** The delay before card `index` (0-based) appears. */
export const staggerDelayMs = (index: number) => Math.max(0, Math.floor(index)) * STAGGER_STEP_MS

/** Whether a list whose top is `top` px from the viewport's top (negative: above it) has reached the reveal line. */
export const reachedRevealLine = (top: number) => top <= REVEAL_LINE_PX

/**
 * The IntersectionObserver root margin whose root is everything above the reveal line: a list
 * intersects it once its top has crossed the line, however far a jump took it past.
 */
export const revealRootMargin = (viewportHeight: number) => `100000px 0px ${REVEAL_LINE_PX - viewportHeight}px 0px`
