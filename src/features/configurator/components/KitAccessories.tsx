'use client'

import { lazy, Suspense, useState } from 'react'
import { useTranslations } from 'next-intl'
import type { Currency } from '@/lib/money'
import { cx } from '@/ui/cx'
import type { ConfiguratorAccessory, ConfiguratorContainer, ConfiguratorKit } from '../types'
import { AccessoryItem } from './AccessoryItem'
import { KitComparison } from './KitComparison'

// The detail dialog's code loads when an accessory is first pointed at, focused or chosen.
const loadAccessoryDetailModal = () => import('./AccessoryDetailModal')
const AccessoryDetailModal = lazy(loadAccessoryDetailModal)

export interface KitAccessoriesProps {
  container: ConfiguratorContainer
  kit: ConfiguratorKit | undefined
  currency: Currency
  className?: string
}

/** The selected kit's accessories (summary on hover and focus, details in a dialog on click, tap or Enter) and the kit comparison. */
export function KitAccessories({ container, kit, currency, className }: KitAccessoriesProps) {
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
        <KitComparison container={container} selectedKitId={kit?.id} currency={currency} />
      </div>
      {contents.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-400 p-4 text-slate-700">{t('none')}</p>
      ) : (
        <>
          {/* Devices that cannot hover (touch screens) get the tap wording: CSS only, no script. */}
          <p className="text-sm text-slate-600">
            <span className="[@media(hover:none)]:hidden">{t('hint')}</span>
            <span className="hidden [@media(hover:none)]:inline">{t('hintTouch')}</span>
          </p>
          <ul className="grid gap-3 min-[480px]:grid-cols-2">
            {contents.map(({ accessory, quantity }) => (
              <AccessoryItem
                key={accessory.id}
                accessory={accessory}
                quantity={quantity}
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
