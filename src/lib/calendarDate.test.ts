import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  dateFieldText,
  dateFieldValue,
  withDateSeparator,
  compareIsoDates,
  daysBetween,
  daysInMonth,
  formatDisplayDate,
  isAllowedDateKey,
  isIsoDate,
  isLeapYear,
  isoToLocalDate,
  isoToMdy,
  localDateToIso,
  mdyToIso,
  normalizePastedDate,
  parseDateText,
  parseIsoDate,
  parseIsoMonth,
  readDateText,
  sanitizeDateText,
  todayInZone,
  toIsoDate,
  weekday,
} from './calendarDate'

/** Any real date 1900-01-01 … 2199-12-31 as yyyy-mm-dd. */
const isoDateArb = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

describe('leap years and month lengths', () => {
  it('follows the Gregorian rules', () => {
    expect(isLeapYear(2028)).toBe(true)
    expect(isLeapYear(2027)).toBe(false)
    expect(isLeapYear(2100)).toBe(false)
    expect(isLeapYear(2000)).toBe(true)
    expect(daysInMonth(2028, 2)).toBe(29)
    expect(daysInMonth(2027, 2)).toBe(28)
    expect(daysInMonth(2026, 4)).toBe(30)
    expect(daysInMonth(2026, 12)).toBe(31)
  })
})

describe('parseIsoDate / isIsoDate', () => {
  it('accepts real dates only, in strict yyyy-mm-dd', () => {
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 })
    expect(parseIsoDate('2027-02-29')).toBeNull()
    expect(parseIsoDate('2026-13-01')).toBeNull()
    expect(parseIsoDate('2026-00-10')).toBeNull()
    expect(parseIsoDate('2026-04-31')).toBeNull()
    expect(parseIsoDate('2026-4-03')).toBeNull()
    expect(parseIsoDate('2026-04-03T00:00:00Z')).toBeNull()
    expect(parseIsoDate(' 2026-04-03')).toBeNull()
    expect(isIsoDate('2026-04-03')).toBe(true)
    expect(isIsoDate(20260403)).toBe(false)
  })

  it('round-trips with toIsoDate', () => {
    fc.assert(
      fc.property(isoDateArb, (iso) => {
        expect(toIsoDate(parseIsoDate(iso)!)).toBe(iso)
      }),
    )
  })
})

describe('arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09') // US DST change day: no drift
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02')
  })

  it('throws on a malformed date instead of computing garbage', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
    expect(() => weekday('03/05/2026')).toThrow(RangeError)
  })

  it('knows the weekday', () => {
    expect(weekday('2026-01-05')).toBe(1) // Monday
    expect(weekday('2026-11-26')).toBe(4) // Thanksgiving, Thursday
    expect(weekday('2026-03-07')).toBe(6)
    expect(weekday('2026-03-08')).toBe(0)
    expect(weekday('1970-01-01')).toBe(4)
    expect(weekday('1969-12-31')).toBe(3)
  })

  it('agrees with Date for weekday, addDays and daysBetween', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -1000, max: 1000 }), (iso, n) => {
        const utc = new Date(`${iso}T00:00:00Z`)
        expect(weekday(iso)).toBe(utc.getUTCDay())
        const later = addDays(iso, n)
        expect(later).toBe(new Date(utc.getTime() + n * 86_400_000).toISOString().slice(0, 10))
        expect(daysBetween(iso, later)).toBe(n)
        expect(compareIsoDates(later, iso)).toBe(Math.sign(n))
      }),
    )
  })
})

describe('todayInZone', () => {
  it('reads the calendar of the given zone, not the machine', () => {
    const instant = new Date('2026-03-06T03:30:00Z') // 22:30 on Mar 5 in New York
    expect(todayInZone('America/New_York', instant)).toBe('2026-03-05')
    expect(todayInZone(undefined, instant)).toBe('2026-03-05')
    expect(todayInZone('UTC', instant)).toBe('2026-03-06')
    expect(todayInZone('America/Vancouver', new Date('2026-01-01T07:59:00Z'))).toBe('2025-12-31')
    expect(todayInZone('America/Vancouver', new Date('2026-01-01T08:00:00Z'))).toBe('2026-01-01')
  })
})

describe('mm/dd/yyyy conversions', () => {
  it('converts both ways', () => {
    expect(isoToMdy('2026-03-05')).toBe('03/05/2026')
    expect(mdyToIso('03/05/2026')).toBe('2026-03-05')
    expect(mdyToIso('02/29/2028')).toBe('2028-02-29')
    expect(mdyToIso('02/29/2027')).toBeNull()
    expect(mdyToIso('3/5/2026')).toBeNull()
    expect(mdyToIso('13/01/2026')).toBeNull()
    expect(mdyToIso('2026-03-05')).toBeNull()
  })

  it('round-trips', () => {
    fc.assert(
      fc.property(isoDateArb, (iso) => {
        expect(mdyToIso(isoToMdy(iso))).toBe(iso)
      }),
    )
  })
})

