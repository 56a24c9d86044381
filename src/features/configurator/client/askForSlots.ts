import type { IslandData } from '../types'
import type { LoadSlots } from './useContainerSlots'

/**
 * Asks the server, in one call, for the markup of the shown container and of every other
 * container it was not asked for yet (`asked`), and adds what comes back; a failed call forgets
 * them, so showing one again asks again. Loaded with the first call, not with the page.
 */
export function askForSlots<Slots>(asked: Set<string>, data: IslandData, shownId: string, locale: string, load: LoadSlots<Slots>, add: (loaded: Record<string, Slots>) => void) {
  const ids = [shownId, ...data.tabs.flatMap((tab) => tab.containers.map((container) => container.id))]
  const missing = [...new Set(ids)].filter((id) => !asked.has(id))
  if (missing.length === 0) return
  for (const id of missing) asked.add(id)
  load(locale, missing).then(add, (error: unknown) => {
    for (const id of missing) asked.delete(id)
    console.error('configurator: container markup', error)
  })
}
