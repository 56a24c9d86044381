import { describe, expect, it } from 'vitest'
import type { Page } from '@/payload-types'
import { quoteFormBlocksOf } from './quoteFormBlocks'

// Only what the walker reads: block types, ids, rows, columns and their blocks.
const quoteForm = (id: string) => ({ blockType: 'quoteForm', id })
const text = (id: string) => ({ blockType: 'layoutRichText', id })
const column = (...blocks: object[]) => ({ width: 50, blocks })
const nestedRow = (id: string, ...columns: object[]) => ({ blockType: 'layoutRow', id, columns })
const layout = (id: string, ...rows: object[][]) => ({ blockType: 'layout', id, rows: rows.map((columns) => ({ columns })) })
const ids = (blocks: object[]) => quoteFormBlocksOf(blocks as Page['layout']).map((block) => block.id)

describe('quoteFormBlocksOf', () => {
  it('finds a quote form at the top level of the page', () => {
    expect(ids([{ blockType: 'hero', id: 'h' }, quoteForm('top')])).toEqual(['top'])
  })

  it('finds a quote form in a column of a multi-column layout, beside other blocks', () => {
    expect(ids([layout('l', [column(text('t')), column(text('u'), quoteForm('in-column'))])])).toEqual(['in-column'])
  })

  it('finds a quote form in a row nested in a column, and every form of the page in order', () => {
    const page = [quoteForm('top'), layout('l', [column(text('t'))], [column(nestedRow('r', column(text('u')), column(quoteForm('nested'))))])]
    expect(ids(page)).toEqual(['top', 'nested'])
  })

  it('finds none where no block is a quote form (a mini-form is not one), or in an empty layout', () => {
    expect(ids([layout('l', [column({ blockType: 'miniForm', id: 'm' })], [column()]), { blockType: 'layout', id: 'e', rows: null }])).toEqual([])
    expect(quoteFormBlocksOf(undefined)).toEqual([])
  })
})
