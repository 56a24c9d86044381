/** The Boxline mark: a container silhouette drawn inline, so the header needs no image request. */
export function Logo({ brandName }: { brandName: string }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-brand-900">
      <svg aria-hidden="true" width="36" height="24" viewBox="0 0 36 24" className="shrink-0">
        <rect x="1" y="3" width="34" height="18" rx="2" fill="#1d4ed8" />
        {[7, 12, 17, 22, 27].map((x) => (
          <rect key={x} x={x} y="6" width="2" height="12" fill="#93c5fd" />
        ))}
        <rect x="1" y="21" width="34" height="2" fill="#0b1f4d" />
      </svg>
      {brandName}
    </span>
  )
}
