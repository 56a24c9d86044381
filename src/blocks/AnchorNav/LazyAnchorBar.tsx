'use client'

import dynamic from 'next/dynamic'

/**
 * The anchor bar's code, fetched only by pages that show one (a page's first-load JavaScript counts
 * every client component its route can render). Still rendered on the server.
 */
export const LazyAnchorBar = dynamic(() => import('./AnchorBar').then((m) => m.AnchorBar))
