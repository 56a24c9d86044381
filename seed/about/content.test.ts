import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { shapeOf } from '../lexical'
import { aboutImages, aboutPage, testimonialPeople } from './content'
import { drawPortrait, PORTRAIT_SIZE } from './portraits'

describe('about page seed', () => {
  it('gives French for every block and row, by position', () => {
    const { en, fr } = aboutPage
    expect(fr.layout).toHaveLength(en.layout.length)
    en.layout.forEach((block, i) => {
      const french = fr.layout[i] as Record<string, unknown>
      expect(french.heading, `block ${i} heading`).toBeTruthy()
      for (const key of ['columns', 'rows', 'items', 'steps'] as const) {
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
  it('uses step tabs with the catalog’s drawings and customer cards, with French rich text shaped like the English', () => {
    const { en, fr } = aboutPage
    const types = en.layout.map((block) => block.blockType)
    expect(types).toEqual(expect.arrayContaining(['stepTabs', 'customerCards']))
    for (const file of Object.values(aboutImages)) expect(file).toMatch(/^(container-\d\d(ws|zi|zs)-(exterior|doors-open|interior)|used-unit-[a-z-]+)\.webp$/)
    en.layout.forEach((block, i) => {
      const french = fr.layout[i] as Record<string, unknown>
      if (block.blockType === 'stepTabs') {
        block.steps.forEach((step, j) => expect(shapeOf((french.steps as { content: unknown }[])[j]!.content), `step ${j}`).toEqual(shapeOf(step.content)))
      }
      if (block.blockType === 'customerCards') expect((french.customers as unknown[]).length).toBe(block.customers.length)
    })
  })
  it('draws each portrait as a square image', async () => {
    for (const person of testimonialPeople) {
      const { width, height, format } = await sharp(Buffer.from(drawPortrait(person.look))).metadata()
      expect({ width, height, format }).toEqual({ width: PORTRAIT_SIZE, height: PORTRAIT_SIZE, format: 'svg' })
    }
  })
  it('shows the used units in showroom cards (French for each), each linking to the unit search of its type', () => {
    const { en, fr } = aboutPage
    const index = en.layout.findIndex((block) => block.blockType === 'showroomCards')
    const showroom = en.layout[index]
    if (showroom?.blockType !== 'showroomCards') throw new Error('no showroom cards')
    expect(showroom.cards.length).toBeGreaterThan(4)
    for (const card of showroom.cards) expect(card.cardLink).toMatch(/^\/search\?unit-type=[a-zA-Z]+$/)
    expect((fr.layout[index] as { cards: unknown[] }).cards).toHaveLength(showroom.cards.length)
  })
})
