import { describe, expect, it } from 'vitest'
import { worksiteExplorerBlock, worksites } from './content'
import { drawWorksite, dotPosition, WORKSITE_SIZE } from './drawing'

describe('worksite explorer seed', () => {
  it('puts a hotspot on every drawn unit, inside the picture, with French for each', () => {
    const { en, fr } = worksiteExplorerBlock
    expect(fr.tabs).toHaveLength(en.tabs.length)
    en.tabs.forEach((tab, i) => {
      expect(tab.dots.length).toBeGreaterThan(2)
      expect(fr.tabs[i]!.dots).toHaveLength(tab.dots.length)
      for (const dot of tab.dots) {
        expect(dot.top).toBeGreaterThan(0)
        expect(dot.top).toBeLessThan(99)
        expect(dot.left).toBeGreaterThan(0)
        expect(dot.left).toBeLessThan(99)
        expect(dot.ctaLink).toMatch(/^\/(request-quote|search\?|products\/storage-containers\?product_category=)/)
      }
    })
    for (const site of Object.values(worksites)) expect(Object.keys(site.hotspots).sort()).toEqual(site.scene.placements.map((p) => p.key).sort())
  })

  it('places a dot at the middle of its drawing', () => {
    // A drawing 600 px wide at x = 900 spans 900–1500: its middle is at 1200 of 2400, 50 %.
    expect(dotPosition({ key: 'k', subject: { unit: 'guardHouse' }, x: 900, width: 600 }).left).toBe(50)
  })

  it('draws one SVG document of the scene’s size, each drawing’s ids its own and no studio backdrop', () => {
    const svg = drawWorksite(worksites.construction.scene)
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${WORKSITE_SIZE.width}" height="${WORKSITE_SIZE.height}"`)).toBe(true)
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
    expect(new Set(ids).size).toBe(ids.length)
    expect(svg).not.toContain('url(#backdrop)')
    for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref)
  })
})
