// Shared component (no 'use client'): a list's loading state, three bouncing dots named for screen readers.
export function LoadingDots({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center gap-2 py-24">
      {[0, 1, 2].map((dot) => (
        <span key={dot} aria-hidden="true" className="size-3 animate-bounce rounded-full bg-brand-700" style={{ animationDelay: `${dot * 150}ms` }} />
      ))}
    </div>
  )
}
