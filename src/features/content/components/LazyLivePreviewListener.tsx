'use client'

import dynamic from 'next/dynamic'

/** Only staff previewing drafts render the listener: visitors' pages fetch none of its code. */
export const LazyLivePreviewListener = dynamic(() => import('./LivePreviewListener').then((m) => m.LivePreviewListener), { ssr: false })
