'use client'

import { useEffect } from 'react'

/**
 * A `<details>` menu opens and closes without any script (the phone menu). Once scripts run it is
 * also dismissed as a menu is expected to be (issue 43): Escape closes it and gives focus back to
 * its button (the summary); moving focus out of it with Tab, or pressing outside it, closes it too,
 * so an open list never lingers over the page. Focus is not trapped inside: it is a disclosure of
 * links, not a modal dialog (WAI-ARIA APG "Disclosure navigation menu"; docs/decisions.md).
 */
export function DismissibleDetails({ targetId }: { targetId: string }) {
  useEffect(() => {
    const details = document.getElementById(targetId)
    if (!(details instanceof HTMLDetailsElement)) return
    const close = () => {
      details.open = false
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      event.preventDefault()
      close()
      details.querySelector('summary')?.focus()
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget
      if (details.open && next instanceof Node && !details.contains(next)) close()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) close()
    }
    details.addEventListener('keydown', onKeyDown)
    details.addEventListener('focusout', onFocusOut)
    document.addEventListener('pointerdown', onPointerDown)
    // Said on the element: from here on Escape closes it (tests wait for this, not for time).
    details.dataset.dismissible = ''
    return () => {
      delete details.dataset.dismissible
      details.removeEventListener('keydown', onKeyDown)
      details.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [targetId])
  return null
}
