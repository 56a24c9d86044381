import { describe, expect, it } from 'vitest'
import { mediaIdOf, withPlaceholderIds } from './placeholders'

describe('withPlaceholderIds', () => {
  const files = { front: 'front.webp', back: 'back.webp' }
  const ids = new Map([['front.webp', 7], ['back.webp', 9]])
  it('replaces each media placeholder with its id, deep in rows and blocks', () => {
    const page = { layout: [{ blockType: 'x', images: [{ image: { mediaKey: 'front' }, caption: 'A' }, { image: { mediaKey: 'back' } }] }], title: 'T' }
    expect(withPlaceholderIds(page, mediaIdOf('test', files, ids))).toEqual({ layout: [{ blockType: 'x', images: [{ image: 7, caption: 'A' }, { image: 9 }] }], title: 'T' })
  })
  it('refuses a placeholder whose file is not in the library', () => {
    expect(() => withPlaceholderIds({ image: { mediaKey: 'front' } }, mediaIdOf('test', files, new Map()))).toThrow('test seed: media front.webp is missing')
  })
})
