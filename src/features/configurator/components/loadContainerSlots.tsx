'use server'

import { isLocale } from '@/i18n/routing'
import { logger } from '@/lib/logger'
import { getConfiguratorData } from '../server/configuratorData'
import type { ContainerSlots } from './Configurator'
import { containerSlots } from './containerSlots'

/** At most this many containers per call: the catalog has a handful; a longer list is not the island's. */
const MAX_CONTAINERS = 50

/**
 * The server-rendered markup (heading, gallery, details) of the containers the page did not render: the island asks for all of them in one call when a container without its markup is first shown. Keeping them
 * out of the cached page keeps its document small, so its first gallery image paints sooner.
 */
export async function loadContainerSlots(locale: string, containerIds: string[]): Promise<Record<string, ContainerSlots>> {
  if (!isLocale(locale) || !Array.isArray(containerIds)) return {}
  const wanted = new Set(containerIds.filter((id) => typeof id === 'string').slice(0, MAX_CONTAINERS))
  try {
    const data = await getConfiguratorData(locale)
    const slots: Record<string, ContainerSlots> = {}
    for (const tab of data.tabs)
      for (const container of tab.containers) if (wanted.has(container.id)) slots[container.id] = containerSlots(tab, container, locale, false)
    return slots
  } catch (error) {
    logger.error({ err: error, locale }, 'configurator: container markup could not be read')
    return {}
  }
}
