import { describe, expect, it } from 'vitest'
import { shapeOf } from '../lexical'
import { solutionsPage } from './content'

type Tree = Record<string, unknown>

/** Walks English and French together, by position, as the seed lays the French over the English. */
function pairs(en: unknown, fr: unknown, path: string, out: [string, unknown, unknown][]) {
  if (Array.isArray(en)) {
    if (fr !== undefined) expect(Array.isArray(fr) ? fr.length : -1, `${path} rows`).toBe(en.length)
    en.forEach((row, i) => pairs(row, (fr as unknown[] | undefined)?.[i], `${path}[${i}]`, out))
  } else if (en && typeof en === 'object') {
    for (const [key, value] of Object.entries(en as Tree)) {
      const french = fr && typeof fr === 'object' ? (fr as Tree)[key] : undefined
      if (key === 'content' || key === 'image') out.push([`${path}.${key}`, value, french])
      else if (typeof value === 'object') pairs(value, french, `${path}.${key}`, out)
      else out.push([`${path}.${key}`, value, french])
    }
  }
}

describe('solutions page seed', () => {
  const walk = () => {
    const found: [string, unknown, unknown][] = []
    pairs(solutionsPage.en.layout, solutionsPage.fr.layout, 'layout', found)
    return found
  }

  it('uses the anchor bar, multi-column layouts (with a nested row) and both banner kinds', () => {
    const types = solutionsPage.en.layout.map((block) => block.blockType)
    expect(types).toEqual(expect.arrayContaining(['anchorNav', 'layout', 'callToActionBanner']))
    expect(JSON.stringify(solutionsPage.en.layout)).toContain('"blockType":"layoutRow"')
    const banners = solutionsPage.en.layout.filter((block) => block.blockType === 'callToActionBanner')
    // No chat script that could never load (issue 43, item 4): the chat button is a chat link.
    expect(banners.some((banner) => 'script' in banner)).toBe(false)
    expect(banners.some((banner) => 'primaryCtaLink' in banner && banner.primaryCtaLink === '{{chat}}')).toBe(true)
    expect(banners.every((banner) => banner.heading.includes('\\n'))).toBe(true)
  })
  it('holds the standard quote form in a column of the construction section, beside rich text, in both languages', () => {
    type Section = { anchorId?: string; rows: { columns: { blocks: { blockType?: string; heading?: string; submitCtaLabel?: string }[] }[] }[] }
    const at = solutionsPage.en.layout.findIndex((block) => 'anchorId' in block && block.anchorId === 'construction')
    const [en, fr] = [solutionsPage.en.layout[at], solutionsPage.fr.layout[at]] as Section[]
    const row = en!.rows.findIndex((candidate) => candidate.columns.some((column) => column.blocks.some((block) => block.blockType === 'quoteForm')))
    expect(en!.rows[row]?.columns.map((column) => column.blocks.map((block) => block.blockType))).toEqual([['layoutRichText'], ['quoteForm']])
    expect(fr!.rows[row]!.columns[1]!.blocks[0]).toMatchObject({ heading: 'Obtenez une soumission pour votre chantier', submitCtaLabel: 'Obtenir ma soumission' })
  })
  it('holds the product offerings, each with an image, text and a button', () => {
    const block = solutionsPage.en.layout.find((b) => b.blockType === 'productOfferings')
    expect(block && 'offerings' in block ? block.offerings.map((o) => Boolean(o.image && o.content && o.ctaLabel && o.ctaLink)) : []).toEqual([true, true, true, true])
  })
  it('holds customizations tabs, each naming customizations the seed makes, with its button', async () => {
    const { customizationSeeds } = await import('../resources/customizations')
    const made = new Set(customizationSeeds.map((seed) => seed.slug))
    const block = solutionsPage.en.layout.find((b) => b.blockType === 'customizationTabs')
    const tabs = block && 'tabs' in block ? block.tabs : []
    expect(tabs.length).toBeGreaterThanOrEqual(2)
    for (const tab of tabs) {
      expect(tab.customizations.length, tab.title).toBeGreaterThan(0)
      for (const ref of tab.customizations) expect(made.has(ref.entry.slug), ref.entry.slug).toBe(true)
      expect(tab.ctaLink).toBe('/customizations/overview')
    }
  })
  it('holds use-case tabs naming use cases the seed makes', async () => {
    const { useCaseSeeds } = await import('../resources/subIndustries')
    const made = new Set(useCaseSeeds.map((seed) => seed.slug))
    const block = solutionsPage.en.layout.find((b) => b.blockType === 'useCaseTabs')
    const refs = block && 'useCases' in block ? block.useCases : []
    expect(refs.length).toBeGreaterThanOrEqual(3)
    for (const ref of refs) expect(made.has(ref.entry.slug), ref.entry.slug).toBe(true)
  })
  it('points every anchor at a section of the page', () => {
    const ids = solutionsPage.en.layout.flatMap((block) => ('anchorId' in block && block.anchorId ? [block.anchorId] : []))
    const anchors = solutionsPage.en.layout.find((block) => block.blockType === 'anchorNav')!.anchors
    expect(anchors.map((anchor) => anchor.url.slice(1))).toEqual(ids)
  })
  it('gives French for every localized English text, and rich text of the same shape', () => {
    const english = new Set(['label', 'heading', 'subheading', 'caption', 'text', 'linkLabel', 'primaryCtaLabel', 'secondaryCtaLabel', 'eyebrow', 'tabLabel', 'ctaLabel', 'title'])
    for (const [path, en, fr] of walk()) {
      const key = path.split('.').pop()!
      if (key === 'content') expect(shapeOf(fr), path).toEqual(shapeOf(en))
      else if (english.has(key) && typeof en === 'string') expect(fr, path).toBeTruthy()
    }
  })
})
