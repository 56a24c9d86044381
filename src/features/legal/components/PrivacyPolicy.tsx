import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { telLink } from '@/features/site-shell'

/** Each section of the policy: a heading, then paragraphs and a list, in this order (keys under privacy.sections.<key>). */
const SECTIONS = [
  { key: 'collected', before: ['intro'], items: ['quotes', 'service', 'checkout', 'invoice', 'visits'] },
  { key: 'cards', before: ['body'] },
  { key: 'use', before: ['body'] },
  { key: 'sharing', before: ['body'] },
  { key: 'cookies', before: ['intro'], items: ['cart', 'language', 'order', 'storage'] },
  { key: 'retention', items: ['requests', 'orders', 'carts', 'logs'], after: ['after'] },
  { key: 'security', before: ['body'] },
  { key: 'rights', items: ['canada', 'quebec', 'us'], after: ['how'] },
  { key: 'contact', before: ['body'] },
  { key: 'changes', before: ['body'] },
] as const satisfies readonly { key: string; before?: readonly string[]; items?: readonly string[]; after?: readonly string[] }[]

const strong = (chunks: ReactNode) => <strong className="font-semibold text-slate-900">{chunks}</strong>

/** The privacy policy page (server-rendered text from the messages; the phone comes from the site settings). */
export async function PrivacyPolicy({ locale, phone }: { locale: Locale; phone: string }) {
  const t = await getTranslations({ locale, namespace: 'privacy' })
  const rich = (key: string) =>
    // The keys come from SECTIONS above, all present in both languages (messages test).
    t.rich(key as Parameters<typeof t.rich>[0], {
      b: strong,
      tel: telLink(phone),
      phone,
      email: (chunks) => (
        <a href={`mailto:${String(chunks)}`} className="font-semibold text-brand-700 underline hover:text-brand-900">
          {chunks}
        </a>
      ),
    })
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-10 md:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('effective')}</p>
      <p className="mt-4 text-lg text-slate-700">{t('intro')}</p>
      {SECTIONS.map((section) => {
        const base = `sections.${section.key}`
        return (
          <section key={section.key} aria-labelledby={`privacy-${section.key}`} className="mt-8">
            <h2 id={`privacy-${section.key}`} className="text-xl font-semibold text-brand-900">
              {t(`${base}.heading` as Parameters<typeof t>[0])}
            </h2>
            {('before' in section ? section.before : []).map((p) => (
              <p key={p} className="mt-3 text-slate-800">
                {rich(`${base}.${p}`)}
              </p>
            ))}
            {'items' in section && (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
                {section.items.map((item) => (
                  <li key={item}>{rich(`${base}.items.${item}`)}</li>
                ))}
              </ul>
            )}
            {('after' in section ? section.after : []).map((p) => (
              <p key={p} className="mt-3 text-slate-800">
                {rich(`${base}.${p}`)}
              </p>
            ))}
          </section>
        )
      })}
    </article>
  )
}
