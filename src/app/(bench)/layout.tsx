import type { Metadata, Viewport } from 'next'

export const metadata: Metadata = { title: 'Boxline', robots: { index: false, follow: false } }
export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

/**
 * The bench's floor (scripts/bench.mjs, issue 41): a root layout of its own, without the site's
 * styles, fonts, header or footer, so its page is what this Next build and server cost at the least.
 */
export default function BenchLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
