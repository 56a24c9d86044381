'use client'

import dynamic from 'next/dynamic'

/**
 * The banner's chat toggle, fetched only by pages with a chat banner (a page's first-load
 * JavaScript counts every client component its route can render). Still rendered on the server.
 */
export const LazyBannerChat = dynamic(() => import('./BannerChat').then((m) => m.BannerChat))
