import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { SharedSlots } from './Configurator'

/** The configurator's markup that is the same on every tab, rendered here so it costs no client JavaScript. */
export async function sharedSlots(locale: Locale): Promise<SharedSlots> {
  const t = await getTranslations({ locale, namespace: 'configurator' })
  return {
    compareKitsLabel: (
      <>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 text-brand-700">
          <path d="M2 4.75A.75.75 0 0 1 2.75 4h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 4.75Zm0 5.25a.75.75 0 0 1 .75-.75h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 10Zm.75 4.5a.75.75 0 0 0 0 1.5h14.5a.75.75 0 0 0 0-1.5H2.75Z" />
        </svg>
        {t('compareKits.open')}
      </>
    ),
    // Devices that cannot hover (touch screens) get the tap wording: CSS only, no script.
    accessoriesHint: (
      <p className="text-sm text-slate-600">
        <span className="[@media(hover:none)]:hidden">{t('accessories.hint')}</span>
        <span className="hidden [@media(hover:none)]:inline">{t('accessories.hintTouch')}</span>
      </p>
    ),
    noAccessories: <p className="rounded-lg border border-dashed border-slate-400 p-4 text-slate-700">{t('accessories.none')}</p>,
    formFooter: (
      <p className="text-sm text-slate-700">
        {t('form.notSure')}{' '}
        <a href={`/${locale}/products`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {t('intro.compareProducts')}
        </a>
      </p>
    ),
  }
}
