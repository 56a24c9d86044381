import type { ConfiguratorContainer, ConfiguratorTab } from '../types'

/** The selected container's heading: category, name (the panel's h2) and description. Server-rendered. */
export function ContainerIntro({ tab, container }: { tab: ConfiguratorTab; container: ConfiguratorContainer }) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{tab.name}</p>
      <h2 className="mt-1 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{container.name}</h2>
      {container.description ? <p className="mt-3 text-slate-700">{container.description}</p> : null}
    </>
  )
}
