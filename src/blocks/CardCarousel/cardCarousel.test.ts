import { describe, expect, it } from 'vitest'
import { cardsPerView } from './cardCarousel'

describe('cardsPerView', () => {
  it('shows 1, then 2 at 640 and 768, then 3 from 1024 px by default', () => {
    expect(cardsPerView('slider')).toEqual({ base: 1, sm: 2, md: 2, lg: 3 })
    expect(cardsPerView('product')).toEqual({ base: 1, sm: 2, md: 2, lg: 3 })
  })

  it('takes the configured number from 1024 px for slider cards only', () => {
    expect(cardsPerView('slider', 4)).toEqual({ base: 1, sm: 2, md: 2, lg: 4 })
    expect(cardsPerView('slider', 1)).toEqual({ base: 1, sm: 1, md: 1, lg: 1 })
    expect(cardsPerView('product', 4).lg).toBe(3)
  })

  it('ignores a number outside 1–4', () => {
    expect(cardsPerView('slider', 0).lg).toBe(3)
    expect(cardsPerView('slider', 9).lg).toBe(3)
  })
})
