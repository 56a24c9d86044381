'use client'

import dynamic from 'next/dynamic'

/**
 * The video islands' code (the modal's button, the video hero's backdrop), fetched only by pages
 * that show one: a page's first-load JavaScript counts every client component its route can
 * render, so blocks import these loaders, not the islands themselves. Still rendered on the server.
 */
export const LazyVideoModal = dynamic(() => import('./VideoModal').then((m) => m.VideoModal))
export const LazyBackgroundVideo = dynamic(() => import('./BackgroundVideo').then((m) => m.BackgroundVideo))
