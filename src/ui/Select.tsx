'use client'

import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { useTranslations } from '#i18n/hooks'
import { cx } from './cx'
import { useEarlyPress } from './useEarlyPress'
import { controlClassName, FieldDescription, FieldError, FieldLabel } from './Field'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps {
  label: ReactNode
  options: SelectOption[]
  /** Selected value; '' / null / undefined = nothing selected (placeholder shown). */
  value: string | null | undefined
  onChange: (value: string) => void
  onBlur?: () => void
  disabled?: boolean
  error?: ReactNode
  description?: ReactNode
  /** Id of the focusable combobox (ErrorSummary links to it). */
  id?: string
  /** When set, a hidden input carries the value in native form submissions. */
  name?: string
  /** Text shown when nothing is selected. Defaults to the localized "Select an option". */
  placeholder?: string
  required?: boolean
  hideLabel?: boolean
  className?: string
  /** Ref to the focusable combobox element (e.g. react-hook-form's field.ref). */
  ref?: Ref<HTMLDivElement>
}

const MAX_LIST_HEIGHT = 200 // px, spec: "Dropdown lists have a maximum height of 200 px"
const TYPEAHEAD_RESET_MS = 500

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()
}

/**
 * Select-only combobox (WAI-ARIA APG pattern) with a listbox capped at 200 px.
 * Keyboard: Down/Up/Enter/Space open; when open Up/Down/Home/End/PageUp/PageDown move,
 * Enter/Space/Tab/Alt+Up choose, Escape closes; typing letters jumps to matching options.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  disabled = false,
  error,
  description,
  id: idProp,
  name,
  placeholder,
  required,
  hideLabel,
  className,
  ref,
}: SelectProps) {
  const t = useTranslations('ui')
  const auto = useId().replace(/:/g, '')
  const id = idProp ?? `select${auto}`
  const labelId = `${id}-label`
  const listboxId = `${id}-listbox`
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = error ? `${id}-error` : undefined
  const optionId = (index: number) => `${id}-option-${index}`

  // Keys pressed in quick succession can reach the handler before React renders the previous
  // key's state ('2' then Enter: the Enter must choose what '2' found). The handler reads these
  // refs, always current; the state only renders them.
  const [open, setOpenState] = useState(false)
  const [active, setActiveState] = useState(-1)
  const openNow = useRef(false)
  const activeNow = useRef(-1)
  const setOpen = (next: boolean) => {
    openNow.current = next
    setOpenState(next)
  }
  const setActive = (next: number) => {
    activeNow.current = next
    setActiveState(next)
  }
  const comboRef = useRef<HTMLDivElement | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const search = useRef('')
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const selectedIndex = options.findIndex((option) => option.value === value && value !== '')
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined

  const enabledIndexes = options.flatMap((option, index) => (option.disabled ? [] : [index]))
  const firstEnabled = enabledIndexes[0] ?? -1
  const lastEnabled = enabledIndexes[enabledIndexes.length - 1] ?? -1

  useEffect(() => () => clearTimeout(searchTimer.current), [])

  // Keep the active option visible inside the 200 px list, without scrolling the page.
  useEffect(() => {
    if (!open || active < 0) return
    const list = listRef.current
    const option = list?.children[active] as HTMLElement | undefined
    if (!list || !option) return
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight
  }, [open, active])

  const openList = (index: number) => {
    setOpen(true)
    setActive(index)
  }
  const close = () => {
    setOpen(false)
    search.current = ''
  }
  const choose = (index: number) => {
    const option = options[index]
    if (option && !option.disabled && option.value !== value) onChange(option.value)
    close()
  }

  /** Nearest enabled index from `from` moving by `step`, clamped to the ends. */
  const move = (from: number, step: number): number => {
    if (enabledIndexes.length === 0) return -1
    const target = Math.min(Math.max(from + step, 0), options.length - 1)
    const direction = step >= 0 ? 1 : -1
    for (let i = target; i >= 0 && i < options.length; i += direction) {
      if (!options[i]!.disabled) return i
    }
    // Nothing further in that direction: stay (or fall back to the nearest enabled).
    return options[from] && !options[from]!.disabled ? from : direction > 0 ? lastEnabled : firstEnabled
  }

  const typeahead = (char: string): number => {
    clearTimeout(searchTimer.current)
    search.current += normalize(char)
    searchTimer.current = setTimeout(() => (search.current = ''), TYPEAHEAD_RESET_MS)
    const term = search.current
    const current = openNow.current ? activeNow.current : selectedIndex
    const repeated = term.length > 1 && [...term].every((c) => c === term[0])
    // A single (or repeated) letter cycles from the next option; a longer term refines in place.
    const start = term.length === 1 || repeated ? current + 1 : Math.max(current, 0)
    const ordered = [...options.keys()].map((_, i) => (start + i) % options.length)
    const matches = (needle: string) =>
      ordered.find((i) => !options[i]!.disabled && normalize(options[i]!.label).startsWith(needle))
    return matches(term) ?? (repeated ? matches(term[0]!) : undefined) ?? -1
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return
    const { key, altKey, ctrlKey, metaKey } = event
    const open = openNow.current
    const active = activeNow.current
    const printable = key.length === 1 && !ctrlKey && !metaKey && !altKey

    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault()
        openList(selectedIndex >= 0 ? selectedIndex : firstEnabled)
      } else if (key === 'Home') {
        event.preventDefault()
        openList(firstEnabled)
      } else if (key === 'End') {
        event.preventDefault()
        openList(lastEnabled)
      } else if (printable) {
        event.preventDefault()
        const match = typeahead(key)
        openList(match >= 0 ? match : selectedIndex >= 0 ? selectedIndex : firstEnabled)
      }
      return
    }

    switch (key) {
      case 'ArrowDown':
        event.preventDefault()
        setActive(move(active, 1))
        return
      case 'ArrowUp':
        event.preventDefault()
        if (altKey) choose(active)
        else setActive(move(active, -1))
        return
      case 'Home':
        event.preventDefault()
        setActive(firstEnabled)
        return
      case 'End':
        event.preventDefault()
        setActive(lastEnabled)
        return
      case 'PageDown':
        event.preventDefault()
        setActive(move(active, 10))
        return
      case 'PageUp':
        event.preventDefault()
        setActive(move(active, -10))
        return
      case 'Enter':
        event.preventDefault()
        choose(active)
        return
      case 'Escape':
        // Handled here: keep an enclosing Modal open.
        event.preventDefault()
        event.stopPropagation()
        close()
        return
      case 'Tab':
        choose(active) // no preventDefault: focus moves on
        return
    }
    if (key === ' ' && search.current === '') {
      event.preventDefault()
      choose(active)
      return
    }
    if (printable) {
      event.preventDefault()
      const match = typeahead(key)
      if (match >= 0) setActive(match)
    }
  }

  // A press made before this control was hydrated (ui/earlyPress.ts) opens it now, once; from
  // here on the control handles its presses itself.
  useEarlyPress(disabled ? [] : [id], () => {
    comboRef.current?.focus()
    openList(selectedIndex >= 0 ? selectedIndex : firstEnabled)
  })

  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <FieldLabel
        as="span"
        id={labelId}
        required={required}
        hidden={hideLabel}
        onClick={() => comboRef.current?.focus()}
      >
        {label}
      </FieldLabel>
      {description ? <FieldDescription id={descriptionId!}>{description}</FieldDescription> : null}
      <div className="relative">
        <div
          ref={(node) => {
            comboRef.current = node
            if (typeof ref === 'function') ref(node)
            else if (ref) ref.current = node
          }}
          id={id}
          // A press before hydration is kept for it (ui/earlyPress.ts).
          data-early-press=""
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-controls={listboxId}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-labelledby={labelId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (disabled) return
            if (openNow.current) close()
            else openList(selectedIndex >= 0 ? selectedIndex : firstEnabled)
          }}
          onBlur={() => {
            if (openNow.current) close()
            onBlur?.()
          }}
          className={controlClassName(
            Boolean(error),
            'flex min-h-11 cursor-pointer items-center justify-between gap-2 text-left select-none',
          )}
        >
          <span className={cx('truncate', !selected && !disabled && 'text-slate-600')}>
            {selected ? selected.label : (placeholder ?? t('select.placeholder'))}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className={cx('size-5 shrink-0 text-slate-700 transition-transform', open && 'rotate-180')}
          >
            <path
              fillRule="evenodd"
              d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          tabIndex={-1}
          hidden={!open}
          // Keep focus on the combobox when the list (or its scrollbar) is pressed.
          onMouseDown={(event) => event.preventDefault()}
          style={{ maxHeight: MAX_LIST_HEIGHT }}
          className="absolute inset-x-0 top-full z-30 mt-1 overflow-y-auto rounded-md border border-slate-400 bg-white py-1 shadow-lg"
        >
          {options.map((option, index) => {
            const isSelected = index === selectedIndex
            return (
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={isSelected}
                aria-disabled={option.disabled || undefined}
                onMouseMove={() => !option.disabled && active !== index && setActive(index)}
                onClick={() => !option.disabled && choose(index)}
                className={cx(
                  'flex min-h-10 items-center gap-2 px-3 py-2',
                  option.disabled ? 'cursor-not-allowed text-slate-500 line-through' : 'cursor-pointer text-slate-900',
                  index === active && 'bg-blue-100 outline-2 -outline-offset-2 outline-blue-700',
                  isSelected && 'font-semibold',
                )}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={cx('size-4 shrink-0', !isSelected && 'invisible')}
                >
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                    clipRule="evenodd"
                  />
                </svg>
                {option.label}
              </div>
            )
          })}
        </div>
      </div>
      {name ? <input type="hidden" name={name} value={value ?? ''} disabled={disabled} /> : null}
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </div>
  )
}
