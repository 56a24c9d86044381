import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, isoToMdy } from './calendarDate'
import { isBusinessDay } from './businessDays'
import {
  billingCycles,
  isEndDayDisabled,
  isStartDayDisabled,
  shouldClearEnd,
  validateEndDate,
  validateStartDate,
  type DateRuleContext,
} from './configuratorDates'

const ctx: DateRuleContext = { today: '2026-03-02' } // a Monday: earliest start Thu 2026-03-05

describe('validateStartDate', () => {
  it('reads an empty value as a format error (spec: a cleared date shows the format message)', () => {
    expect(validateStartDate('  ', ctx)).toEqual({ ok: false, error: 'dateFormat' })
  })

  it('accepts exactly 3 business days out and rejects anything earlier', () => {
    expect(validateStartDate('03/05/2026', ctx)).toEqual({ ok: true, date: '2026-03-05' })
    expect(validateStartDate('03/04/2026', ctx)).toEqual({ ok: false, error: 'startDateTooSoon' })
    expect(validateStartDate('03/02/2026', ctx)).toEqual({ ok: false, error: 'startDateTooSoon' })
    expect(validateStartDate('01/15/2026', ctx)).toEqual({ ok: false, error: 'startDateTooSoon' })
  })

  it('counts the lead time across Thanksgiving', () => {
    const thanksgivingWeek = { today: '2026-11-24' } // Tuesday
    expect(validateStartDate('11/27/2026', thanksgivingWeek)).toEqual({ ok: false, error: 'startDateTooSoon' })
    expect(validateStartDate('11/30/2026', thanksgivingWeek)).toEqual({ ok: true, date: '2026-11-30' })
  })

  it('rejects weekends and holidays after the lead time', () => {
    expect(validateStartDate('03/07/2026', ctx)).toEqual({ ok: false, error: 'startDateWeekend' })
    expect(validateStartDate('03/08/2026', ctx)).toEqual({ ok: false, error: 'startDateWeekend' })
    expect(validateStartDate('11/26/2026', ctx)).toEqual({ ok: false, error: 'startDateHoliday' })
    expect(validateStartDate('12/25/2026', ctx)).toEqual({ ok: false, error: 'startDateHoliday' })
    expect(validateStartDate('07/03/2026', ctx)).toEqual({ ok: false, error: 'startDateHoliday' })
    expect(validateStartDate('12/31/2027', ctx)).toEqual({ ok: false, error: 'startDateHoliday' })
  })

  it('treats closures as holidays', () => {
    const withClosure = { ...ctx, closures: ['2026-03-10'] }
    expect(validateStartDate('03/10/2026', withClosure)).toEqual({ ok: false, error: 'startDateHoliday' })
    expect(validateStartDate('03/10/2026', ctx)).toEqual({ ok: true, date: '2026-03-10' })
  })

  it('reports format errors before date rules', () => {
    expect(validateStartDate('02/30/2026', ctx)).toEqual({ ok: false, error: 'dateInvalid' })
    expect(validateStartDate('02/29/2028', ctx)).toEqual({ ok: true, date: '2028-02-29' }) // a Tuesday
  })
})

describe('validateEndDate', () => {
  const start = '03/05/2026'

  it('needs a valid start first', () => {
    expect(validateEndDate('03/20/2026', '', ctx)).toEqual({ ok: false, error: 'startDateFirst' })
    expect(validateEndDate('03/20/2026', '03/07/2026', ctx)).toEqual({ ok: false, error: 'startDateFirst' })
    expect(validateEndDate('', '', ctx)).toEqual({ ok: false, error: 'startDateFirst' })
  })

  it('requires a value in the proper format (a cleared end shows the format message)', () => {
    expect(validateEndDate('', start, ctx)).toEqual({ ok: false, error: 'dateFormat' })
    expect(validateEndDate('3/20/2026', start, ctx)).toEqual({ ok: false, error: 'dateFormat' })
    expect(validateEndDate('02/29/2027', start, ctx)).toEqual({ ok: false, error: 'dateInvalid' })
  })

  it('must be at least the day after the start', () => {
    expect(validateEndDate('03/05/2026', start, ctx)).toEqual({ ok: false, error: 'endDateAfterStart' })
    expect(validateEndDate('03/04/2026', start, ctx)).toEqual({ ok: false, error: 'endDateAfterStart' })
    expect(validateEndDate('03/06/2026', start, ctx)).toEqual({ ok: true, date: '2026-03-06' })
  })

  it('rejects weekends, holidays and closures', () => {
    expect(validateEndDate('03/07/2026', start, ctx)).toEqual({ ok: false, error: 'endDateWeekend' })
    expect(validateEndDate('05/25/2026', start, ctx)).toEqual({ ok: false, error: 'endDateHoliday' })
    expect(validateEndDate('03/09/2026', start, { ...ctx, closures: ['2026-03-09'] })).toEqual({
      ok: false,
      error: 'endDateHoliday',
    })
  })
})

