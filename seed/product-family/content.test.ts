import { describe, expect, it } from 'vitest'
import { shapeOf } from '../lexical'
import { familyImages, productFamilyPage } from './content'

describe('storage containers page seed', () => {
  const { en, fr } = productFamilyPage
  it('gives French for every block and row, by position, with rich text shaped like the English', () => {
    expect(fr.layout).toHaveLength(en.layout.length)
    en.layout.forEach((block, i) => {
      const french = fr.layout[i] as Record<string, unknown>
      expect(french.heading, `block ${i} heading`).toBeTruthy()
      if (block.blockType === 'productMediaGallery') expect(shapeOf(french.content)).toEqual(shapeOf(block.content))
      if (block.blockType === 'imageCarousel') expect((french.images as unknown[]).length).toBe(block.images.length)
      if (block.blockType === 'infoDotExplorer') {
        const tabs = french.tabs as { dots: unknown[] }[]
        expect(tabs.map((tab) => tab.dots.length)).toEqual(block.tabs.map((tab) => tab.dots.length))
      }
      if (block.blockType === 'featureTable') expect((french.rows as unknown[]).length).toBe(block.rows.length)
      if (block.blockType === 'unitTabs') {
        const tabs = french.tabs as Record<string, unknown>[]
        expect(tabs).toHaveLength(block.tabs.length)
        block.tabs.forEach((tab, j) => {
          const fr = tabs[j]!
          expect(fr.tabLabel, `tab ${j}`).toBeTruthy()
          for (const key of ['sections', 'comparisons', 'useCases'] as const) {
            const rows = (tab as Record<string, unknown>)[key] as { items?: unknown[] }[] | undefined
            const frRows = fr[key] as { items?: unknown[] }[] | undefined
            expect(frRows?.length, `tab ${j} ${key}`).toBe(rows?.length)
            rows?.forEach((row, k) => expect(frRows![k]!.items?.length).toBe(row.items?.length))
          }
          if ('content' in tab) expect(shapeOf(fr.content)).toEqual(shapeOf(tab.content))
        })
      }
    })
  })
  it('shows the unit configurator tabs (more than 2, one a comparison), the product cards, the feature table, the container choice, the galleries and the comparison cards of the catalog’s drawings', () => {
    expect(en.layout.map((block) => block.blockType)).toEqual(['hero', 'unitTabs', 'infoDotExplorer', 'productMediaGallery', 'imageCarousel', 'cardCarousel', 'featureTable', 'containerChoice', 'productComparison', 'callToActionBanner'])
    // More product cards than dots (spec 3 §9: at most 4), and a feature list on every container.
    const productCards = en.layout.flatMap((block) => (block.blockType === 'cardCarousel' && block.style === 'product' ? block.cards : []))
    expect(productCards.length).toBeGreaterThan(4)
    const containers = en.layout.flatMap((block) => (block.blockType === 'containerChoice' ? block.cards : []))
    expect(containers.every((card) => card.features.length > 0)).toBe(true)
    const tabs = en.layout.flatMap((block) => (block.blockType === 'unitTabs' ? block.tabs : []))
    expect(tabs.length).toBeGreaterThan(2)
    expect(tabs.map((tab) => tab.kind)).toEqual(['standard', 'standard', 'standard', 'comparison'])
    for (const file of Object.values(familyImages)) expect(file).toMatch(/^container-\d\d(ws|zi|zs)-(exterior|doors-open|interior)\.webp$/)
  })
})
