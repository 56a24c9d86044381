'use client'

import { useId } from 'react'
import { useLocale } from 'next-intl'
import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { formatMoney, type Currency } from '@/lib/money'
import { cx, focusRing } from '@/ui/cx'
import { Modal } from '@/ui/Modal'
import type { ConfiguratorAccessory, IslandContainer } from '../types'
import { isNoneKit } from '../client/configuration'

export interface KitComparisonModalProps {
  container: IslandContainer
  selectedKitId: string | undefined
  currency: Currency
  onClose: () => void
}

/** Accessories (rows) × kits (columns), with the quantity each kit includes. Loaded lazily. */
export default function KitComparisonModal({ container, selectedKitId, currency, onClose }: KitComparisonModalProps) {
  const t = useTranslations('configurator.compareKits')
  const locale = useLocale() as Locale
  const captionId = useId()
  const kits = container.kits.filter((kit) => !isNoneKit(kit))
  const accessories = [
    ...new Map(kits.flatMap((kit) => kit.contents.map(({ accessory }) => [accessory.id, accessory] as const))).values(),
  ]
  const quantityOf = (kitIndex: number, accessory: ConfiguratorAccessory) =>
    kits[kitIndex]!.contents.find((line) => line.accessory.id === accessory.id)?.quantity ?? 0
  const column = (kitId: string) => (kitId === selectedKitId ? 'bg-brand-50' : '')

  return (
    <Modal open onClose={onClose} title={t('title')} description={t('description', { container: container.name })} size="xl">
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={cx('overflow-x-auto rounded-md', focusRing)}>
        <table className="w-full border-collapse text-sm">
          <caption id={captionId} className="sr-only">
            {t('caption', { container: container.name })}
          </caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="p-3 text-left font-semibold text-slate-900">
                {t('accessory')}
              </th>
              {kits.map((kit) => (
                <th key={kit.id} scope="col" className={cx('p-3 text-center font-semibold text-brand-900', column(kit.id))}>
                  {kit.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {accessories.map((accessory) => (
              <tr key={accessory.id} className="border-b border-slate-200">
                <th scope="row" className="p-3 text-left font-medium text-slate-900">
                  {accessory.name}
                </th>
                {kits.map((kit, index) => {
                  const quantity = quantityOf(index, accessory)
                  return (
                    <td key={kit.id} className={cx('p-3 text-center', column(kit.id))}>
                      {quantity > 0 ? (
                        <span className="inline-flex items-center gap-1 font-semibold text-green-800">
                          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                            <path
                              fillRule="evenodd"
                              clipRule="evenodd"
                              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                            />
                          </svg>
                          <span aria-hidden="true">{quantity > 1 ? `× ${quantity}` : null}</span>
                          <span className="sr-only">{quantity > 1 ? t('includedQuantity', { count: quantity }) : t('included')}</span>
                        </span>
                      ) : (
                        <>
                          <span aria-hidden="true" className="text-slate-500">
                            —
                          </span>
                          <span className="sr-only">{t('notIncluded')}</span>
                        </>
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
            <tr>
              <th scope="row" className="p-3 text-left font-semibold text-slate-900">
                {t('pricePerCycle')}
              </th>
              {kits.map((kit) => (
                <td key={kit.id} className={cx('p-3 text-center font-bold text-brand-900 tabular-nums', column(kit.id))}>
                  {formatMoney(kit.cycleRate, currency, locale)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </Modal>
  )
}