// Random contexts and dates for the picker ⇔ typed-text equivalence.
const dayArb = fc
  .date({ min: new Date(Date.UTC(2024, 6, 1)), max: new Date(Date.UTC(2101, 1, 1)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const nearDayArb = (base: string) => fc.integer({ min: -10, max: 60 }).map((n) => addDays(base, n))
const ctxArb = fc.record({
  today: fc
    .date({ min: new Date(Date.UTC(2025, 0, 1)), max: new Date(Date.UTC(2100, 11, 20)), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  closures: fc.uniqueArray(dayArb, { maxLength: 4 }),
})

describe('pickers disable exactly the days the typed rules reject', () => {
  it('start picker (property)', () => {
    fc.assert(
      fc.property(
        ctxArb.chain((c) => fc.tuple(fc.constant(c), fc.oneof(nearDayArb(c.today), dayArb))),
        ([c, day]) => {
          const typed = validateStartDate(isoToMdy(day), c)
          expect(isStartDayDisabled(day, c)).toBe(!typed.ok)
          if (typed.ok) expect(typed.date).toBe(day)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('end picker (property)', () => {
    fc.assert(
      fc.property(
        ctxArb.chain((c) =>
          fc.tuple(
            fc.constant(c),
            fc.option(nearDayArb(c.today), { nil: null }),
            fc.integer({ min: -5, max: 70 }),
          ),
        ),
        ([c, start, offset]) => {
          const day = addDays(start ?? c.today, offset)
          const typed = validateEndDate(isoToMdy(day), start ? isoToMdy(start) : '', c)
          expect(isEndDayDisabled(day, start, c)).toBe(!typed.ok)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('enabled start days are business days at or after the lead time', () => {
    fc.assert(
      fc.property(ctxArb, fc.integer({ min: 0, max: 40 }), (c, n) => {
        const day = addDays(c.today, n)
        if (!isStartDayDisabled(day, c)) {
          expect(isBusinessDay(day, c.closures)).toBe(true)
          expect(n).toBeGreaterThanOrEqual(3)
        }
      }),
    )
  })

  it('disables every end day while there is no valid start', () => {
    expect(isEndDayDisabled('2026-03-20', null, ctx)).toBe(true)
    expect(isEndDayDisabled('2026-03-20', '2026-03-07', ctx)).toBe(true) // start on a Saturday
    expect(isEndDayDisabled('2026-03-20', '2026-03-05', ctx)).toBe(false)
  })
})

describe('shouldClearEnd', () => {
  it('clears the end when the start moves on or after it', () => {
    expect(shouldClearEnd('2026-03-10', '2026-03-10')).toBe(true)
    expect(shouldClearEnd('2026-03-11', '2026-03-10')).toBe(true)
    expect(shouldClearEnd('2026-03-09', '2026-03-10')).toBe(false)
    expect(shouldClearEnd('2026-03-09', null)).toBe(false)
    expect(shouldClearEnd(null, '2026-03-10')).toBe(false)
  })
})

describe('billingCycles (28-day cycles, rounded up, at least 1)', () => {
  it.each([
    ['2026-03-05', '2026-03-06', 1],
    ['2026-03-05', '2026-04-02', 1], // 28 days
    ['2026-03-05', '2026-04-03', 2], // 29 days
    ['2026-03-05', '2026-04-30', 2], // 56 days
    ['2026-03-05', '2026-05-01', 3], // 57 days
    ['2026-03-05', '2027-03-05', 14], // 365 days
    ['2026-03-05', '2026-03-05', 1], // degenerate: still one cycle
  ])('%s → %s: %i', (start, end, cycles) => {
    expect(billingCycles(start, end)).toBe(cycles)
  })

  it('takes another cycle length', () => {
    expect(billingCycles('2026-03-05', '2026-04-05', 30)).toBe(2)
    expect(() => billingCycles('2026-03-05', '2026-04-05', 0)).toThrow(RangeError)
  })

  it('covers the rental: cycles × 28 ≥ days > (cycles − 1) × 28 (property)', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 2000 }), (start, days) => {
        const cycles = billingCycles(start, addDays(start, days))
        expect(cycles * 28).toBeGreaterThanOrEqual(days)
        expect((cycles - 1) * 28).toBeLessThan(days)
      }),
    )
  })
})
