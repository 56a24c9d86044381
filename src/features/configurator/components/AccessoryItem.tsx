'use client'

import { useId, useState } from 'react'
import { useTranslations } from '#i18n/hooks'
import { cx, focusRing } from '@/ui/cx'
import type { ConfiguratorAccessory } from '../types'
import type { AccessorySlots } from './Configurator'

export interface AccessoryItemProps {
  accessory: ConfiguratorAccessory
  quantity: number
  /** Its thumbnail and name, and the tooltip's content: name, description and features (server-rendered). */
  slots: AccessorySlots | undefined
  onOpen: (accessory: ConfiguratorAccessory) => void
  /** Called when the visitor points at or focuses the item (preloads the detail dialog). */
  onPrepare?: () => void
}

/**
 * One accessory of the kit: a button opening its details, with a summary tooltip (name,
 * description, features) shown on hover and on keyboard focus. The tooltip stays while the
 * pointer is over it and Escape hides it (WCAG 1.4.13).
 */
export function AccessoryItem({ accessory, quantity, slots, onOpen, onPrepare }: AccessoryItemProps) {
  const t = useTranslations('configurator.accessories')
  const tooltipId = useId()
  const [open, setOpen] = useState(false)
  const show = () => {
    setOpen(true)
    onPrepare?.()
  }

  return (
    <li className="relative" onMouseEnter={show} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-describedby={tooltipId}
        onFocus={show}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault()
            setOpen(false)
          }
        }}
        onClick={() => onOpen(accessory)}
        className={cx(
          'flex w-full items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 text-left transition-colors hover:border-brand-700 hover:bg-brand-50',
          focusRing,
        )}
      >
        {slots?.thumbnail}
        <span className="flex min-w-0 flex-col">
          {slots?.name}
          <span className="text-sm text-slate-700">{t('quantity', { count: quantity })}</span>
        </span>
      </button>
      <div
        role="tooltip"
        id={tooltipId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 pt-2"
      >
        {slots?.summary}
      </div>
    </li>
  )
}
