'use client'

import dynamic from 'next/dynamic'

/**
 * The tabs' code, fetched only by pages that show a tabbed block: a page's first-load JavaScript
 * counts every client component its route can render, so blocks import this loader, not
 * `@/ui/Tabs` itself. Still rendered on the server.
 */
export const LazyTabs = dynamic(() => import('./Tabs').then((m) => m.Tabs))
