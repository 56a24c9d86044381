'use client'

import dynamic from 'next/dynamic'

/**
 * The hotspot islands, fetched only by pages that show an explorer block (a page's first-load
 * JavaScript counts every client component its route can render). Still rendered on the server.
 */
export const LazyHotspotTooltips = dynamic(() => import('./HotspotTooltips').then((m) => m.HotspotTooltips))
export const LazyDragScroller = dynamic(() => import('./DragScroller').then((m) => m.DragScroller))
