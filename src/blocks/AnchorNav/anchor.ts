/** Spec 3 §4 and §9: the anchor bar scrolls its target to 150 px below the top of the window. */
export const ANCHOR_OFFSET = 150

/** Spec 3 §8: what is logged when an anchor's target is not on the page. */
export const NO_TARGET_MESSAGE = 'No Target with scroll ID'

/** An anchor's url is `#` and a section id. */
export const isAnchorUrl = (url: string): boolean => /^#[A-Za-z][\w-]*$/.test(url.trim())

/** The id an anchor points to (`#construction` → `construction`), or null for anything else. */
export const targetIdOf = (url: string): string | null => (isAnchorUrl(url) ? url.trim().slice(1) : null)

/**
 * The window's scroll position that puts a target `offset` px below the window's top: the target's
 * top as the browser reports it now (relative to the window) plus the current scroll, never below 0.
 */
export const scrollTopFor = (targetTop: number, scrollY: number, offset = ANCHOR_OFFSET): number => Math.max(0, Math.round(scrollY + targetTop - offset))

/** Whether a target whose top is `targetTop` sits at the offset (within `tolerance` px). */
export const isAtOffset = (targetTop: number, offset = ANCHOR_OFFSET, tolerance = 2): boolean => Math.abs(targetTop - offset) <= tolerance

/**
 * Which section the bar marks as in view (issue 43, item 11): the last one whose top has reached the
 * line the bar scrolls sections to (ANCHOR_OFFSET below the window's top, a pixel of rounding
 * allowed); none above the first section. At the page's end, where the last sections can no
 * longer reach that line, the last one whose top is in the window, so every link can be marked.
 * `sections` in page order, each with its top relative to the window.
 */
export function sectionInView(sections: readonly { id: string; top: number }[], { windowHeight, atEnd, offset = ANCHOR_OFFSET }: { windowHeight: number; atEnd: boolean; offset?: number }): string | null {
  const reached = (limit: number) => sections.filter((section) => section.top <= limit).at(-1)?.id ?? null
  return atEnd ? reached(windowHeight - 1) : reached(offset + 1)
}

/** Whether the window is scrolled to the page's end (a pixel of rounding allowed), from what the browser reports. */
export const atPageEnd = ({ scrollY, windowHeight, pageHeight }: { scrollY: number; windowHeight: number; pageHeight: number }): boolean => scrollY + windowHeight >= pageHeight - 1

/** The window's own reading of atPageEnd. */
export const windowAtPageEnd = (): boolean => atPageEnd({ scrollY: window.scrollY, windowHeight: window.innerHeight, pageHeight: document.documentElement.scrollHeight })
