'use client'

import { DeferredForm, once } from '@/ui/form'
import type { RentalQuoteFormProps } from './RentalQuoteForm'

// A plain dynamic import: fetched when the form nears the viewport, never preloaded with the page.
const loadForm = once(() => import('./RentalQuoteForm').then((m) => m.RentalQuoteForm))

/**
 * A quote form block wherever it sits: the server renders the form itself, and its code is fetched
 * only near the viewport or at first use (DeferredForm), so it does not weigh on the page's first
 * load. A page's first block is in view: its code is fetched as soon as the page has started. The
 * live form then takes the server's markup's place with what was typed, the focus and a pressed submit.
 */
export function DeferredRentalQuoteForm(props: Omit<RentalQuoteFormProps, 'snapshot'>) {
  return <DeferredForm load={loadForm} props={props} />
}
