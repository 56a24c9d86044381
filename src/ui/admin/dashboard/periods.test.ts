import { describe, expect, it } from 'vitest'
import { startOfDayInZone } from '@/lib/calendarDate'
import { agingDueDates, dashboardPeriods } from './periods'

describe('where a day begins on a time zone’s calendar', () => {
  it('is its local midnight, on either side of a clock change', () => {
    expect(startOfDayInZone('2026-12-07', 'America/New_York').toISOString()).toBe('2026-12-07T05:00:00.000Z')
    expect(startOfDayInZone('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfDayInZone('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
    expect(startOfDayInZone('2026-11-01', 'America/Toronto').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(startOfDayInZone('2026-12-07', 'America/Vancouver').toISOString()).toBe('2026-12-07T08:00:00.000Z')
    expect(startOfDayInZone('2026-12-07', 'Asia/Tokyo').toISOString()).toBe('2026-12-06T15:00:00.000Z')
  })
})

describe('the admin dashboard’s periods (issue 43, item 13)', () => {
  it('starts today at the business’s midnight and the week on its Monday, not UTC’s', () => {
    // Sunday 6 December, 22:30 in New York, is already Monday in UTC.
    const sunday = dashboardPeriods(new Date('2026-12-07T03:30:00Z'), 'America/New_York')
    expect(sunday.today).toEqual({ date: '2026-12-06', from: new Date('2026-12-06T05:00:00Z') })
    expect(sunday.week).toEqual({ date: '2026-11-30', from: new Date('2026-11-30T05:00:00Z') })
    const monday = dashboardPeriods(new Date('2026-12-07T15:00:00Z'), 'America/New_York')
    expect(monday.today.date).toBe('2026-12-07')
    expect(monday.week.date).toBe('2026-12-07')
  })

  it('ages open invoices by days past due, each due date in exactly one bucket', () => {
    const buckets = agingDueDates('2026-12-07')
    const bucketOf = (due: string) =>
      Object.entries(buckets)
        .filter(([, { onOrAfter, before }]) => (!onOrAfter || due >= onOrAfter) && (!before || due < before))
        .map(([name]) => name)
    expect(bucketOf('2026-12-07')).toEqual(['notDue'])
    expect(bucketOf('2027-01-15')).toEqual(['notDue'])
    expect(bucketOf('2026-12-06')).toEqual(['days1to30'])
    expect(bucketOf('2026-11-07')).toEqual(['days1to30'])
    expect(bucketOf('2026-11-06')).toEqual(['days31to60'])
    expect(bucketOf('2026-10-08')).toEqual(['days31to60'])
    expect(bucketOf('2026-10-07')).toEqual(['days61to90'])
    expect(bucketOf('2026-09-08')).toEqual(['days61to90'])
    expect(bucketOf('2026-09-07')).toEqual(['over90'])
  })
})
