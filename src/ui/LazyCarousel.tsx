'use client'

import dynamic from 'next/dynamic'

/**
 * The carousel's code (embla), fetched only by pages that show testimonials: a page's first-load
 * JavaScript counts every client component its route can render, so the block imports this
 * loader, not `@/ui/Carousel` itself. Still rendered on the server.
 */
export const LazyCarousel = dynamic(() => import('./Carousel').then((m) => m.Carousel))
