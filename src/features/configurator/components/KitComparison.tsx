'use client'

import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { Currency } from '@/lib/money'
import { Button } from '@/ui/Button'
import type { IslandContainer } from '../types'

// The comparison dialog's code loads when the button is first pointed at, focused or pressed.
const loadKitComparisonModal = () => import('./KitComparisonModal')
const KitComparisonModal = lazy(loadKitComparisonModal)

export interface KitComparisonProps {
  container: IslandContainer
  selectedKitId: string | undefined
  currency: Currency
  /** The button's icon and words (server-rendered). */
  label: ReactNode
}

/** "Compare accessory kits": opens a dialog with a table of what each kit of the container holds. */
export function KitComparison({ container, selectedKitId, currency, label }: KitComparisonProps) {
  const [open, setOpen] = useState(false)
  const prepare = () => void loadKitComparisonModal()
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={prepare} onFocus={prepare}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <KitComparisonModal container={container} selectedKitId={selectedKitId} currency={currency} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
