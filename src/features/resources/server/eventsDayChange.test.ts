import { describe, expect, it, vi } from 'vitest'

/** A fake Payload with the two Local API calls the day check makes: the business's time zone and the events' count. */
let settingsReads = 0
const fakePayload = {
  async findGlobal() {
    settingsReads++
    return { businessTimeZone: 'America/Toronto', billingCycleDays: 28 }
  },
  async count() {
    return { totalDocs: 13 }
  },
}
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => fakePayload }))

const { dropEventListsAtDayChange } = await import('./events')

describe('the events lists at the business day change (issue 43, item 7)', () => {
  it('drops every list page in both languages once Toronto’s day changes, not before, and not twice', async () => {
    const dropped: string[][] = []
    const drop = (pages: string[]) => (dropped.push(pages), pages)
    // 23:58 in Toronto on 7 December (04:58 UTC on the 8th): the first call only notes the day.
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T04:58:00Z'), drop)).toEqual([])
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T04:59:30Z'), drop)).toEqual([])
    // The sync's next call, 2 s later, does not read the settings again.
    const reads = settingsReads
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T04:59:32Z'), drop)).toEqual([])
    expect(settingsReads).toBe(reads)
    // 00:00:30 in Toronto on 8 December, though UTC's day changed five hours earlier.
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T05:00:30Z'), drop)).toEqual(['/en/events', '/en/events/page/2', '/en/events/page/3', '/fr/events', '/fr/events/page/2', '/fr/events/page/3'])
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T05:01:30Z'), drop)).toEqual([])
    expect(dropped).toHaveLength(1)
  })
})
