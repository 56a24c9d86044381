import { describe, expect, it, vi } from 'vitest'

/** A fake Payload with the two Local API calls the day check makes: the business's time zone and the events' count. */
const fakePayload = {
  async findGlobal() {
    return { businessTimeZone: 'America/Toronto' }
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
    // 00:00:30 in Toronto on 8 December, though UTC's day changed five hours earlier.
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T05:00:30Z'), drop)).toEqual(['/en/events', '/en/events/page/2', '/en/events/page/3', '/fr/events', '/fr/events/page/2', '/fr/events/page/3'])
    expect(await dropEventListsAtDayChange(new Date('2026-12-08T05:01:30Z'), drop)).toEqual([])
    expect(dropped).toHaveLength(1)
  })
})
