import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, daysBetween, weekday } from './calendarDate'
import {
  addBusinessDays,
  earliestStartDate,
  federalHolidays,
  isBusinessDay,
  isFederalHoliday,
  isHoliday,
  isWeekend,
  MIN_LEAD_BUSINESS_DAYS,
} from './businessDays'

const dateArb = fc
  .date({ min: new Date(Date.UTC(2025, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

describe('federal holidays (observed)', () => {
  it('lists the 2026 holidays, July 4th (a Saturday) observed on Friday the 3rd', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ])
  })

  it('covers the spec window from November 2025', () => {
    expect(isFederalHoliday('2025-11-11')).toBe(true)
    expect(isFederalHoliday('2025-11-27')).toBe(true) // Thanksgiving 2025
    expect(isFederalHoliday('2025-12-25')).toBe(true)
  })

  it('shifts Saturday holidays to Friday and Sunday ones to Monday, across years', () => {
    expect(isFederalHoliday('2027-12-24')).toBe(true) // Christmas 2027 is a Saturday
    expect(isFederalHoliday('2027-12-31')).toBe(true) // New Year 2028 (Saturday) observed in 2027
    expect(federalHolidays(2027).has('2027-12-31')).toBe(true)
    expect(federalHolidays(2028).has('2028-01-01')).toBe(false)
    expect(isFederalHoliday('2028-01-01')).toBe(false) // the Saturday itself: a weekend, not the observance
    expect(isFederalHoliday('2034-01-02')).toBe(true) // New Year 2034 is a Sunday → Monday
    expect(isFederalHoliday('2026-07-04')).toBe(false)
  })

  it('works for far years and knows ordinary days are not holidays', () => {
    expect(isFederalHoliday('2099-11-26')).toBe(true) // 4th Thursday of Nov 2099
    expect(isFederalHoliday('2026-11-27')).toBe(false)
    expect(isFederalHoliday('2026-03-05')).toBe(false)
  })

  it('observes every holiday on a weekday', () => {
    for (let year = 2025; year <= 2100; year++) {
      for (const date of federalHolidays(year)) {
        expect(isWeekend(date), date).toBe(false)
        expect(date.startsWith(`${year}-`)).toBe(true)
      }
    }
  })
})

describe('isBusinessDay', () => {
  it('excludes weekends, federal holidays and closures', () => {
    expect(isBusinessDay('2026-03-05')).toBe(true) // Thursday
    expect(isBusinessDay('2026-03-07')).toBe(false) // Saturday
    expect(isBusinessDay('2026-03-08')).toBe(false) // Sunday
    expect(isBusinessDay('2026-11-26')).toBe(false) // Thanksgiving
    expect(isBusinessDay('2026-11-27')).toBe(true)
    expect(isBusinessDay('2026-11-27', ['2026-11-27'])).toBe(false)
    expect(isBusinessDay('2026-11-27', new Set(['2026-11-27']))).toBe(false)
    expect(isHoliday('2026-12-24', ['2026-12-24'])).toBe(true)
    expect(isHoliday('2026-03-07')).toBe(false) // a weekend is not a holiday
  })
})

describe('addBusinessDays', () => {
  it('skips weekends', () => {
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09') // Fri → Mon
    expect(addBusinessDays('2026-03-02', 5)).toBe('2026-03-09')
    expect(addBusinessDays('2026-03-09', -1)).toBe('2026-03-06')
  })

  it('skips holidays and closures', () => {
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27') // over Thanksgiving
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28') // Christmas Friday, weekend
    expect(addBusinessDays('2026-12-24', 1, ['2026-12-28'])).toBe('2026-12-29')
    expect(addBusinessDays('2027-12-23', 1)).toBe('2027-12-27') // Fri 24 observed Christmas
    expect(addBusinessDays('2027-12-30', 1)).toBe('2028-01-03') // Fri 31 observed New Year
  })

  it('returns the date itself for n = 0 and refuses fractions', () => {
    expect(addBusinessDays('2026-03-07', 0)).toBe('2026-03-07')
    expect(() => addBusinessDays('2026-03-07', 1.5)).toThrow(RangeError)
  })

  it('always lands on a business day n business days away (property)', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 30 }), (date, n) => {
        const result = addBusinessDays(date, n)
        expect(isBusinessDay(result)).toBe(true)
        let count = 0
        for (let d = addDays(date, 1); d <= result; d = addDays(d, 1)) if (isBusinessDay(d)) count++
        expect(count).toBe(n)
        expect(addBusinessDays(result, -n) <= date).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})

describe('earliestStartDate: the 3rd business day after today', () => {
  it.each([
    ['2026-03-02', '2026-03-05', 'Monday → Thursday'],
    ['2026-03-03', '2026-03-06', 'Tuesday → Friday'],
    ['2026-03-04', '2026-03-09', 'Wednesday → Monday (over the weekend)'],
    ['2026-03-05', '2026-03-10', 'Thursday → Tuesday'],
    ['2026-03-06', '2026-03-11', 'Friday → Wednesday'],
    ['2026-03-07', '2026-03-11', 'Saturday → Wednesday (today not counted)'],
    ['2026-03-08', '2026-03-11', 'Sunday → Wednesday'],
    ['2026-11-23', '2026-11-27', 'Mon of Thanksgiving week → Friday (Tue, Wed, [Thu 26], Fri)'],
    ['2026-11-24', '2026-11-30', 'Tue of Thanksgiving week → Monday'],
    ['2026-11-25', '2026-12-01', 'Wed before Thanksgiving → Tuesday'],
    ['2026-11-26', '2026-12-01', 'today is Thanksgiving → Tuesday'],
    ['2026-12-23', '2026-12-29', 'over Christmas (Fri 25) and the weekend'],
    ['2026-12-30', '2027-01-05', 'over New Year (Fri 1)'],
    ['2027-12-29', '2028-01-04', 'over New Year 2028 observed Fri 2027-12-31'],
    ['2026-07-01', '2026-07-07', 'over Independence Day observed Fri 07-03'],
  ])('today %s → %s (%s)', (today, expected) => {
    expect(earliestStartDate(today)).toBe(expected)
  })

  it('pushes further for closures', () => {
    expect(earliestStartDate('2026-03-02', ['2026-03-04'])).toBe('2026-03-06')
    expect(earliestStartDate('2026-03-02', ['2026-03-07'])).toBe('2026-03-05') // a closure on a weekend changes nothing
  })

  it('is a business day with exactly 3 business days in (today, earliest] (property)', () => {
    fc.assert(
      fc.property(dateArb, fc.uniqueArray(dateArb, { maxLength: 5 }), (today, closures) => {
        const earliest = earliestStartDate(today, closures)
        expect(isBusinessDay(earliest, closures)).toBe(true)
        let count = 0
        for (let d = addDays(today, 1); d <= earliest; d = addDays(d, 1)) if (isBusinessDay(d, closures)) count++
        expect(count).toBe(MIN_LEAD_BUSINESS_DAYS)
        expect(daysBetween(today, earliest)).toBeGreaterThanOrEqual(3)
        expect(weekday(earliest)).not.toBe(0)
      }),
      { numRuns: 300 },
    )
  })
})
