import { describe, expect, it } from 'vitest'
import { popularColumnIndex, rowValues, tableCell } from './table'

describe('tableCell', () => {
  it('shows a check for X in any case with checkmarks', () => {
    expect(tableCell('X', 'checkmarks')).toEqual({ kind: 'check' })
    expect(tableCell(' x ', 'checkmarks')).toEqual({ kind: 'check' })
  })
  it('keeps other text as text with checkmarks, and an empty cell as empty', () => {
    expect(tableCell('Extra fee', 'checkmarks')).toEqual({ kind: 'text', text: 'Extra fee' })
    expect(tableCell('', 'checkmarks')).toEqual({ kind: 'empty' })
    expect(tableCell(null, 'checkmarks')).toEqual({ kind: 'empty' })
  })
  it('puts every value in a badge with numbers', () => {
    expect(tableCell(' 12 ', 'numbers')).toEqual({ kind: 'badge', text: '12' })
    expect(tableCell('X', 'numbers')).toEqual({ kind: 'badge', text: 'X' })
    expect(tableCell('  ', 'numbers')).toEqual({ kind: 'empty' })
  })
})

describe('popularColumnIndex', () => {
  it('counts from 1 at the left and never flags the row labels', () => {
    expect(popularColumnIndex(3, 4)).toBe(2)
    expect(popularColumnIndex(4, 4)).toBe(3)
    expect(popularColumnIndex(1, 4)).toBeNull()
  })
  it('ignores a column past the end, a fraction and no value', () => {
    expect(popularColumnIndex(5, 4)).toBeNull()
    expect(popularColumnIndex(2.5, 4)).toBeNull()
    expect(popularColumnIndex(null, 4)).toBeNull()
    expect(popularColumnIndex(undefined, 4)).toBeNull()
  })
})

describe('rowValues', () => {
  it('pads a short row and cuts a long one to the column count', () => {
    expect(rowValues([{ value: 'Lock' }, { value: 'X' }], 4)).toEqual(['Lock', 'X', '', ''])
    expect(rowValues([{ value: 'a' }, { value: 'b' }, { value: 'c' }], 2)).toEqual(['a', 'b'])
    expect(rowValues(null, 2)).toEqual(['', ''])
  })
})
