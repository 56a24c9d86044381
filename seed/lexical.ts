/**
 * Rich text (Payload's lexical editor state) for seeded blocks: paragraphs, h3 headings, bullet
 * lists, bold text and links, exactly as the editor saves them.
 */
type Inline = string | { text: string; bold?: boolean; link?: string }

const base = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 }

const textNode = (text: string, bold = false) => ({ type: 'text', version: 1, text, format: bold ? 1 : 0, style: '', mode: 'normal', detail: 0 })

const inline = (part: Inline) => {
  if (typeof part === 'string') return textNode(part)
  if (part.link) return { ...base, type: 'link', version: 3, fields: { linkType: 'custom', newTab: false, url: part.link }, children: [textNode(part.text, part.bold)] }
  return textNode(part.text, part.bold)
}

export const paragraph = (...parts: Inline[]) => ({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: parts.map(inline) })

export const heading3 = (text: string) => ({ ...base, type: 'heading', tag: 'h3', children: [textNode(text)] })

export const bulletList = (...items: (Inline | Inline[])[]) => ({
  ...base,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: (Array.isArray(item) ? item : [item]).map(inline) })),
})

type Node = ReturnType<typeof paragraph> | ReturnType<typeof heading3> | ReturnType<typeof bulletList>

export const richText = (...children: Node[]) => ({ root: { ...base, type: 'root', children } })

/** The shape of a rich text without its words: French must match English node for node (the seed lays it over by position). */
export const shapeOf = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shapeOf)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'text' && key !== 'url').map(([key, v]) => [key, shapeOf(v)]))
  }
  return typeof value
}
