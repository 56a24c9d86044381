'use client'

import { Fragment } from 'react'
import type { IslandData } from '../types'
import type { ConfiguratorView } from '../client/configuratorView'
import type { useConfigurator } from '../client/useConfigurator'
import type { AccessorySlots, ContainerSlots, SharedSlots } from './Configurator'
import { ConfigurationForm } from './ConfigurationForm'
import { KitAccessories } from './KitAccessories'

export interface CategoryPanelProps {
  data: IslandData
  view: ConfiguratorView
  configurator: ReturnType<typeof useConfigurator>
  /** The container's server-rendered heading, gallery and details. */
  slots: ContainerSlots | undefined
  /** Each accessory's server-rendered markup, by accessory id. */
  accessorySlots: Record<string, AccessorySlots>
  sharedSlots: SharedSlots
}

/**
 * One category tab. Phones read it top to bottom: heading, gallery, form, accessories, details.
 * From 1024 px: gallery and accessories on the left, heading and form on the right, details below.
 */
export function CategoryPanel({ data, view, configurator, slots, accessorySlots, sharedSlots }: CategoryPanelProps) {
  const { container, kit } = view
  return (
    <div className="grid gap-x-10 gap-y-8 lg:grid-cols-2 lg:grid-rows-[auto_auto_1fr]">
      <div className="lg:col-start-2 lg:row-start-1">{slots?.intro}</div>
      {/* Keyed: another container starts its gallery over, on its first image. */}
      <Fragment key={container.id}>
        {/* Until its markup arrives (loadContainerSlots), the gallery's place is kept: nothing moves when it comes. */}
        {slots ? slots.gallery : <div aria-hidden="true" className="aspect-[4/3] w-full rounded-lg bg-slate-100 lg:col-start-1 lg:row-span-2 lg:row-start-1" />}
      </Fragment>
      <ConfigurationForm
        data={data}
        view={view}
        configurator={configurator}
        footer={sharedSlots.formFooter}
        className="lg:col-start-2 lg:row-span-2 lg:row-start-2 lg:self-start"
      />
      <KitAccessories
        container={container}
        kit={kit}
        currency={data.currency}
        accessorySlots={accessorySlots}
        hint={sharedSlots.accessoriesHint}
        none={sharedSlots.noAccessories}
        compareKitsLabel={sharedSlots.compareKitsLabel}
        className="lg:col-start-1 lg:row-start-3 lg:self-start"
      />
      <div className="lg:col-span-2">{slots?.details}</div>
    </div>
  )
}