describe('formatDisplayDate', () => {
  it("formats 'MMM dd, yyyy' in English and day-first in French", () => {
    expect(formatDisplayDate('2026-01-05', 'en')).toBe('Jan 05, 2026')
    expect(formatDisplayDate('2026-07-14', 'fr')).toBe('14\u00a0juill.\u00a02026')
    expect(formatDisplayDate('2026-08-31', 'fr')).toBe('31\u00a0août\u00a02026')
    expect(formatDisplayDate('2026-12-25', 'en')).toBe('Dec 25, 2026')
  })

  it('writes the French day without a leading zero, the first as "1er", never wrapping (OQLF)', () => {
    expect(formatDisplayDate('2026-12-07', 'fr')).toBe('7\u00a0déc.\u00a02026')
    expect(formatDisplayDate('2026-01-05', 'fr')).toBe('5\u00a0janv.\u00a02026')
    expect(formatDisplayDate('2026-05-01', 'fr')).toBe('1er\u00a0mai\u00a02026')
    expect(formatDisplayDate('2026-03-10', 'fr')).toBe('10\u00a0mars\u00a02026')
    fc.assert(
      fc.property(isoDateArb, (iso) => {
        expect(formatDisplayDate(iso, 'fr')).toMatch(/^(1er|[1-9]|[12]\d|3[01])\u00a0\S+\u00a0\d{4}$/)
      }),
    )
  })

  it('matches Intl for English on every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' })
    for (let month = 1; month <= 12; month++) {
      const iso = toIsoDate({ year: 2026, month, day: 9 })
      expect(formatDisplayDate(iso, 'en')).toBe(intl.format(new Date(`${iso}T12:00:00Z`)))
    }
  })
})

describe('local Date bridge (date pickers)', () => {
  it('maps a calendar date to local midnight and back', () => {
    const d = isoToLocalDate('2026-11-26')
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 10, 26, 0])
    expect(localDateToIso(new Date(2026, 10, 26, 23, 59))).toBe('2026-11-26')
    fc.assert(
      fc.property(isoDateArb, (iso) => {
        expect(localDateToIso(isoToLocalDate(iso))).toBe(iso)
      }),
    )
  })
})

