import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmountInput, isAmountInput, parseAmount } from './amountInput'

describe('payment amount entry', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['0.05', 5],
    ['0', 0],
    ['', 0],
    ['  7.25 ', 725],
    ['12,5', 1250], // a French decimal comma is read as the point
    ['1234567.89', 123456789],
  ])('parseAmount(%j) = %i', (text, cents) => {
    expect(parseAmount(text)).toBe(cents)
  })

  it.each(['.', '12.345', '-5', '1e3', '12.3.4', 'abc', '$12', '1,234.50', '1 234', '12345678901234'])(
    'parseAmount(%j) = null',
    (text) => {
      expect(parseAmount(text)).toBeNull()
    },
  )

  it('lets partial amounts through while typing', () => {
    for (const ok of ['', '1', '12.', '.', '.5', '12.34']) expect(isAmountInput(ok), ok).toBe(true)
    for (const bad of ['12.345', 'a', '-1', '1..2']) expect(isAmountInput(bad), bad).toBe(false)
  })

  it('formats to 2 decimals on blur', () => {
    expect(formatAmountInput(1250)).toBe('12.50')
    expect(formatAmountInput(0)).toBe('0.00')
    expect(formatAmountInput(5)).toBe('0.05')
    expect(formatAmountInput(123456789)).toBe('1234567.89')
  })

  it('round-trips cents → text → cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        expect(parseAmount(formatAmountInput(cents))).toBe(cents)
      }),
    )
  })
})
