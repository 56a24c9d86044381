import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { categories, containers, kits } from '@/features/products/testing'
import { buildLine, replaceCategoryLine, type StoredLine } from './cartLines'

const line = (category: number, containerQuantity = 1, id?: string): StoredLine => ({
  ...(id ? { id } : {}),
  category,
  container: 21,
  containerQuantity,
  kit: 12,
  kitQuantity: 1,
  startDate: '2026-03-02',
  endDate: '2026-03-30',
  billingCycles: 1,
  priceSnapshot: { containerCycleRate: 1, kitCycleRate: 1, deliveryFee: 1, returnFee: 1 },
})

describe('replaceCategoryLine', () => {
  it('adds the first line of a category at the end', () => {
    expect(replaceCategoryLine([line(1, 1, 'a')], line(2, 3)).map((l) => [l.category, l.containerQuantity])).toEqual([
      [1, 1],
      [2, 3],
    ])
  })
  it("replaces the category's line in place and keeps the other lines", () => {
    const result = replaceCategoryLine([line(1, 1, 'a'), line(2, 1, 'b'), line(3, 1, 'c')], line(2, 4))
    expect(result.map((l) => [l.id ?? null, l.category, l.containerQuantity])).toEqual([
      ['a', 1, 1],
      [null, 2, 4],
      ['c', 3, 1],
    ])
  })
  it('matches categories whether stored populated or by id', () => {
    const populated = { ...line(1, 1, 'a'), category: categories[1]! }
    expect(replaceCategoryLine([populated], line(1, 5))).toHaveLength(1)
  })
  it('always leaves exactly one line per category', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 5 })), { maxLength: 12 }), (steps) => {
        let lines: StoredLine[] = []
        for (const [category, quantity] of steps) lines = replaceCategoryLine(lines, line(category, quantity))
        const seen = lines.map((l) => l.category)
        expect(new Set(seen).size).toBe(seen.length)
        expect(new Set(seen)).toEqual(new Set(steps.map(([c]) => c)))
        for (const l of lines) expect(l.containerQuantity).toBe(steps.findLast(([c]) => c === l.category)![1])
      }),
    )
  })
})

describe('buildLine', () => {
  const request = {
    category: categories[1]!,
    container: containers[0]!,
    kit: kits[2]!,
    containerQuantity: 2,
    kitQuantity: 1,
    startDate: '2026-03-02',
    endDate: '2026-04-27',
  }
  it('snapshots the catalog rates of the currency and counts billing cycles from the dates', () => {
    expect(buildLine(request, 28, 'USD')).toEqual({
      category: 1,
      container: 21,
      containerQuantity: 2,
      kit: 13,
      kitQuantity: 1,
      startDate: '2026-03-02',
      endDate: '2026-04-27',
      billingCycles: 2,
      priceSnapshot: { containerCycleRate: 15_000, kitCycleRate: 2_000, deliveryFee: 9_900, returnFee: 7_900 },
    })
    expect(buildLine(request, 28, 'CAD').priceSnapshot).toEqual({ containerCycleRate: 19_500, kitCycleRate: 2_600, deliveryFee: 12_900, returnFee: 9_900 })
  })
  it('uses the configured cycle length', () => {
    expect(buildLine({ ...request, endDate: '2026-03-30' }, 28, 'USD').billingCycles).toBe(1)
    expect(buildLine({ ...request, endDate: '2026-03-30' }, 14, 'USD').billingCycles).toBe(2)
  })
})
