import { BoldFeature, FixedToolbarFeature, HeadingFeature, InlineToolbarFeature, ItalicFeature, LinkFeature, OrderedListFeature, ParagraphFeature, UnderlineFeature, UnorderedListFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

/**
 * The rich text of the blocks (Payload's lexical editor), kept to what the site renders on the
 * server: paragraphs, sub-headings (h3, h4), bold, italic, underline, lists and links typed as
 * addresses (no links to documents, no uploads or embedded blocks).
 */
export const blockRichText = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    LinkFeature({ enabledCollections: [] }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})
