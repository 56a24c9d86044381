import { describe, expect, it } from 'vitest'
import { matchesIdOrCode, parseIdOrCode, whereIdOrCode } from './idOrCode'

describe('idOrCode', () => {
  it('reads digits as an id and anything else as a code', () => {
    expect(parseIdOrCode(' 12 ')).toEqual({ kind: 'id', id: 12 })
    expect(parseIdOrCode('tri-cam')).toEqual({ kind: 'code', code: 'tri-cam' })
    expect(parseIdOrCode('20WS')).toEqual({ kind: 'code', code: '20WS' })
    expect(parseIdOrCode('12345678901')).toEqual({ kind: 'code', code: '12345678901' })
  })
  it('builds the matching where clause', () => {
    expect(whereIdOrCode('3', 'code')).toEqual({ id: { equals: 3 } })
    expect(whereIdOrCode('premium', 'code')).toEqual({ code: { equals: 'premium' } })
  })
  it('matches a record by id or by code', () => {
    const record = { id: 3, code: 'premium' }
    expect(matchesIdOrCode('3', record)).toBe(true)
    expect(matchesIdOrCode('premium', record)).toBe(true)
    expect(matchesIdOrCode('4', record)).toBe(false)
    expect(matchesIdOrCode('standard', record)).toBe(false)
  })
})
