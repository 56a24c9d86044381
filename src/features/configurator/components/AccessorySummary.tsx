import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { ConfiguratorAccessory } from '../types'

/** The accessory's thumbnail, on its button (server-rendered, like its name and summary). */
export function AccessoryThumbnail({ accessory }: { accessory: ConfiguratorAccessory }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small fixed-size thumbnail
    <img src={accessory.image.thumbnailUrl} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-md bg-slate-100 object-cover" />
  )
}

/**
 * What an accessory's tooltip says: its name, description and features. A server component: the
 * page renders one per accessory and AccessoryItem (in the island) shows it on hover and focus,
 * so this markup costs no client JavaScript.
 */
export async function AccessorySummary({ accessory, locale }: { accessory: ConfiguratorAccessory; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'configurator.accessories' })
  return (
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
  )
}
