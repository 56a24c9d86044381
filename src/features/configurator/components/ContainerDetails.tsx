import type { Locale } from '@/i18n/routing'
import { cx } from '@/ui/cx'
import type { ConfiguratorContainer } from '../types'
import { getTranslations } from 'next-intl/server'

const check = (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-brand-700">
    <path fillRule="evenodd" clipRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
  </svg>
)

/**
 * The container's specification and uses lists (spec 1 §3, from Ecomm_Specifications__c) and its
 * product sheet. A server component: the page renders one per container and the island shows
 * the selected one, so this markup costs no client JavaScript.
 */
export async function ContainerDetails({ container, locale, className }: { container: ConfiguratorContainer; locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'configurator' })
  const titleId = `${container.id}-details-title`
  const list = (title: string, items: string[]) =>
    items.length > 0 ? (
      <div>
        <h4 className="font-semibold text-brand-900">{title}</h4>
        <ul className="mt-2 flex flex-col gap-1.5 text-slate-800">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              {check}
              {item}
            </li>
          ))}
        </ul>
      </div>
    ) : null

  return (
    <section aria-labelledby={titleId} className={cx('rounded-xl bg-slate-50 p-5 sm:p-6', className)}>
      <h3 id={titleId} className="text-xl font-bold text-brand-900">
        {t('details.title')}
      </h3>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {list(t('details.specifications'), container.specifications)}
        {list(t('details.uses'), container.uses)}
        {container.productSheetUrl ? (
          <div className="md:justify-self-end">
            <a
              href={container.productSheetUrl}
              download
              type="application/pdf"
              className="inline-flex items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 font-semibold text-brand-700 shadow-sm hover:border-brand-700 hover:text-brand-900"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-6 shrink-0">
                <path d="M10.75 2.75a.75.75 0 0 0-1.5 0v8.614L6.295 8.235a.75.75 0 1 0-1.09 1.03l4.25 4.5a.75.75 0 0 0 1.09 0l4.25-4.5a.75.75 0 0 0-1.09-1.03l-2.955 3.129V2.75Z" />
                <path d="M3.5 12.75a.75.75 0 0 0-1.5 0v2.5A2.75 2.75 0 0 0 4.75 18h10.5A2.75 2.75 0 0 0 18 15.25v-2.5a.75.75 0 0 0-1.5 0v2.5c0 .69-.56 1.25-1.25 1.25H4.75c-.69 0-1.25-.56-1.25-1.25v-2.5Z" />
              </svg>
              <span>
                {t('details.productSheet')} <span className="text-sm font-normal text-slate-600">({t('details.productSheetFormat')})</span>
              </span>
            </a>
          </div>
        ) : null}
      </div>
    </section>
  )
}
