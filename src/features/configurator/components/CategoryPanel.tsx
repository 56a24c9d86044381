'use client'

import type { ConfiguratorData } from '../types'
import type { ConfiguratorView } from '../client/configuratorView'
import type { useConfigurator } from '../client/useConfigurator'
import type { ContainerSlots } from './Configurator'
import { ConfigurationForm } from './ConfigurationForm'
import { ContainerGallery } from './ContainerGallery'
import { KitAccessories } from './KitAccessories'

export interface CategoryPanelProps {
  data: ConfiguratorData
  view: ConfiguratorView
  configurator: ReturnType<typeof useConfigurator>
  /** The container's server-rendered heading and details. */
  slots: ContainerSlots | undefined
}

/**
 * One category tab. Phones read it top to bottom: heading, gallery, form, accessories, details.
 * From 1024 px: gallery and accessories on the left, heading and form on the right, details below.
 */
export function CategoryPanel({ data, view, configurator, slots }: CategoryPanelProps) {
  const { container, kit } = view
  return (
    <div className="grid gap-x-10 gap-y-8 lg:grid-cols-2 lg:grid-rows-[auto_auto_1fr]">
      <div className="lg:col-start-2 lg:row-start-1">{slots?.intro}</div>
      <ContainerGallery
        key={container.id}
        images={container.gallery}
        name={container.name}
        className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
      />
      <ConfigurationForm
        data={data}
        view={view}
        configurator={configurator}
        className="lg:col-start-2 lg:row-span-2 lg:row-start-2 lg:self-start"
      />
      <KitAccessories container={container} kit={kit} currency={data.currency} className="lg:col-start-1 lg:row-start-3 lg:self-start" />
      <div className="lg:col-span-2">{slots?.details}</div>
    </div>
  )
}
