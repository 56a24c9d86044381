import { useEffect } from 'react'
import { READY_ATTRIBUTE, takeEarlyPress } from './earlyPress'

/**
 * Once the controls with these ids are hydrated: marks them ready (their presses are their own from
 * now on) and hands `onPress` the one the visitor pressed before (ui/earlyPress.ts), once. Each
 * control carries `data-early-press` and its id in the server's HTML.
 */
export function useEarlyPress(ids: readonly string[], onPress: (id: string) => void) {
  useEffect(() => {
    for (const id of ids) document.getElementById(id)?.setAttribute(READY_ATTRIBUTE, '')
    const pressed = ids.find((id) => takeEarlyPress(id))
    if (pressed) onPress(pressed)
    // Once, when the controls are hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
