'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { cx, focusRing } from '@/ui/cx'
import type { ConfiguratorAccessory } from '../types'

export interface AccessoryItemProps {
  accessory: ConfiguratorAccessory
  quantity: number
  onOpen: (accessory: ConfiguratorAccessory) => void
  /** Called when the visitor points at or focuses the item (preloads the detail dialog). */
  onPrepare?: () => void
}

/**
 * One accessory of the kit: a button opening its details, with a summary tooltip (name,
 * description, features) shown on hover and on keyboard focus. The tooltip stays while the
 * pointer is over it and Escape hides it (WCAG 1.4.13).
 */
export function AccessoryItem({ accessory, quantity, onOpen, onPrepare }: AccessoryItemProps) {
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
        {/* eslint-disable-next-line @next/next/no-img-element -- small fixed-size thumbnail */}
        <img
          src={accessory.image.thumbnailUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-md bg-slate-100 object-cover"
        />
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-slate-900">{accessory.name}</span>
          <span className="text-sm text-slate-700">{t('quantity', { count: quantity })}</span>
        </span>
      </button>
      <div
        role="tooltip"
        id={tooltipId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 pt-2"
      >
        <div className="rounded-lg bg-brand-900 p-4 text-sm text-white shadow-xl">
        <p className="font-bold">{accessory.name}</p>
        {accessory.description ? <p className="mt-1 text-slate-100">{accessory.description}</p> : null}
        {accessory.features.length > 0 ? (
          <>
            <p className="mt-2 font-semibold text-accent-400">{t('features')}</p>
            <ul className="mt-1 list-disc pl-5 text-slate-100">
              {accessory.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </>
        ) : null}
        </div>
      </div>
    </li>
  )
}
