import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import type { Locale } from '@/i18n/routing'
import { logger } from '@/lib/logger'
import type { ConfiguratorData, IslandData } from '../types'
import { getConfiguratorData } from '../server/configuratorData'
import { AccessorySummary, AccessoryThumbnail } from './AccessorySummary'
import { CategoryTabLabel } from './CategoryTabLabel'
import { Configurator, type AccessorySlots, type ContainerSlots } from './Configurator'
import { ConfiguratorIntl } from './ConfiguratorIntl'
import { ConfiguratorIntro } from './ConfiguratorIntro'
import { getTranslations } from 'next-intl/server'
import { containerSlots as renderContainerSlots } from './containerSlots'
import { sharedSlots } from './SharedSlots'

const DEFAULT_BILLING_CYCLE_DAYS = 28

async function loadData(locale: Locale): Promise<ConfiguratorData | null> {
  try {
    return await getConfiguratorData(locale)
  } catch (error) {
    // Spec 1 §8: configurator fetch errors are only logged.
    logger.error({ err: error, locale }, 'configurator: catalog could not be read')
    return null
  }
}

/** The island's part of the catalog (see IslandData): what is rendered here stays out of its props. */
function toIslandData({ tabs, ...data }: ConfiguratorData): IslandData {
  return {
    ...data,
    tabs: tabs.map(({ description: _description, highlighted: _highlighted, containers, ...tab }) => ({
      ...tab,
      containers: containers.map(({ description: _d, specifications: _s, uses: _u, gallery: _g, productSheetUrl: _p, ...container }) => container),
    })),
  }
}

/**
 * /{locale}/products/storage-containers: the server-rendered heading, then the configurator
 * island on its first tab; the page is cached for everyone, so the tab named by
 * ?product_category= (or the remembered one) is chosen in the browser. Static markup (tab labels,
 * each container's heading, gallery images and details, each accessory's thumbnail, name and
 * summary, icons and fixed texts) is rendered here and handed to the island, so it costs no client JavaScript;
 * the other containers' markup comes after load from the server function loadContainerSlots.
 */
export async function ConfiguratorPage({ locale }: { locale: Locale }) {
  const [data, tProducts, shared] = await Promise.all([loadData(locale), getTranslations({ locale, namespace: 'products' }), sharedSlots(locale)])
  const initialTab = data?.tabs[0]
  // The first gallery image is the page's largest paint: ask for it from the <head>, before the body is parsed.
  const firstImage = initialTab?.containers[0]?.gallery[0]
  if (firstImage) preload(firstImage.url, { as: 'image', fetchPriority: 'high' })
  const tabLabels: Record<string, ReactNode> = {}
  const containerSlots: Record<string, ContainerSlots> = {}
  const accessorySlots: Record<string, AccessorySlots> = {}
  for (const tab of data?.tabs ?? []) {
    // The category flagged `highlighted` in the catalog wears the compare page's badge, in its words.
    tabLabels[tab.code] = <CategoryTabLabel tab={tab} highlightLabel={tProducts('highlighted')} />
    for (const container of tab.containers) {
      // Only the container shown first: the others come after load (loadContainerSlots), so the
      // cached document stays small and its first gallery image is painted sooner.
      if (container === initialTab?.containers[0]) containerSlots[container.id] = renderContainerSlots(tab, container, locale, true)
      for (const { accessory } of container.kits.flatMap((kit) => kit.contents))
        accessorySlots[accessory.id] ??= {
          thumbnail: <AccessoryThumbnail accessory={accessory} />,
          name: <span className="font-semibold text-slate-900">{accessory.name}</span>,
          summary: <AccessorySummary accessory={accessory} locale={locale} />,
        }
    }
  }

  return (
    <>
      <ConfiguratorIntro locale={locale} billingCycleDays={data?.billingCycleDays ?? DEFAULT_BILLING_CYCLE_DAYS} />
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-16 lg:px-8">
        {data && initialTab ? (
          <ConfiguratorIntl>
            <Configurator
              data={toIslandData(data)}
              initialTabCode={initialTab.code}
              tabLabels={tabLabels}
              containerSlots={containerSlots}
              accessorySlots={accessorySlots}
              sharedSlots={shared}
            />
          </ConfiguratorIntl>
        ) : null}
      </div>
    </>
  )
}
