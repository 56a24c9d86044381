import { describe, expect, it } from 'vitest'
import { CA_PROVINCES, US_STATES } from '@/integrations/address/regions'
import { CA_TAX_RATES, TAX_RATES, US_TAX_RATES } from './data'

const rate = (country: 'US' | 'CA', region: string, code: string) =>
  TAX_RATES.find((r) => r.country === country && r.region === region)?.components.find((c) => c.code === code)?.rate

describe('seeded tax rates', () => {
  it('cover every US state and DC exactly once', () => {
    const regions = US_TAX_RATES.map((r) => r.region)
    expect(new Set(regions).size).toBe(regions.length)
    expect(regions.length).toBe(51)
    for (const region of regions) expect(US_STATES[region], region).toBeDefined()
    expect(regions).toContain('DC')
  })
  it('cover every Canadian province and territory exactly once', () => {
    expect(CA_TAX_RATES.map((r) => r.region).sort()).toEqual(Object.keys(CA_PROVINCES).sort())
  })
  it('have no sales tax in Delaware, Montana, New Hampshire, Oregon and Alaska', () => {
    for (const region of ['DE', 'MT', 'NH', 'OR', 'AK']) expect(US_TAX_RATES.find((r) => r.region === region)?.components).toEqual([])
  })
  it('hold the known base rates', () => {
    expect(rate('US', 'NY', 'STATE')).toBe(4_000)
    expect(rate('US', 'CA', 'STATE')).toBe(7_250)
    expect(rate('US', 'TX', 'STATE')).toBe(6_250)
    expect(rate('CA', 'ON', 'HST')).toBe(13_000)
    expect(rate('CA', 'NS', 'HST')).toBe(14_000)
    expect(rate('CA', 'QC', 'GST')).toBe(5_000)
    expect(rate('CA', 'QC', 'QST')).toBe(9_975)
    expect(rate('CA', 'BC', 'PST')).toBe(7_000)
    expect(rate('CA', 'AB', 'GST')).toBe(5_000)
  })
  it('are plausible: integers, under 10 % for a US state, GST 5 % or HST (never both) in Canada', () => {
    for (const r of US_TAX_RATES) for (const c of r.components) expect(Number.isInteger(c.rate) && c.rate > 0 && c.rate < 10_000, r.region).toBe(true)
    for (const r of CA_TAX_RATES) {
      const codes = r.components.map((c) => c.code)
      expect(codes.includes('GST') !== codes.includes('HST'), r.region).toBe(true)
      if (codes.includes('GST')) expect(rate('CA', r.region, 'GST')).toBe(5_000)
      if (codes.includes('HST')) expect(rate('CA', r.region, 'HST')! >= 13_000).toBe(true)
    }
  })
})
