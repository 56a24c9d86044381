import { describe, expect, it } from 'vitest'
import { todayInZone } from '@/lib/calendarDate'
import { dropEventListsAtDayChange } from './events'

// The reads are passed in, not mocked: the rules' test files share one module graph per worker
// (isolate: false), so a module mock of the Payload client does not reach a module another file
// loaded first, and the check would then query whatever database the machine has (CI: none yet).
let settingsReads = 0
const reads = {
  today: async (now: Date) => (settingsReads++, todayInZone('America/Toronto', now)),
  count: async () => 13,
}

describe('the events lists at the business day change (issue 43, item 7)', () => {
  it('drops every list page in both languages once Toronto’s day changes, not before, and not twice', async () => {
    const dropped: string[][] = []
    const drop = (pages: string[]) => (dropped.push(pages), pages)
    // 23:58 in Toronto on 7 December (04:58 UTC on the 8th): the first call only notes the day.
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T04:58:00Z'), drop, reads)).toEqual([])
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T04:59:30Z'), drop, reads)).toEqual([])
    // The sync's next call, 2 s later, does not read the settings again.
    const before = settingsReads
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T04:59:32Z'), drop, reads)).toEqual([])
    expect(settingsReads).toBe(before)
    // 00:00:30 in Toronto on 8 December, though UTC's day changed five hours earlier.
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T05:00:30Z'), drop, reads)).toEqual(['/en/events', '/en/events/page/2', '/en/events/page/3', '/fr/events', '/fr/events/page/2', '/fr/events/page/3'])
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T05:01:30Z'), drop, reads)).toEqual([])
    expect(dropped).toHaveLength(1)
  })
})
