import { describe, expect, it, vi } from 'vitest'
import { cartTotals, priceLine } from '@/features/pricing'
import { cartSite, checkoutTotalsFrom } from './checkoutTotals'
import { localizedLink } from './cartSummaryData'

vi.mock('next-intl/server', () => ({ getTranslations: vi.fn() }))
/** The labels are the message files' (checked by the HTTP tests); here a plain stand-in. */
const label = (code: string, rate: number) => `${code} ${rate}`

// 2 containers at $149.00, 1 kit at $25.00, delivery $99.00 + return $79.00, 3 cycles:
// rental $969.00, fees $356.00, $1,325.00 before tax (features/pricing/README.md).
const totals = cartTotals([
  priceLine({ containerCycleRate: 14_900, kitCycleRate: 2_500, deliveryFee: 9_900, returnFee: 7_900 }, { containerQuantity: 2, kitQuantity: 1, billingCycles: 3 }),
])

describe('checkoutTotalsFrom', () => {
  it('adds one tax line per component and the total after tax (Ontario HST 13 %)', () => {
    const result = checkoutTotalsFrom(totals, 'CAD', { country: 'CA', region: 'ON' }, [{ code: 'HST', rate: 13_000, appliesToFees: true }], label)
    expect(result).toMatchObject({ currency: 'CAD', totalBeforeTax: 132_500, tax: 17_225, totalAfterTax: 149_725, jurisdiction: { country: 'CA', region: 'ON' } })
    expect(result.taxLines).toEqual([{ code: 'HST', label: 'HST 13000', rateBps: 13_000, amount: 17_225 }])
  })
  it('rounds each Quebec line on its own', () => {
    const result = checkoutTotalsFrom(
      totals,
      'CAD',
      { country: 'CA', region: 'QC' },
      [
        { code: 'GST', rate: 5_000, appliesToFees: true },
        { code: 'QST', rate: 9_975, appliesToFees: true },
      ],
      label,
    )
    expect(result.taxLines).toEqual([
      { code: 'GST', label: 'GST 5000', rateBps: 5_000, amount: 6_625 },
      { code: 'QST', label: 'QST 9975', rateBps: 9_975, amount: 13_217 }, // 13216.875
    ])
    expect(result.tax).toBe(19_842)
    expect(result.totalAfterTax).toBe(152_342)
  })
  it('has no tax before the jurisdiction is known', () => {
    const result = checkoutTotalsFrom(totals, 'USD', null, [], label)
    expect(result).toMatchObject({ tax: 0, taxLines: [], totalAfterTax: 132_500, jurisdiction: null })
  })
})

describe('cartSite', () => {
  it("takes the saved site address, else step 1's ZIP and country", () => {
    expect(cartSite({ siteAddress: { state: 'NY', zipCode: '10118', country: 'US' }, contact: { zipCode: 'H2X 1Y4', country: 'CA' } })).toEqual({ country: 'US', state: 'NY', zipCode: '10118' })
    expect(cartSite({ siteAddress: {}, contact: { zipCode: 'H2X 1Y4', country: 'CA' } })).toEqual({ country: 'CA', state: null, zipCode: 'H2X 1Y4' })
  })
})

describe('localizedLink', () => {
  it('prefixes a bare path with the locale and keeps a localized or outside link', () => {
    expect(localizedLink('/legal/rental-terms', 'fr', '/x')).toBe('/fr/legal/rental-terms')
    expect(localizedLink('/fr/legal/rental-terms', 'en', '/x')).toBe('/fr/legal/rental-terms')
    expect(localizedLink('https://example.com/terms.pdf', 'en', '/x')).toBe('https://example.com/terms.pdf')
    expect(localizedLink('', 'en', '/legal/rental-terms')).toBe('/en/legal/rental-terms')
  })
})
