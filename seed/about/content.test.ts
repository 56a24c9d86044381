import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { aboutPage, testimonialPeople } from './content'
import { drawPortrait, PORTRAIT_SIZE } from './portraits'

describe('about page seed', () => {
  it('gives French for every block and row, by position', () => {
    const { en, fr } = aboutPage
    expect(fr.layout).toHaveLength(en.layout.length)
    en.layout.forEach((block, i) => {
      const french = fr.layout[i] as Record<string, unknown>
      expect(french.heading, `block ${i} heading`).toBeTruthy()
      for (const key of ['columns', 'rows', 'items'] as const) {
        if (key in block) expect((french[key] as unknown[]).length, `block ${i} ${key}`).toBe((block as unknown as Record<string, unknown[]>)[key]!.length)
      }
    })
  })
  it('uses the hero, both table styles with a most-popular column, an accordion and testimonials', () => {
    const types = aboutPage.en.layout.map((block) => block.blockType)
    expect(types[0]).toBe('hero')
    expect(types).toEqual(expect.arrayContaining(['featureTable', 'accordion', 'testimonials']))
    const tables = aboutPage.en.layout.filter((block) => block.blockType === 'featureTable')
    expect(tables.map((table) => table.tableStyle).sort()).toEqual(['checkmarks', 'numbers'])
    const testimonials = aboutPage.en.layout.find((block) => block.blockType === 'testimonials')
    expect(testimonials?.items).toHaveLength(testimonialPeople.length)
  })
  it('draws each portrait as a square image', async () => {
    for (const person of testimonialPeople) {
      const { width, height, format } = await sharp(Buffer.from(drawPortrait(person.look))).metadata()
      expect({ width, height, format }).toEqual({ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, format: 'svg' })
    }
  })
})
