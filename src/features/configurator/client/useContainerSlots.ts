'use client'

import { useEffect, useRef, useState } from 'react'
import type { IslandData } from '../types'

/** Markup of one container, as the server rendered it; opaque here. */
export type LoadSlots<Slots> = (locale: string, containerIds: string[]) => Promise<Record<string, Slots>>

/**
 * The containers' server-rendered markup, by container id. The page brings the one shown first;
 * the others are asked for once the browser is idle after load (one call), or at once when a
 * container without its markup is shown first (another tab from ?product_category=, a restored
 * size, a choice made before the idle call). A failed call is tried again on the next choice.
 */
export function useContainerSlots<Slots>(data: IslandData, locale: string, initial: Record<string, Slots>, shownId: string | undefined, load: LoadSlots<Slots>) {
  const [slots, setSlots] = useState(initial)
  const asked = useRef(new Set(Object.keys(initial)))

  const ask = (ids: string[]) => {
    const missing = ids.filter((id) => !asked.current.has(id))
    if (missing.length === 0) return
    for (const id of missing) asked.current.add(id)
    load(locale, missing)
      .then((loaded) => setSlots((current) => ({ ...current, ...loaded })))
      .catch((error: unknown) => {
        for (const id of missing) asked.current.delete(id)
        console.error('configurator: container markup could not be loaded', error)
      })
  }

  // The shown container first, on its own: it is what the visitor waits for.
  useEffect(() => {
    if (shownId) ask([shownId])
  })

  // The rest once idle, so a tab or size change shows its markup at once.
  useEffect(() => {
    const all = data.tabs.flatMap((tab) => tab.containers.map((container) => container.id))
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(() => ask(all))
    return () => cancel(handle)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: `ask` remembers what was asked
  }, [data.tabs])

  return slots
}
