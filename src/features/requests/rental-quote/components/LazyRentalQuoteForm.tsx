'use client'

import dynamic from 'next/dynamic'

/**
 * The quote form's code, fetched only by pages that show the form: a page's first-load JavaScript
 * counts every client component its route can render, and every CMS page's route can render the
 * quote form block. Still rendered on the server; text typed before it hydrates is kept (src/ui/form).
 */
export const LazyRentalQuoteForm = dynamic(() => import('./RentalQuoteForm').then((m) => m.RentalQuoteForm))
