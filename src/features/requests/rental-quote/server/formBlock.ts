import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import type { Page, QuoteFormBlock } from '@/payload-types'
import { quoteFormBlocksOf } from '../quoteFormBlocks'

/** The quote form block `blockId` of page `pageId` (top level or in a layout column) in one locale, or null (no such page or block). */
export async function findQuoteFormBlock(pageId: number | string, blockId: string, locale: Locale): Promise<{ page: Page; block: QuoteFormBlock } | null> {
  const payload = await getPayloadClient()
  const page = await payload.findByID({ collection: 'pages', id: pageId, locale, depth: 0, disableErrors: true, overrideAccess: true })
  if (!page) return null
  const block = quoteFormBlocksOf(page.layout).find((candidate) => candidate.id === blockId)
  return block ? { page, block } : null
}

/**
 * The id of the page whose layout holds the quote form block `blockId` (for the block's
 * component, which RenderBlocks gives only the block). Payload cannot query a block row by its
 * id, so the pages holding a quote form or a multi-column layout (where a column may hold one)
 * are read and searched; a few dozen pages at most.
 */
export const findPageIdOfBlock = cache(async (blockId: string): Promise<number | string | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    // Two `equals`, not one `in`: Payload's SQL adapter fails a blockType query with `in`.
    where: { or: [{ 'layout.blockType': { equals: 'quoteForm' } }, { 'layout.blockType': { equals: 'layout' } }] },
    limit: 200,
    depth: 0,
    pagination: false,
    select: { layout: true },
    overrideAccess: true,
  })
  return docs.find((page) => quoteFormBlocksOf(page.layout).some((block) => block.id === blockId))?.id ?? null
})
