import { describe, expect, it } from 'vitest'
import { overlayById } from './localized'

describe('overlayById', () => {
  it('lays French values onto English rows by position, keeping ids', () => {
    const en = { title: 'Home', layout: [{ id: 'a', blockType: 'hero', heading: 'Rent' }] }
    const fr = { title: 'Accueil', layout: [{ heading: 'Louer' }] }
    expect(overlayById(en, fr)).toEqual({ title: 'Accueil', layout: [{ id: 'a', blockType: 'hero', heading: 'Louer' }] })
  })
  it('keeps English where French is missing', () => {
    expect(overlayById({ a: 1, b: 'x' }, { b: 'y' })).toEqual({ a: 1, b: 'y' })
    expect(overlayById([{ id: 1, t: 'a' }, { id: 2, t: 'b' }], [{ t: 'c' }])).toEqual([{ id: 1, t: 'c' }, { id: 2, t: 'b' }])
  })
})
