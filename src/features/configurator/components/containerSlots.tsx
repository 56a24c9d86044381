import type { Locale } from '@/i18n/routing'
import type { ConfiguratorContainer, ConfiguratorTab } from '../types'
import type { ContainerSlots } from './Configurator'
import { ContainerDetails } from './ContainerDetails'
import { ContainerGallery } from './ContainerGallery'
import { ContainerIntro } from './ContainerIntro'

/**
 * One container's server-rendered markup: its heading, its gallery (its cell in CategoryPanel's
 * grid: the left column's first two rows from 1024 px) and its details. The page renders it for
 * the container shown first; the others come from `loadContainerSlots` after load.
 */
export function containerSlots(tab: ConfiguratorTab, container: ConfiguratorContainer, locale: Locale, shownFirst: boolean): ContainerSlots {
  return {
    intro: <ContainerIntro tab={tab} container={container} />,
    gallery: (
      <ContainerGallery
        images={container.gallery}
        name={container.name}
        locale={locale}
        shownFirst={shownFirst}
        className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
      />
    ),
    details: <ContainerDetails container={container} locale={locale} />,
  }
}
