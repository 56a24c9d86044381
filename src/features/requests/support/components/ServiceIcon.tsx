import type { ServiceType } from '../fields'

const PATHS: Record<ServiceType, string> = {
  // truck with an arrow: a move
  relocation: 'M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM17 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  // a plus in a box
  'add-units': 'M4 5h16v14H4zM12 9v6M9 12h6',
  // a box going up
  pickup: 'M5 10h14v9H5zM12 3v9M8.5 6.5 12 3l3.5 3.5',
  // a wrench
  repair: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z',
  // an invoice
  billing: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
}

/** A line icon for a service card (decorative). */
export function ServiceIcon({ type }: { type: ServiceType }) {
  return (
    <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-800">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="size-6">
        <path d={PATHS[type]} />
      </svg>
    </span>
  )
}
