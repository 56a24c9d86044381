/** Joins class names, skipping falsy values. Tiny stand-in for `clsx`. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ')
}

/** Visible keyboard focus ring shared by every interactive primitive. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700'

/** The same ring on a dark backdrop (video dialog, video and image heroes), where blue would not show. */
export const focusRingOnDark = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
