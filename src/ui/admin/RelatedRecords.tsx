// The sidebar links of a record to its related records (src/collections/fields/related.ts), each
// with how many there are: a server component, counted when the record's page is rendered.
import type { FieldServerComponent } from 'payload'
import type { RelatedList } from '@/collections/fields/related'

const inLanguage = (label: { en: string; fr: string } | string | undefined, language: string | undefined) =>
  typeof label === 'string' ? label : language?.startsWith('fr') ? label?.fr : label?.en

export const RelatedRecords: FieldServerComponent = async ({ field, data, payload, i18n }) => {
  const related = ((field.admin as { custom?: { related?: RelatedList[] } } | undefined)?.custom?.related ?? []) as RelatedList[]
  const links = (
    await Promise.all(
      related.map(async ({ collection, path, from, label }) => {
        const value = (data as Record<string, unknown> | undefined)?.[from]
        if (value === undefined || value === null || value === '') return null
        const { totalDocs } = await payload.count({ collection, where: { [path]: { equals: value } }, overrideAccess: true })
        const href = `${payload.config.routes.admin}/collections/${collection}?where[${path}][equals]=${encodeURIComponent(String(value))}`
        return { key: `${collection}.${path}`, text: inLanguage(label, i18n.language), count: totalDocs, href }
      }),
    )
  ).filter((link) => link !== null)
  if (links.length === 0) return null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label">{inLanguage((field as { label?: { en: string; fr: string } | string }).label, i18n.language)}</p>
      <ul style={{ margin: 0, paddingLeft: 'calc(var(--base) * 1.2)' }}>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href}>{`${link.text} (${link.count})`}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
