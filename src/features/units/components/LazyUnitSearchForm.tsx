'use client'

import dynamic from 'next/dynamic'

/**
 * The search form's code, fetched only by pages that show it: the content pages' route can render
 * every block, and its first-load JavaScript would otherwise carry this form to pages without one.
 * Still rendered on the server.
 */
export const LazyUnitSearchForm = dynamic(() => import('./UnitSearchForm').then((m) => m.UnitSearchForm))
