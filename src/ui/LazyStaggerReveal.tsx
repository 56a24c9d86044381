'use client'

import dynamic from 'next/dynamic'

/** StaggerReveal's code, fetched only by pages that show customer cards. Still rendered on the server. */
export const LazyStaggerReveal = dynamic(() => import('./StaggerReveal').then((m) => m.StaggerReveal))
