'use client'

import { useEffect, useRef, useState } from 'react'
import type { IslandData } from '../types'

/** Markup of one container, as the server rendered it; opaque here. */
export type LoadSlots<Slots> = (locale: string, containerIds: string[]) => Promise<Record<string, Slots>>

/**
 * The containers' server-rendered markup, by container id. The page brings the one shown first;
 * when another is shown (another tab, a size, ?product_category=, a restored configuration), one
 * call brings its markup and every other container's, so later choices show theirs at once.
 */
export function useContainerSlots<Slots>(data: IslandData, locale: string, initial: Record<string, Slots>, shownId: string | undefined, load: LoadSlots<Slots>) {
  const [slots, setSlots] = useState(initial)
  const asked = useRef(new Set(Object.keys(initial)))
  useEffect(() => {
    if (shownId && !asked.current.has(shownId))
      void import('./askForSlots').then((m) => m.askForSlots(asked.current, data, shownId, locale, load, (loaded: Record<string, Slots>) => setSlots((current) => ({ ...current, ...loaded }))))
  })
  return slots
}
