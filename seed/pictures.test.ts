import { describe, expect, it } from 'vitest'
import { pictureOf } from './pictures'

describe('the seeded articles’ pictures (issue 43, item 7)', () => {
  it('show what the text is about, the container from outside when it names no narrower subject', () => {
    expect(pictureOf('Grain-season storage on the farm')).toBe('exterior')
    expect(pictureOf('Restroom trailers for a summer festival')).toBe('toiletTrailer')
    expect(pictureOf('Modular classrooms ready for the school year')).toBe('classroom')
    expect(pictureOf('How to winterize a site office')).toBe('officeTrailer')
    expect(pictureOf('Keeping tools safe: locks and lock boxes')).toBe('doors-open')
    expect(pictureOf('Shelving that doubles what a container holds')).toBe('interior')
    expect(pictureOf('Ticket booths for the fairground')).toBe('guardHouse')
    expect(pictureOf('Cold storage for a farmers’ market')).toBe('coldStorage')
  })
})
