import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { localHref } from '@/features/site-shell'
import { cx } from '@/ui/cx'

/**
 * A block's rich text (lexical), rendered on the server to plain HTML elements: no client code.
 * Links typed as site paths get the page's locale (`/request-quote` → `/fr/request-quote`).
 * Colours are inherited, so the text reads on the block's own background.
 */
export function RichText({ data, locale, className }: { data: unknown; locale: string; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => {
      const url = typeof node.fields.url === 'string' ? node.fields.url : ''
      const newTab = Boolean(node.fields.newTab)
      return (
        <a href={localHref(url, locale)} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
          {nodesToJSX({ nodes: node.children })}
        </a>
      )
    },
  })
  return (
    <div
      className={cx(
        'space-y-4 text-base leading-relaxed [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-4 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:text-lg [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6',
        className,
      )}
    >
      <LexicalRichText data={data as SerializedEditorState} converters={converters} disableContainer />
    </div>
  )
}
