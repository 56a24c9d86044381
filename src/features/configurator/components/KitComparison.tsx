'use client'

import { lazy, Suspense, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { Currency } from '@/lib/money'
import { Button } from '@/ui/Button'
import type { ConfiguratorContainer } from '../types'

// The comparison dialog's code loads when the button is first pointed at, focused or pressed.
const loadKitComparisonModal = () => import('./KitComparisonModal')
const KitComparisonModal = lazy(loadKitComparisonModal)

export interface KitComparisonProps {
  container: ConfiguratorContainer
  selectedKitId: string | undefined
  currency: Currency
}

/** "Compare accessory kits": opens a dialog with a table of what each kit of the container holds. */
export function KitComparison({ container, selectedKitId, currency }: KitComparisonProps) {
  const t = useTranslations('configurator.compareKits')
  const [open, setOpen] = useState(false)
  const prepare = () => void loadKitComparisonModal()
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={prepare} onFocus={prepare}>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 text-brand-700">
          <path d="M2 4.75A.75.75 0 0 1 2.75 4h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 4.75Zm0 5.25a.75.75 0 0 1 .75-.75h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 10Zm.75 4.5a.75.75 0 0 0 0 1.5h14.5a.75.75 0 0 0 0-1.5H2.75Z" />
        </svg>
        {t('open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <KitComparisonModal container={container} selectedKitId={selectedKitId} currency={currency} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
