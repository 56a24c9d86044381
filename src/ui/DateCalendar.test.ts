import { describe, expect, it } from 'vitest'
import { englishDayLabel } from './DateCalendar'

describe('englishDayLabel', () => {
  it('names the day with its visible number as a word', () => {
    const label = englishDayLabel(new Date(2026, 10, 1), {})
    expect(label).toBe('Sunday, November 1, 2026')
    expect(label.split(/[\s,]+/)).toContain('1')
  })
  it('says today and selected', () => {
    expect(englishDayLabel(new Date(2026, 10, 22), { today: true, selected: true })).toBe('Today, Sunday, November 22, 2026, selected')
  })
})
