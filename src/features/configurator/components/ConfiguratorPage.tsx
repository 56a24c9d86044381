import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import type { Locale } from '@/i18n/routing'
import { logger } from '@/lib/logger'
import type { ConfiguratorData } from '../types'
import { getConfiguratorData } from '../server/configuratorData'
import { CategoryTabLabel } from './CategoryTabLabel'
import { Configurator, type ContainerSlots } from './Configurator'
import { ConfiguratorIntl } from './ConfiguratorIntl'
import { ConfiguratorIntro } from './ConfiguratorIntro'
import { getTranslations } from 'next-intl/server'
import { ContainerDetails } from './ContainerDetails'
import { ContainerIntro } from './ContainerIntro'

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

/**
 * /{locale}/products/storage-containers: the server-rendered heading, then the configurator
 * island on its first tab; the page is cached for everyone, so the tab named by
 * ?product_category= (or the remembered one) is chosen in the browser. Static markup (tab labels,
 * each container's heading and details) is rendered here and handed to the island, so it costs
 * no client JavaScript.
 */
export async function ConfiguratorPage({ locale }: { locale: Locale }) {
  const [data, tProducts] = await Promise.all([loadData(locale), getTranslations({ locale, namespace: 'products' })])
  const initialTab = data?.tabs[0]
  // The first gallery image is the page's largest paint: ask for it from the <head>, before the body is parsed.
  const firstImage = initialTab?.containers[0]?.gallery[0]
  if (firstImage) preload(firstImage.url, { as: 'image', fetchPriority: 'high' })
  const tabLabels: Record<string, ReactNode> = {}
  const containerSlots: Record<string, ContainerSlots> = {}
  for (const tab of data?.tabs ?? []) {
    // The category flagged `highlighted` in the catalog wears the compare page's badge, in its words.
    tabLabels[tab.code] = <CategoryTabLabel tab={tab} highlightLabel={tProducts('highlighted')} />
    for (const container of tab.containers) {
      containerSlots[container.id] = {
        intro: <ContainerIntro tab={tab} container={container} />,
        details: <ContainerDetails container={container} locale={locale} />,
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
              data={data}
              initialTabCode={initialTab.code}
              tabLabels={tabLabels}
              containerSlots={containerSlots}
            />
          </ConfiguratorIntl>
        ) : null}
      </div>
    </>
  )
}
