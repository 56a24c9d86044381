'use client'

import dynamic from 'next/dynamic'

/**
 * The offerings switcher's code, fetched only by pages that show the block: every content page's
 * route can render it, and its first-load JavaScript would otherwise carry it. Still rendered on the server.
 */
export const LazyOfferingsSwitcher = dynamic(() => import('./OfferingsSwitcher').then((m) => m.OfferingsSwitcher))
