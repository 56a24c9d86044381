import type { ReactNode } from 'react'
import { telHref } from '../localHref'

/** A rich-text chunk renderer that turns `<tel>…</tel>` in a message into a call link to the business phone. */
export const telLink = (phone: string) =>
  function TelLink(chunks: ReactNode) {
    return (
      <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-brand-700 underline hover:text-brand-900">
        {chunks}
      </a>
    )
  }
