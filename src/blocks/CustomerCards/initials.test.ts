import { describe, expect, it } from 'vitest'
import { initialsOf } from './initials'

describe('initialsOf', () => {
  it('takes the first letters of the first two significant words', () => {
    expect(initialsOf('Construction Tremblay inc.')).toBe('CT')
    expect(initialsOf('Gulf Coast Builders LLC')).toBe('GC')
    expect(initialsOf('Les Serres du Haut-Richelieu')).toBe('SH')
    expect(initialsOf('élan événements')).toBe('ÉÉ')
    expect(initialsOf('Boxline')).toBe('B')
    expect(initialsOf('  ')).toBe('')
  })
})
