'use client'

import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useTranslations } from '#i18n/hooks'
import type { Currency } from '@/lib/money'
import { cx } from '@/ui/cx'
import type { ConfiguratorAccessory, ConfiguratorKit, IslandContainer } from '../types'
import type { AccessorySlots } from './Configurator'
import { AccessoryItem } from './AccessoryItem'
import { KitComparison } from './KitComparison'

// The detail dialog's code loads when an accessory is first pointed at, focused or chosen.
const loadAccessoryDetailModal = () => import('./AccessoryDetailModal')
const AccessoryDetailModal = lazy(loadAccessoryDetailModal)

export interface KitAccessoriesProps {
  container: IslandContainer
  kit: ConfiguratorKit | undefined
  currency: Currency
  /** Each accessory's server-rendered thumbnail and summary, by accessory id. */
  accessorySlots: Record<string, AccessorySlots>
  /** How to see an accessory's details (server-rendered). */
  hint: ReactNode
  /** What shows when the kit holds no accessory (server-rendered). */
  none: ReactNode
  /** The comparison button's icon and words (server-rendered). */
  compareKitsLabel: ReactNode
  className?: string
}

/** The selected kit's accessories (summary on hover and focus, details in a dialog on click, tap or Enter) and the kit comparison. */
export function KitAccessories({ container, kit, currency, accessorySlots, hint, none, compareKitsLabel, className }: KitAccessoriesProps) {
  const t = useTranslations('configurator.accessories')
  const [detail, setDetail] = useState<ConfiguratorAccessory | null>(null)
  const titleId = `${container.id}-accessories-title`
  const contents = kit?.contents ?? []

  return (
    <section aria-labelledby={titleId} className={cx('flex flex-col gap-4', className)}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id={titleId} className="text-xl font-bold text-brand-900">
            {contents.length > 0 && kit ? t('title', { kit: kit.label }) : t('noneTitle')}
          </h3>
          {contents.length > 0 && kit?.summary ? <p className="mt-1 max-w-2xl text-slate-700">{kit.summary}</p> : null}
        </div>
        <KitComparison container={container} selectedKitId={kit?.id} currency={currency} label={compareKitsLabel} />
      </div>
      {contents.length === 0 ? (
        none
      ) : (
        <>
          {hint}
          <ul className="grid gap-3 min-[480px]:grid-cols-2">
            {contents.map(({ accessory, quantity }) => (
              <AccessoryItem
                key={accessory.id}
                accessory={accessory}
                quantity={quantity}
                slots={accessorySlots[accessory.id]}
                onOpen={setDetail}
                onPrepare={() => void loadAccessoryDetailModal()}
              />
            ))}
          </ul>
        </>
      )}
      {detail ? (
        <Suspense fallback={null}>
          <AccessoryDetailModal accessory={detail} onClose={() => setDetail(null)} />
        </Suspense>
      ) : null}
    </section>
  )
}
