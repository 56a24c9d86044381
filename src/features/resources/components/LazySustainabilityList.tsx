'use client'

import dynamic from 'next/dynamic'

/**
 * The sustainability list's code, fetched only by pages that show it: the content pages' route can
 * render every block, and its first-load JavaScript would otherwise carry this list to pages
 * without one. Still rendered on the server.
 */
export const LazySustainabilityList = dynamic(() => import('./SustainabilityList').then((m) => m.SustainabilityList))
