import type { ConfiguratorTab } from '../types'

/**
 * A vertical tab: the category name, the compare page's badge on the highlighted one (the
 * category's `highlighted` flag, same words as /products), and its short description
 * (hidden from the tab's name: the panel repeats it). Server-rendered, passed to the island.
 */
export function CategoryTabLabel({ tab, highlightLabel }: { tab: ConfiguratorTab; highlightLabel: string }) {
  return (
    <span className="flex flex-col gap-0.5 py-1 whitespace-normal">
      <span className="flex flex-wrap items-center gap-2">
        {tab.name}
        {tab.highlighted ? <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900">{highlightLabel}</span> : null}
      </span>
      {tab.description ? (
        <span aria-hidden="true" className="line-clamp-2 text-sm font-normal text-slate-700">
          {tab.description}
        </span>
      ) : null}
    </span>
  )
}
