import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { buttonClassName } from '@/ui/Button'
import { CUSTOMIZATIONS_OVERVIEW_PATH, type CustomizationCard } from '../customizations'
import { ResourceBody } from './ResourceParts'

/** /{locale}/customizations/{categorySlug}/{slug}: a customization with its structured data (a Service). */
export async function CustomizationDetailPage({ locale, customization, body, jsonLd }: { locale: Locale; customization: CustomizationCard; body: string | null; jsonLd: object }) {
  const t = await getTranslations({ locale, namespace: 'resources.customization' })
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <p>
        <a href={`/${locale}${CUSTOMIZATIONS_OVERVIEW_PATH}#${customization.category.slug}`} className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900">
          ← {t('back')}
        </a>
      </p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-800">{customization.category.name}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{customization.title}</h1>
      <ResourceBody image={customization.image} excerpt={customization.excerpt} body={body} />
      <p className="mt-10">
        <a href={`/${locale}/request-quote`} className={buttonClassName({ variant: 'primary' })}>
          {t('cta')}
        </a>
      </p>
    </article>
  )
}
