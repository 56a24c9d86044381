'use client'

import { useId, useState, type ReactNode } from 'react'
import { cx, focusRing } from './cx'
import { useEarlyPress } from './useEarlyPress'

export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
  disabled?: boolean
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6

export interface AccordionProps {
  items: AccordionItem[]
  /** Level of the heading wrapping each trigger button. Default 3. */
  headingLevel?: HeadingLevel
  /** Allow several panels open at once. Default false (single-open, per spec). */
  multiple?: boolean
  /** Controlled open item ids. */
  value?: string[]
  /** Initially open ids when uncontrolled. Default: none. */
  defaultValue?: string[]
  onChange?: (openIds: string[]) => void
  /** Prefix of the button/panel ids. */
  idPrefix?: string
  className?: string
  buttonClassName?: string
  panelClassName?: string
}

/**
 * Accordion (WAI-ARIA pattern). Single-open and collapsible by default: opening an item
 * closes the others; activating the open item closes it.
 */
export function Accordion({
  items,
  headingLevel = 3,
  multiple = false,
  value,
  defaultValue,
  onChange,
  idPrefix,
  className,
  buttonClassName,
  panelClassName,
}: AccordionProps) {
  const auto = useId().replace(/:/g, '')
  const prefix = idPrefix ?? `accordion${auto}`
  const [internal, setInternal] = useState<string[]>(defaultValue ?? [])
  const open = value ?? internal
  const Heading = `h${headingLevel}` as const

  const toggle = (id: string) => {
    const isOpen = open.includes(id)
    const next = isOpen ? open.filter((o) => o !== id) : multiple ? [...open, id] : [id]
    if (value === undefined) setInternal(next)
    onChange?.(next)
  }
  const buttonIdOf = (id: string) => `${prefix}-button-${id}`
  // A heading pressed before this control was hydrated (ui/earlyPress.ts) opens its panel now, once.
  useEarlyPress(
    items.map((item) => buttonIdOf(item.id)),
    (pressedId) => {
      const pressed = items.find((item) => buttonIdOf(item.id) === pressedId)
      if (!pressed || pressed.disabled) return
      toggle(pressed.id)
      document.getElementById(pressedId)?.focus()
    },
  )

  return (
    <div className={cx('divide-y divide-slate-300 border-y border-slate-300', className)}>
      {items.map((item) => {
        const isOpen = open.includes(item.id)
        const buttonId = buttonIdOf(item.id)
        const panelId = `${prefix}-panel-${item.id}`
        return (
          <div key={item.id}>
            <Heading className="m-0 text-base font-semibold">
              <button
                type="button"
                id={buttonId}
                // A press before hydration is kept for it (ui/earlyPress.ts).
                data-early-press=""
                aria-expanded={isOpen}
                aria-controls={panelId}
                disabled={item.disabled}
                onClick={() => toggle(item.id)}
                className={cx(
                  'flex min-h-11 w-full items-center justify-between gap-4 px-2 py-3 text-left text-slate-900 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
                  focusRing,
                  buttonClassName,
                )}
              >
                <span>{item.title}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={cx('size-5 shrink-0 transition-transform', isOpen && 'rotate-180')}
                >
                  <path
                    fillRule="evenodd"
                    d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
                    clipRule="evenodd"
                  />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              // Region landmarks only for short lists (WAI-ARIA APG advice).
              role={items.length <= 6 ? 'region' : undefined}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className={cx('px-2 pb-4 text-slate-800', panelClassName)}
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
