// The configurator's state rules (spec 1 §4), pure so they are easy to test and reuse.
import { mdyToIso } from '@/lib/calendarDate'
import { QUANTITY_OPTIONS } from '@/lib/quantities'
import type { ConfiguratorKit, IslandContainer, IslandTab, SavedConfiguration } from '../types'

/** One tab's choices, as the visitor makes them (dates as typed, mm/dd/yyyy). */
export type Configuration = {
  containerId: string
  containerQuantity: number
  kitId: string
  kitQuantity: number
  startDate: string
  endDate: string
}

export type ConfigurationField = keyof Configuration

export const isNoneKit = (kit: ConfiguratorKit | undefined): boolean => kit?.description === 'None'

/** The kit a container starts with: the second entry of its kit list (spec 1 §4). */
export function defaultKit(container: IslandContainer | undefined): ConfiguratorKit | undefined {
  return container?.kits[1] ?? container?.kits[0]
}

/** None forces 0; leaving None restores 1; otherwise the current quantity stays. */
export function kitQuantityFor(kit: ConfiguratorKit | undefined, current: number): number {
  if (isNoneKit(kit)) return 0
  return current >= 1 ? current : 1
}

export const isQuantityOption = (n: number) => (QUANTITY_OPTIONS as readonly number[]).includes(n)

export function defaultConfiguration(tab: IslandTab): Configuration {
  const container = tab.containers[0]
  const kit = defaultKit(container)
  return {
    containerId: container?.id ?? '',
    containerQuantity: 1,
    kitId: kit?.id ?? '',
    kitQuantity: kitQuantityFor(kit, 1),
    startDate: '',
    endDate: '',
  }
}

/**
 * Choosing a size: the kit goes back to the container's second entry, unless the saved
 * configuration of the tab is for that container, whose kit (and kit quantity) come back.
 */
export function chooseContainer(
  configuration: Configuration,
  container: IslandContainer,
  saved: SavedConfiguration | undefined,
): Configuration {
  const savedKit = saved?.containerId === container.id ? container.kits.find((k) => k.id === saved.kitId) : undefined
  if (saved && savedKit) {
    const kitQuantity = isNoneKit(savedKit) ? 0 : isQuantityOption(saved.kitQuantity) ? saved.kitQuantity : 1
    return { ...configuration, containerId: container.id, kitId: savedKit.id, kitQuantity }
  }
  const kit = defaultKit(container)
  return { ...configuration, containerId: container.id, kitId: kit?.id ?? '', kitQuantity: kitQuantityFor(kit, configuration.kitQuantity) }
}

export function chooseKit(configuration: Configuration, kit: ConfiguratorKit): Configuration {
  return { ...configuration, kitId: kit.id, kitQuantity: kitQuantityFor(kit, configuration.kitQuantity) }
}

/**
 * Typing or picking a start: a start on or after the end clears the end (spec 1 §4; the same
 * comparison as shouldClearEnd, on real calendar dates read by calendarDate's mdyToIso, so it
 * needs no holiday calendar).
 */
export function changeStartDate(configuration: Configuration, startDate: string): { configuration: Configuration; endCleared: boolean } {
  const start = mdyToIso(startDate)
  const end = mdyToIso(configuration.endDate)
  const endCleared = start !== null && end !== null && start >= end
  return { configuration: { ...configuration, startDate, endDate: endCleared ? '' : configuration.endDate }, endCleared }
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/^store\s*(?:&|and|et)\s*secure\b/, '') // spec 3 §9: "Store & Secure" names prefix
    .replace(/[\s_-]+/g, ' ')
    .trim()

/**
 * The tab named by `?product_category=` (spec 3 §9: underscores become spaces): its code or its
 * localized name, ignoring case, accents, hyphens and a leading "Store & Secure".
 * `Tri_cam`, `tri-cam` and `Premium` all match.
 */
export function findTabForCategory(tabs: readonly IslandTab[], category: string | null | undefined): IslandTab | undefined {
  if (!category) return undefined
  const wanted = normalize(category.replace(/_/g, ' '))
  if (!wanted) return undefined
  return tabs.find((tab) => normalize(tab.code) === wanted || normalize(tab.name) === wanted)
}
