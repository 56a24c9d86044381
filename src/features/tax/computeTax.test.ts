import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeTaxLines, taxAmount, totalTax } from './computeTax'
import { taxJurisdiction } from './jurisdiction'
import { formatRatePercent, TAX_RATE_SCALE } from './rates'

describe('taxAmount (half up, to the cent)', () => {
  it('rounds each line half up', () => {
    expect(taxAmount(10_000, 13_000)).toBe(1_300) // $100.00 × 13 %
    expect(taxAmount(1_000, 9_975)).toBe(100) // 99.75 → 100
    expect(taxAmount(10, 5_000)).toBe(1) // 0.5 → 1
    expect(taxAmount(9, 5_000)).toBe(0) // 0.45 → 0
    expect(taxAmount(123_456, 4_225)).toBe(5_216) // 5215.9 → 5216
    expect(taxAmount(0, 13_000)).toBe(0)
  })
  it('is exact for very large amounts', () => {
    expect(taxAmount(900_719_925_474_099, 50_000)).toBe(450_359_962_737_050)
  })
  it('refuses fractions, negatives and rates above 100 %', () => {
    expect(() => taxAmount(1.5, 5_000)).toThrow(RangeError)
    expect(() => taxAmount(-1, 5_000)).toThrow(RangeError)
    expect(() => taxAmount(100, TAX_RATE_SCALE + 1)).toThrow(RangeError)
    expect(() => taxAmount(100, 0.5)).toThrow(RangeError)
  })
  it('never differs from the exact amount by more than half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: TAX_RATE_SCALE }), (cents, rate) => {
        expect(Math.abs(taxAmount(cents, rate) - (cents * rate) / TAX_RATE_SCALE)).toBeLessThanOrEqual(0.5 + 1e-6)
      }),
    )
  })
})

describe('computeTaxLines', () => {
  const taxable = { rental: 100_000, fees: 35_600 }
  it('taxes rentals and fees, one rounded line per tax (Quebec: GST + QST)', () => {
    const lines = computeTaxLines(taxable, [
      { code: 'GST', rate: 5_000, appliesToFees: true },
      { code: 'QST', rate: 9_975, appliesToFees: true },
    ])
    expect(lines).toEqual([
      { code: 'GST', rate: 5_000, base: 135_600, amount: 6_780 },
      { code: 'QST', rate: 9_975, base: 135_600, amount: 13_526 }, // 13526.1
    ])
    expect(totalTax(lines)).toBe(20_306)
  })
  it('leaves the fees out of a tax that does not apply to them', () => {
    expect(computeTaxLines(taxable, [{ code: 'PST', rate: 7_000, appliesToFees: false }])).toEqual([{ code: 'PST', rate: 7_000, base: 100_000, amount: 7_000 }])
  })
  it('has no line for a zero rate or a jurisdiction without sales tax', () => {
    expect(computeTaxLines(taxable, [])).toEqual([])
    expect(computeTaxLines(taxable, [{ code: 'STATE', rate: 0, appliesToFees: true }])).toEqual([])
  })
  it('rounds per line, so the total is the sum of the lines shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 1e7 }), (rental, fees) => {
        const lines = computeTaxLines({ rental, fees }, [
          { code: 'GST', rate: 5_000, appliesToFees: true },
          { code: 'PST', rate: 7_000, appliesToFees: true },
        ])
        expect(totalTax(lines)).toBe(lines[0]!.amount + lines[1]!.amount)
        expect(Math.abs(totalTax(lines) - ((rental + fees) * 12) / 100)).toBeLessThanOrEqual(1)
      }),
    )
  })
})

describe('taxJurisdiction', () => {
  const zips: Record<string, string> = { 'US:10001': 'NY', 'CA:H2X 1Y4': 'QC' }
  const regionOfZip = (country: 'US' | 'CA', zip: string) => zips[`${country}:${zip}`] ?? null
  it('takes the state typed (code or name, en or fr)', () => {
    expect(taxJurisdiction({ country: 'US', state: 'New Jersey', zipCode: '10001' }, regionOfZip)).toEqual({ country: 'US', region: 'NJ' })
    expect(taxJurisdiction({ country: 'CA', state: 'Québec' }, regionOfZip)).toEqual({ country: 'CA', region: 'QC' })
    expect(taxJurisdiction({ country: 'CA', state: 'on' }, regionOfZip)).toEqual({ country: 'CA', region: 'ON' })
  })
  it('falls back to the ZIP before the address is entered', () => {
    expect(taxJurisdiction({ country: 'US', state: '', zipCode: '10001' }, regionOfZip)).toEqual({ country: 'US', region: 'NY' })
    expect(taxJurisdiction({ country: 'CA', zipCode: 'H2X 1Y4' }, regionOfZip)).toEqual({ country: 'CA', region: 'QC' })
  })
  it('is null without a country, or with an unknown state and ZIP', () => {
    expect(taxJurisdiction({ state: 'NY', zipCode: '10001' }, regionOfZip)).toBeNull()
    expect(taxJurisdiction({ country: 'US', state: 'Ontario', zipCode: '99999' }, regionOfZip)).toBeNull()
  })
})

describe('formatRatePercent', () => {
  it('writes the rate as a percentage, with a decimal comma in French', () => {
    expect(formatRatePercent(13_000)).toBe('13')
    expect(formatRatePercent(9_975, 'fr')).toBe('9,975')
    expect(formatRatePercent(4_225, 'en')).toBe('4.225')
  })
})
