'use client'

import dynamic from 'next/dynamic'

/**
 * GalleryCarousel's code, fetched only by pages that show a gallery block: every content page's
 * route can render one, and its first-load JavaScript would otherwise carry it. Still rendered on the server.
 */
export const LazyGalleryCarousel = dynamic(() => import('./GalleryCarousel').then((m) => m.GalleryCarousel))
