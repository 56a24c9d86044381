import type { ReactNode } from 'react'
import { buttonClassName } from './Button'

/**
 * A section whose body folds behind a button on phones (below 768 px) and is always shown from
 * tablets up — no script, so no flash or shift while the page loads: from 768 px the heading stands
 * alone and the fold's body is forced visible (`::details-content`, globals.css `.phone-disclosure`).
 * A browser without `::details-content` keeps the plain disclosure at every width. The heading is
 * the section's label; `open` unfolds it on phones too (e.g. when there is nothing else to show).
 */
export function PhoneDisclosure({ id, heading, showLabel, hideLabel, open, className, children }: { id: string; heading: ReactNode; showLabel: string; hideLabel: string; open?: boolean; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <details className="phone-disclosure group" open={open}>
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
          <h2 id={id} className="text-xl font-bold text-brand-900">
            {heading}
          </h2>
          <span aria-hidden="true" className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'phone-disclosure-toggle shrink-0' })}>
            <span className="group-open:hidden">{showLabel}</span>
            <span className="hidden group-open:inline">{hideLabel}</span>
          </span>
        </summary>
        <div className="mt-4">{children}</div>
      </details>
    </section>
  )
}
