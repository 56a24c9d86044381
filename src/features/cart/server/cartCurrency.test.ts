import { describe, expect, it } from 'vitest'
import { containers, kits } from '@/features/products/testing'
import { buildLine, type StoredLine } from './cartLines'
import { cartCurrencyForCountry, repriceLines } from './cartCurrency'

const catalog = { containers, kits }
const request = (containerIndex: number, kitIndex: number) => ({
  category: containers[containerIndex]!.category as never,
  container: containers[containerIndex]!,
  kit: kits[kitIndex]!,
  containerQuantity: 2,
  kitQuantity: 1,
  startDate: '2026-03-02' as const,
  endDate: '2026-04-28' as const,
})
const usdLines: StoredLine[] = [
  { ...buildLine(request(0, 2), 28, 'USD'), id: 'line-a' },
  { ...buildLine(request(3, 4), 28, 'USD'), id: 'line-b', container: containers[3]! },
]

describe('cartCurrencyForCountry', () => {
  it('Canada is priced in CAD, the United States in USD', () => {
    expect(cartCurrencyForCountry('CA')).toBe('CAD')
    expect(cartCurrencyForCountry('US')).toBe('USD')
  })
})

describe('repriceLines', () => {
  it("takes every line's rates again from the catalog in the new currency", () => {
    const cad = repriceLines(usdLines, 'CAD', catalog)
    expect(cad.map((line) => line.priceSnapshot)).toEqual([
      { containerCycleRate: 19_500, kitCycleRate: 2 * 1_300, deliveryFee: 12_900, returnFee: 9_900 },
      { containerCycleRate: 19_500, kitCycleRate: 4 * 1_300, deliveryFee: 12_900, returnFee: 9_900 },
    ])
  })

  it('keeps ids, quantities, dates and billing cycles', () => {
    const cad = repriceLines(usdLines, 'CAD', catalog)
    cad.forEach((line, i) => {
      const { priceSnapshot: _new, ...rest } = line
      const { priceSnapshot: _old, ...before } = usdLines[i]!
      expect(rest).toEqual(before)
    })
  })

  it('back to USD gives the USD snapshot again (a round trip is exact)', () => {
    expect(repriceLines(repriceLines(usdLines, 'CAD', catalog), 'USD', catalog)).toEqual(usdLines)
  })

  it('refuses a line whose container or kit left the catalog', () => {
    expect(() => repriceLines(usdLines, 'CAD', { containers: containers.slice(1), kits })).toThrow(/not in the catalog/)
    expect(() => repriceLines(usdLines, 'CAD', { containers, kits: [] })).toThrow(/not in the catalog/)
  })

  it('an empty cart stays empty', () => {
    expect(repriceLines([], 'CAD', catalog)).toEqual([])
  })
})
