import { describe, expect, it } from 'vitest'
import { balanceOfOpenItems, companyCodeOf, ledgerOfAccount, relationId } from './ledger'

describe('balanceOfOpenItems', () => {
  it('is the sum of the open amounts in cents', () => {
    expect(balanceOfOpenItems([{ amountCents: 45500 }, { amountCents: 2500 }])).toBe(48000)
  })
  it('is zero without items, and ignores items without an amount', () => {
    expect(balanceOfOpenItems([])).toBe(0)
    expect(balanceOfOpenItems(undefined)).toBe(0)
    expect(balanceOfOpenItems([{ amountCents: 1000 }, {}, { amountCents: null }, { amountCents: Number.NaN }])).toBe(1000)
  })
  it('may be zero (paid) or below zero (a credit)', () => {
    expect(balanceOfOpenItems([{ amountCents: 0 }])).toBe(0)
    expect(balanceOfOpenItems([{ amountCents: -5000 }])).toBe(-5000)
    expect(balanceOfOpenItems([{ amountCents: 10000 }, { amountCents: -12500 }])).toBe(-2500)
  })
})

describe('ledgerOfAccount', () => {
  it('1100 bills in Canadian dollars', () => {
    expect(ledgerOfAccount({ companyCode: '1100' })).toEqual({ companyCode: '1100', currency: 'CAD' })
  })
  it('1000, or anything else, bills in US dollars', () => {
    expect(ledgerOfAccount({ companyCode: '1000' })).toEqual({ companyCode: '1000', currency: 'USD' })
    expect(ledgerOfAccount({ companyCode: null })).toEqual({ companyCode: '1000', currency: 'USD' })
    expect(ledgerOfAccount(null)).toEqual({ companyCode: '1000', currency: 'USD' })
  })
  it('reads a padded or numeric code', () => {
    expect(companyCodeOf(' 1100 ')).toBe('1100')
    expect(companyCodeOf(1100)).toBe('1100')
  })
})

describe('relationId', () => {
  it('reads an id or a populated document', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId('abc')).toBe('abc')
    expect(relationId({ id: 9, name: 'x' })).toBe(9)
    expect(relationId(null)).toBeNull()
    expect(relationId({})).toBeNull()
  })
})
