'use client'

import type { ReactNode } from 'react'
import { DeferredForm } from '@/ui/form'
import type { ContactFormProps } from './ContactForm'

/** The mini-form's code: fetched near the form or at its first use, never with the page. */
const loadContactForm = () => import('./ContactForm').then((m) => m.ContactForm)

/** The mini-form island: the server's stand-in (`children`) until the live ContactForm arrives. */
export function DeferredContactForm({ children, ...props }: Omit<ContactFormProps, 'snapshot'> & { children: ReactNode }) {
  return (
    <DeferredForm load={loadContactForm} props={props}>
      {children}
    </DeferredForm>
  )
}
