// Public face of the requests feature (quote to buy, rental quote, support request), safe anywhere
// (browser included). Server code: ./server.ts.
// The rental quote form block's field vocabulary (src/blocks/QuoteForm/config.ts checks a block against it).
export { FIELD_ITEM_TYPES, FIELD_NAME_PATTERN, fieldListProblem } from './rental-quote/fields'
// Every quote form block of a page's layout, top level or in layout columns (tests find the seeded forms with it).
export { quoteFormBlocksOf } from './rental-quote/quoteFormBlocks'
