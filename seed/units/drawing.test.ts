import { describe, expect, it } from 'vitest'
import { drawUnit, unitLooks } from './drawing'

describe('unit drawings', () => {
  it.each(Object.keys(unitLooks) as (keyof typeof unitLooks)[])('%s is a well-formed 1200 × 800 SVG', (type) => {
    const svg = drawUnit(unitLooks[type])
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).not.toMatch(/NaN|Infinity|undefined/)
  })
})
