'use client'

import { useTranslations } from '#i18n/hooks'
import { Modal } from '@/ui/Modal'
import type { ConfiguratorAccessory } from '../types'

/** Accessory details (spec 1 §2.1): name, description, image, Feature1 and Feature2, optional link. Loaded lazily. */
export default function AccessoryDetailModal({ accessory, onClose }: { accessory: ConfiguratorAccessory; onClose: () => void }) {
  const t = useTranslations('configurator.accessoryDetail')
  return (
    <Modal open onClose={onClose} title={accessory.name} size="lg">
      <div className="flex flex-col gap-5 sm:flex-row">
        {/* eslint-disable-next-line @next/next/no-img-element -- sized image in a dialog */}
        <img
          src={accessory.image.url}
          alt={accessory.image.alt}
          width={accessory.image.width}
          height={accessory.image.height}
          className="h-auto w-full rounded-lg bg-slate-100 object-cover sm:w-56 sm:self-start"
        />
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-slate-800">{accessory.productDescription || accessory.description}</p>
          {accessory.features.length > 0 ? (
            <div>
              <h3 className="font-semibold text-slate-900">{t('features')}</h3>
              <ul className="mt-1 list-disc pl-5 text-slate-800">
                {accessory.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {accessory.link ? (
            <a
              href={accessory.link}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t('learnMore', { name: accessory.name })}
            </a>
          ) : null}
        </div>
      </div>
    </Modal>
  )
}
