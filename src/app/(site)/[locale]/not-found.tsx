import { getLocale, getTranslations } from 'next-intl/server'

export default async function NotFound() {
  const locale = await getLocale()
  const t = await getTranslations('notFound')
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900">{t('heading')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('text')}</p>
      <a href={`/${locale}`} className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900">
        {t('homeLink')}
      </a>
    </section>
  )
}
