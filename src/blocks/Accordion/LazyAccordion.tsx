'use client'

import dynamic from 'next/dynamic'

/**
 * The accordion's code, fetched only by pages that show one: a page's first-load JavaScript
 * counts every client component its route can render, so the block imports this loader, not
 * `@/ui/Accordion` itself. Still rendered on the server.
 */
export const LazyAccordion = dynamic(() => import('@/ui/Accordion').then((m) => m.Accordion))
