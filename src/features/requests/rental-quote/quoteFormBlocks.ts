import type { Page, QuoteFormBlock } from '@/payload-types'

type PageBlock = Page['layout'][number]
type ColumnBlock = NonNullable<Extract<PageBlock, { blockType: 'layout' }>['rows'][number]['columns'][number]['blocks']>[number]
type Columns = { columns?: readonly { blocks?: readonly ColumnBlock[] | null }[] | null }

/**
 * Every quote form block of a page's layout, wherever staff put it: at the top level, in a
 * multi-column layout's column, or in a row nested in a column (spec 3 §3 "Layout column").
 */
export function quoteFormBlocksOf(blocks: readonly (PageBlock | ColumnBlock)[] | null | undefined): QuoteFormBlock[] {
  return (blocks ?? []).flatMap((block) => {
    switch (block.blockType) {
      case 'quoteForm':
        return [block]
      case 'layout':
        return (block.rows ?? []).flatMap(inColumns)
      case 'layoutRow':
        return inColumns(block)
      default:
        return []
    }
  })
}

const inColumns = (row: Columns): QuoteFormBlock[] => (row.columns ?? []).flatMap((column) => quoteFormBlocksOf(column.blocks))
