import { describe, expect, it } from 'vitest'
import { pageBlocks } from './index'
import { blockComponents } from './RenderBlocks'

describe('the block map', () => {
  it('gives every block a page can hold its component, and has no entry for any other', () => {
    const slugs = pageBlocks.map((block) => block.slug).sort()
    expect(Object.keys(blockComponents).sort()).toEqual(slugs)
    for (const slug of slugs) expect(typeof blockComponents[slug as keyof typeof blockComponents], slug).toBe('function')
  })
})
