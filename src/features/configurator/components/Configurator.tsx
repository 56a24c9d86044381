'use client'

import type { ReactNode } from 'react'
import { useLocale } from 'next-intl'
import { useTranslations } from '#i18n/hooks'
import { Tabs } from '@/ui/Tabs'
import type { IslandData } from '../types'
import { trackConfiguratorChange } from '../client/analytics'
import { useConfigurator } from '../client/useConfigurator'
import { useContainerSlots } from '../client/useContainerSlots'
import { CategoryPanel } from './CategoryPanel'
import { CategorySelect } from './CategorySelect'

export const TABS_ID = 'configurator'

/** The other containers' markup, from the server function; its code is fetched with the first call, not with the page. */
const loadSlots = (locale: string, containerIds: string[]) => import('./loadContainerSlots').then((m) => m.loadContainerSlots(locale, containerIds))

/** Server-rendered markup of one container: its heading, its gallery and its specification/uses/product sheet section. */
export type ContainerSlots = { intro: ReactNode; gallery: ReactNode; details: ReactNode }

/** Server-rendered markup of one accessory: its thumbnail and name (on its button), and its summary (the tooltip's content). */
export type AccessorySlots = { thumbnail: ReactNode; name: ReactNode; summary: ReactNode }

/** Server-rendered markup that is the same on every tab. */
export type SharedSlots = {
  /** The "Compare accessory kits" button's icon and words. */
  compareKitsLabel: ReactNode
  /** Above the kit's accessories: how to see their details (hover or tap). */
  accessoriesHint: ReactNode
  /** In place of the accessories when the kit is None. */
  noAccessories: ReactNode
  /** Below the form: "Not sure which container fits?" and the link to the compare page. */
  formFooter: ReactNode
}

export interface ConfiguratorProps {
  data: IslandData
  /** Tab rendered on the server: the first (the one named by ?product_category=, else the remembered one, comes after hydration). */
  initialTabCode: string
  /** Server-rendered tab labels, by tab code. */
  tabLabels: Record<string, ReactNode>
  /** Server-rendered markup of the container shown first, by container id (the others: loadContainerSlots). */
  containerSlots: Record<string, ContainerSlots>
  /** Server-rendered accessory markup, by accessory id. */
  accessorySlots: Record<string, AccessorySlots>
  sharedSlots: SharedSlots
}

/** The configurator's one client island: the category tabs (a select on phones) and the selected tab's panel. */
export function Configurator({ data, initialTabCode, tabLabels, containerSlots, accessorySlots, sharedSlots }: ConfiguratorProps) {
  const t = useTranslations('configurator')
  const configurator = useConfigurator(data, initialTabCode)
  const { state, dispatch, view } = configurator
  const locale = useLocale()
  const slots = useContainerSlots(data, locale, containerSlots, view?.container.id, loadSlots)

  const selectTab = (tabCode: string) => {
    dispatch({ type: 'selectTab', tabCode })
    trackConfiguratorChange(tabCode, 'tab', tabCode)
  }

  return (
    <>
      <CategorySelect tabs={data.tabs} value={state.tabCode} onChange={selectTab} />
      <Tabs
        items={data.tabs.map((tab) => ({
          id: tab.code,
          label: tabLabels[tab.code] ?? tab.name,
          content:
            tab.code === state.tabCode && view ? (
              <CategoryPanel
                data={data}
                view={view}
                configurator={configurator}
                slots={slots[view.container.id]}
                accessorySlots={accessorySlots}
                sharedSlots={sharedSlots}
              />
            ) : null,
        }))}
        label={t('categories.label')}
        orientation="vertical"
        value={state.tabCode}
        onChange={selectTab}
        unmountInactive
        idPrefix={TABS_ID}
        tabListClassName="max-md:hidden md:sticky md:top-4 md:self-start"
        panelClassName="focus-visible:outline-offset-4"
      />
    </>
  )
}