describe('key and text filters', () => {
  it('lets digits, slash and navigation keys through', () => {
    for (const key of ['0', '5', '9', '/', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter'])
      expect(isAllowedDateKey(key), key).toBe(true)
  })

  it('refuses letters, other punctuation and space', () => {
    for (const key of ['a', 'Z', '-', '.', ' ', '+', 'é', '12']) expect(isAllowedDateKey(key), key).toBe(false)
  })

  it('lets Ctrl/Cmd shortcuts (paste, copy, select all) and Android "Unidentified" keys through', () => {
    expect(isAllowedDateKey('v', { ctrlKey: true })).toBe(true)
    expect(isAllowedDateKey('a', { metaKey: true })).toBe(true)
    expect(isAllowedDateKey('Unidentified')).toBe(true)
  })

  it('keeps named keys (F5, PageDown, Android "Process") and Alt shortcuts usable', () => {
    for (const key of ['F5', 'PageDown', 'Process', 'Escape']) expect(isAllowedDateKey(key), key).toBe(true)
    expect(isAllowedDateKey('ArrowLeft', { altKey: true })).toBe(true)
    expect(isAllowedDateKey('😀')).toBe(false)
  })

  it('normalizes pasted ISO dates and bare digits', () => {
    expect(normalizePastedDate(' 2026-03-05 ')).toBe('03/05/2026')
    expect(normalizePastedDate('03052026')).toBe('03/05/2026')
    expect(normalizePastedDate('March 5, 2026')).toBe('52026')
  })

  it('sanitizes typed or pasted text to digits and slashes, max 10', () => {
    expect(sanitizeDateText('03/05/2026')).toBe('03/05/2026')
    expect(sanitizeDateText(' 03-05-2026 ')).toBe('03052026')
    expect(sanitizeDateText('03/05/20261234')).toBe('03/05/2026')
    expect(sanitizeDateText('ab/cd')).toBe('/')
    fc.assert(
      fc.property(fc.string(), (text) => {
        const clean = sanitizeDateText(text)
        expect(clean.length).toBeLessThanOrEqual(10)
        expect(/^[0-9/]*$/.test(clean)).toBe(true)
        expect(sanitizeDateText(clean)).toBe(clean)
      }),
    )
  })
})

describe('readDateText', () => {
  it.each([
    ['', 'dateFormat'],
    ['3/5/2026', 'dateFormat'],
    ['03/05/26', 'dateFormat'],
    ['2026-03-05', 'dateFormat'],
    ['03-05-2026', 'dateFormat'],
    ['00/10/2026', 'dateMonthRange'],
    ['13/10/2026', 'dateMonthRange'],
    ['13/45/1999', 'dateMonthRange'],
    ['12/00/2026', 'dateDayRange'],
    ['12/32/2026', 'dateDayRange'],
    ['12/10/2024', 'dateYearRange'],
    ['12/10/2101', 'dateYearRange'],
    ['02/30/2026', 'dateInvalid'],
    ['04/31/2026', 'dateInvalid'],
    ['02/29/2027', 'dateInvalid'],
  ])('%s → %s', (text, error) => {
    expect(readDateText(text)).toEqual({ ok: false, error })
  })

  it('accepts real dates, leap days included', () => {
    expect(readDateText('02/29/2028')).toEqual({ ok: true, date: '2028-02-29' })
    expect(readDateText('01/01/2025')).toEqual({ ok: true, date: '2025-01-01' })
    expect(readDateText('12/31/2100')).toEqual({ ok: true, date: '2100-12-31' })
    expect(readDateText('02/29/2100')).toEqual({ ok: false, error: 'dateInvalid' }) // 2100 is not leap
  })

  it('reads yyyy-mm-dd with the iso format', () => {
    expect(readDateText('2028-02-29', 'iso')).toEqual({ ok: true, date: '2028-02-29' })
    expect(readDateText('2027-02-29', 'iso')).toEqual({ ok: false, error: 'dateInvalid' })
    expect(readDateText('2026-13-01', 'iso')).toEqual({ ok: false, error: 'dateMonthRange' })
    expect(readDateText('03/05/2026', 'iso')).toEqual({ ok: false, error: 'dateFormat' })
  })
})

describe('mm/dd/yyyy text helpers (DateField)', () => {
  it('parses and converts calendar dates without time-zone shifts', () => {
    expect(parseDateText('02/29/2028')).toEqual({ year: 2028, month: 2, day: 29 })
    expect(parseDateText('02/29/2027')).toBeNull()
    expect(parseDateText('13/01/2026')).toBeNull()
    expect(parseDateText('1/1/2026')).toBeNull()
    expect(mdyToIso('12/31/2026')).toBe('2026-12-31')
    expect(isoToMdy('2026-01-01')).toBe('01/01/2026')
    expect(sanitizeDateText('a1b2//3c/2026-01')).toBe('12/3/20260') // capped at 10
  })
})

describe('one reader for typed text', () => {
  it('readDateText and mdyToIso agree on every date of the typed years (property)', () => {
    fc.assert(
      fc.property(isoDateArb, (iso) => {
        const text = isoToMdy(iso)
        const year = Number(iso.slice(0, 4))
        const read = readDateText(text)
        if (year >= 2025 && year <= 2100) expect(read).toEqual({ ok: true, date: iso })
        else expect(read).toEqual({ ok: false, error: 'dateYearRange' })
        expect(mdyToIso(text)).toBe(iso)
        expect(readDateText(iso, 'iso')).toEqual(read)
      }),
    )
  })

  it('reads the month props of the pickers', () => {
    expect(parseIsoMonth('2026-03')).toEqual({ year: 2026, month: 3, day: 1 })
    expect(parseIsoMonth('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 })
    expect(parseIsoMonth('2026-13')).toBeNull()
  })
})

describe('the Quebec aaaa-mm-jj of a French date field (issue 43)', () => {
  it('keeps digits and hyphens, adds the hyphen after aaaa and aaaa-mm, refuses a slash key', () => {
    expect(sanitizeDateText('x2026-03--16!', 'iso')).toBe('2026-03-16')
    expect(sanitizeDateText('2026/03', 'iso')).toBe('202603')
    expect(withDateSeparator('2026', 'iso')).toBe('2026-')
    expect(withDateSeparator('2026-03', 'iso')).toBe('2026-03-')
    expect(withDateSeparator('2026-03-1', 'iso')).toBe('2026-03-1')
    expect(isAllowedDateKey('-', {}, 'iso')).toBe(true)
    expect(isAllowedDateKey('/', {}, 'iso')).toBe(false)
    expect(isAllowedDateKey('/', {})).toBe(true)
  })
  it('hands a complete date on as mm/dd/yyyy and shows it back as typed, also when out of range', () => {
    for (const typed of ['2026-03-16', '2026-13-45', '2026-03-', '']) expect(dateFieldText(dateFieldValue(typed, 'iso'), 'iso')).toBe(typed)
    expect(dateFieldValue('2026-03-16', 'iso')).toBe('03/16/2026')
    expect(dateFieldText('12/07/2026', 'iso')).toBe('2026-12-07')
    expect(dateFieldValue('03/16/2026', 'mdy')).toBe('03/16/2026')
    expect(normalizePastedDate('12/25/2026', 'iso')).toBe('2026-12-25')
    expect(normalizePastedDate('2026-12-25')).toBe('12/25/2026')
  })
})
