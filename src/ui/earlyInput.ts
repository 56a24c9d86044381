import { useLayoutEffect, useRef, type RefObject } from 'react'

// What the visitor typed, ticked or chose in a control of the server's HTML before the page's
// script took it over (issue 46). React 19 hydrates a control without touching what it holds, but
// the component's state still says what the server rendered, and the next render that writes the
// control puts that back: the configurator's start date, typed the moment it showed, emptied itself
// on a slowed CPU; a payment method ticked then opened no frame. Once, when the script takes the
// control over, what it holds is handed to the state (a press on a control that needs its script
// to act at all is earlyPress.ts's).

/**
 * A ref for the control (or the element holding it). At mount, `read` gets what the element holds
 * now; when that is a value (not undefined) other than `rendered`, `adopt` takes it, once.
 */
export function useEarlyInput<E extends Element, T>(rendered: T, read: (element: E) => T | undefined, adopt: (value: T) => void): RefObject<E | null> {
  const ref = useRef<E>(null)
  useLayoutEffect(() => {
    const held = ref.current ? read(ref.current) : undefined
    if (held !== undefined && held !== rendered) adopt(held)
    // Once, when the script takes over the server's control.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return ref
}
