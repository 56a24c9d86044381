/** A drawn shipping container (inline SVG: no image request, nothing to download). */
export function ContainerIllustration() {
  const ribs = Array.from({ length: 14 }, (_, i) => 40 + i * 24)
  return (
    <svg viewBox="0 0 420 260" role="presentation" aria-hidden="true" className="h-auto w-full max-w-xl justify-self-center">
      <ellipse cx="210" cy="236" rx="190" ry="12" fill="#cbd5e1" />
      <path d="M30 60 L370 60 L400 40 L60 40 Z" fill="#1e40af" />
      <path d="M370 60 L400 40 L400 200 L370 220 Z" fill="#0b1f4d" />
      <rect x="30" y="60" width="340" height="160" fill="#1d4ed8" />
      {ribs.map((x) => (
        <rect key={x} x={x} y="68" width="10" height="144" fill="#2563eb" />
      ))}
      <rect x="30" y="60" width="340" height="8" fill="#1e3a8a" />
      <rect x="30" y="212" width="340" height="8" fill="#1e3a8a" />
      <text x="200" y="150" textAnchor="middle" fontFamily="sans-serif" fontWeight="700" fontSize="34" fill="#ffffff">
        BOXLINE
      </text>
    </svg>
  )
}
