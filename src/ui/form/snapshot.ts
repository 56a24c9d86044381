'use client'

import { useEffect } from 'react'
import type { FormSnapshot } from './DeferredForm'

/** The form's initial values with what was typed and ticked in the stand-in (fields that hold text or a list of ticked values). */
export function withTypedText<V extends object>(initial: V, snapshot: FormSnapshot | undefined): V {
  if (!snapshot) return initial
  const values = { ...initial } as Record<string, unknown>
  for (const [name, text] of Object.entries(snapshot.values)) if (typeof values[name] === 'string') values[name] = text
  for (const [name, ticked] of Object.entries(snapshot.ticked ?? {})) if (Array.isArray(values[name])) values[name] = [...ticked]
  return values as V
}

/** Whether the visitor had started the form in its stand-in (typed, focused or pressed submit). */
export const startedInStandIn = (snapshot: FormSnapshot | undefined) => Boolean(snapshot && (snapshot.focusedId || snapshot.submitted || Object.values(snapshot.values).some(Boolean)))

/**
 * A live form taking its stand-in's place (DeferredForm): the focus stays where it was (the caret
 * after the text), and a submit pressed meanwhile shows what is missing (`attempt`: sending needs
 * the captcha, solved only from now on).
 */
export function useStandInTakeover(snapshot: FormSnapshot | undefined, attempt: () => void) {
  useEffect(() => {
    const focused = snapshot?.focusedId ? document.getElementById(snapshot.focusedId) : null
    if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) {
      focused.focus()
      if (focused.type !== 'email') focused.setSelectionRange(focused.value.length, focused.value.length)
    } else focused?.focus()
    if (snapshot?.submitted) attempt()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the live form takes the stand-in's place
  }, [])
}
