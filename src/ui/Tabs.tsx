'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cx, focusRing } from './cx'
import { useEarlyPress } from './useEarlyPress'

export interface TabItem {
  id: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
  /** The tab's name as plain text, where `label` is not a string (the phones' dropdown). */
  text?: string
}

export interface TabsProps {
  items: TabItem[]
  /** Accessible name of the tab list (or use `labelledBy`). */
  label?: string
  labelledBy?: string
  orientation?: 'horizontal' | 'vertical'
  /** Controlled selected tab id. */
  value?: string
  /** Initially selected tab id when uncontrolled. Defaults to the first enabled tab. */
  defaultValue?: string
  onChange?: (id: string) => void
  /** Only mount the selected panel (default: all panels are rendered, others hidden). */
  unmountInactive?: boolean
  /** Also select a tab when the pointer rests on it (a hover list; clicks and keys still select). */
  selectOnHover?: boolean
  /** Prefix of the tab/panel ids (`${idPrefix}-tab-${id}`, `${idPrefix}-panel-${id}`). */
  idPrefix?: string
  className?: string
  tabListClassName?: string
  tabClassName?: string
  panelClassName?: string
  /**
   * Past 2 tabs, a dropdown replaces the tab list on phones (below 640 px), labelled so; options
   * take each item's `text`, else its label when that is a string.
   */
  phoneSelect?: { label: string }
  /** Underlined tabs (default) or pills (horizontal only). */
  variant?: 'underline' | 'pills'
}

/** Ids Tabs gives its tabs and panels, for callers rendering an alternative control (e.g. a select on phones). */
export function tabIds(idPrefix: string, id: string) {
  return { tab: `${idPrefix}-tab-${id}`, panel: `${idPrefix}-panel-${id}` }
}

/**
 * WAI-ARIA tabs with automatic activation: roving tabindex; arrow keys (Left/Right when
 * horizontal, Up/Down when vertical) move and select, Home/End jump to the ends.
 */
export function Tabs({
  items,
  label,
  labelledBy,
  orientation = 'horizontal',
  value,
  defaultValue,
  onChange,
  unmountInactive = false,
  selectOnHover = false,
  idPrefix,
  className,
  tabListClassName,
  tabClassName,
  panelClassName,
  phoneSelect,
  variant = 'underline',
}: TabsProps) {
  const auto = useId().replace(/:/g, '')
  const prefix = idPrefix ?? `tabs${auto}`
  const firstEnabled = items.find((item) => !item.disabled)?.id
  const [internal, setInternal] = useState<string | undefined>(defaultValue)
  const requested = value ?? internal
  const selected = items.some((item) => item.id === requested && !item.disabled) ? requested : firstEnabled
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())
  const vertical = orientation === 'vertical'
  const pills = variant === 'pills' && !vertical

  // A tab pressed before this control was hydrated (ui/earlyPress.ts: CI's phone test tapped one
  // then, and its panel never came) is selected now, once; from here on the tabs handle their presses.
  useEarlyPress(
    items.map((item) => tabIds(prefix, item.id).tab),
    (pressedId) => {
      const pressed = items.find((item) => tabIds(prefix, item.id).tab === pressedId)
      if (!pressed || pressed.disabled || pressed.id === selected) return
      if (value === undefined) setInternal(pressed.id)
      onChange?.(pressed.id)
      tabRefs.current.get(pressed.id)?.focus()
    },
  )

  if (items.length === 0) return null

  const select = (id: string) => {
    if (value === undefined) setInternal(id)
    if (id !== selected) onChange?.(id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled)
    const index = enabled.findIndex((item) => item.id === selected)
    const prevKey = vertical ? 'ArrowUp' : 'ArrowLeft'
    const nextKey = vertical ? 'ArrowDown' : 'ArrowRight'
    let target: TabItem | undefined
    switch (event.key) {
      case prevKey:
        target = enabled[(index - 1 + enabled.length) % enabled.length]
        break
      case nextKey:
        target = enabled[(index + 1) % enabled.length]
        break
      case 'Home':
        target = enabled[0]
        break
      case 'End':
        target = enabled[enabled.length - 1]
        break
      default:
        return
    }
    if (!target) return
    event.preventDefault()
    select(target.id)
    tabRefs.current.get(target.id)?.focus()
  }

  const dropdown = phoneSelect && items.length > 2
  return (
    <div className={cx(vertical ? 'flex flex-col gap-4 md:flex-row' : 'flex flex-col gap-4', className)}>
      {dropdown && (
        <label className="flex flex-col gap-1 font-semibold text-slate-900 sm:hidden">
          {phoneSelect.label}
          <select
            value={selected}
            onChange={(event) => select(event.target.value)}
            className={cx('min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 font-normal text-slate-900', focusRing)}
          >
            {items.map((item) => (
              <option key={item.id} value={item.id} disabled={item.disabled}>
                {item.text ?? (typeof item.label === 'string' ? item.label : item.id)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div
        role="tablist"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-orientation={orientation}
        onKeyDown={onKeyDown}
        className={cx(
          vertical
            ? 'flex shrink-0 flex-col gap-1 md:w-64'
            : pills
              ? 'flex flex-wrap gap-2'
              : 'flex gap-1 overflow-x-auto border-b border-slate-300',
          tabListClassName,
          dropdown && 'max-sm:hidden',
        )}
      >
        {items.map((item) => {
          const ids = tabIds(prefix, item.id)
          const isSelected = item.id === selected
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node)
                else tabRefs.current.delete(item.id)
              }}
              type="button"
              role="tab"
              id={ids.tab}
              // A press before hydration is kept for it (ui/earlyPress.ts).
              data-early-press=""
              aria-selected={isSelected}
              aria-controls={unmountInactive && !isSelected ? undefined : ids.panel}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
              onMouseEnter={selectOnHover && !item.disabled ? () => select(item.id) : undefined}
              className={cx(
                'min-h-11 px-4 py-2 text-left font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                pills
                  ? isSelected
                    ? 'rounded-full border-2 border-blue-700 bg-blue-700 text-white'
                    : 'rounded-full border-2 border-slate-300 text-slate-800 hover:border-slate-500 hover:bg-slate-50'
                  : [
                      vertical ? 'rounded-md border-l-4' : '-mb-px border-b-4',
                      isSelected ? 'border-blue-700 bg-blue-50 text-blue-900' : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    ].join(' '),
                focusRing,
                tabClassName,
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => {
        const ids = tabIds(prefix, item.id)
        const isSelected = item.id === selected
        if (unmountInactive && !isSelected) return null
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={ids.panel}
            aria-labelledby={ids.tab}
            tabIndex={0}
            hidden={!isSelected}
            className={cx('min-w-0 flex-1 rounded-md', focusRing, panelClassName)}
          >
            {item.content}
          </div>
        )
      })}
    </div>
  )
}
