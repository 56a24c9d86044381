import { describe, expect, it, vi } from 'vitest'
import type { Field } from 'payload'

// Fresh schema objects: a test file that loads payload.config.ts in this worker has had Payload
// sanitize them in place (its own collections added to the list, a label made from each unlabelled
// field's name), which would hide what this test looks for.
vi.resetModules()
const { cmsCollections, cmsGlobals } = await import('./cmsSchema')

/**
 * Staff use the admin in English or in French (Payload's language switch): every label, group,
 * description and select option they read has an `en` and an `fr` text. A field without a label
 * shows its name made into English words ("Transaction Id") in both languages, and a plain-string
 * description is English in the French admin too. Fields staff never see (hidden) need none.
 */
type Problem = string

const bilingual = (text: unknown) =>
  typeof text === 'object' && text !== null && typeof (text as Record<string, unknown>).en === 'string' && typeof (text as Record<string, unknown>).fr === 'string'

function checkText(where: string, what: string, text: unknown, problems: Problem[], { required }: { required: boolean }) {
  if (text === undefined || text === false) {
    if (required) problems.push(`${where}: no ${what}`)
    return
  }
  // A function (a label or description computed per request) takes the admin language itself.
  if (typeof text === 'function') return
  if (!bilingual(text)) problems.push(`${where}: ${what} is not { en, fr }: ${JSON.stringify(text)}`)
}

function checkFields(where: string, fields: Field[], problems: Problem[]) {
  for (const field of fields) {
    const f = field as Field & { name?: string; label?: unknown; hidden?: boolean; admin?: { hidden?: boolean; description?: unknown; disabled?: boolean }; options?: unknown[]; fields?: Field[]; tabs?: { label?: unknown; fields: Field[]; name?: string }[]; blocks?: unknown[] }
    if (f.hidden || f.admin?.hidden || f.admin?.disabled) continue
    const at = `${where}.${f.name ?? f.type}`
    if (f.type === 'ui') continue
    if (f.name && f.type !== 'join') checkText(at, 'label', f.label, problems, { required: true })
    checkText(at, 'description', f.admin?.description, problems, { required: false })
    for (const option of f.options ?? []) {
      if (typeof option === 'string') problems.push(`${at}: option "${option}" has no { en, fr } label`)
      else checkText(`${at}[${(option as { value: string }).value}]`, 'option label', (option as { label: unknown }).label, problems, { required: true })
    }
    if (f.fields) checkFields(at, f.fields, problems)
    for (const block of (f.blocks ?? []) as { slug: string; labels?: { singular?: unknown; plural?: unknown }; fields: Field[] }[]) {
      checkText(`${at}.${block.slug}`, 'block label', block.labels?.singular, problems, { required: true })
      checkFields(`${at}.${block.slug}`, block.fields, problems)
    }
    for (const tab of f.tabs ?? []) {
      checkText(`${at}.tab`, 'tab label', tab.label, problems, { required: true })
      checkFields(`${at}.${tab.name ?? 'tab'}`, tab.fields, problems)
    }
  }
}

describe('the admin in both languages', () => {
  it.each(cmsCollections.map((c) => [c.slug, c] as const))('collection %s: its labels, group, description, fields and options have English and French', (_, collection) => {
    const problems: Problem[] = []
    checkText(collection.slug, 'singular label', collection.labels?.singular, problems, { required: true })
    checkText(collection.slug, 'plural label', collection.labels?.plural, problems, { required: true })
    if (!collection.admin?.hidden) checkText(collection.slug, 'group', collection.admin?.group, problems, { required: false })
    checkText(collection.slug, 'description', collection.admin?.description, problems, { required: false })
    checkFields(collection.slug, collection.fields, problems)
    expect(problems).toEqual([])
  })

  it.each(cmsGlobals.map((g) => [g.slug, g] as const))('global %s: its label and fields have English and French', (_, global) => {
    const problems: Problem[] = []
    checkText(global.slug, 'label', global.label, problems, { required: true })
    checkFields(global.slug, global.fields, problems)
    expect(problems).toEqual([])
  })
})
