import { describe, expect, it } from 'vitest'
import { eventsListPaths } from './resourcePaths'

describe('eventsListPaths', () => {
  it('names every page the items fill and the next one', () => {
    expect(eventsListPaths(0)).toEqual(['/events'])
    expect(eventsListPaths(12)).toEqual(['/events', '/events/page/2'])
    expect(eventsListPaths(32)).toEqual(['/events', '/events/page/2', '/events/page/3', '/events/page/4'])
  })
})
