// Small brand marks drawn inline (no image downloads, no third-party logos): a card shape in the
// brand's colours with its name, and a bank building for e-checks. Decorative: the text beside
// it names the method.

type Brand = 'Visa' | 'AmericanExpress' | 'MasterCard' | 'Discovery' | 'echeck'

const frame = { width: 48, height: 32, viewBox: '0 0 48 32', 'aria-hidden': true, focusable: false } as const

export function PaymentMethodIcon({ brand }: { brand: string | null | undefined }) {
  switch (brand as Brand) {
    case 'Visa':
      return (
        <svg {...frame} data-brand="Visa">
          <rect width="48" height="32" rx="4" fill="#1a1f71" />
          <text x="24" y="21" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="13" fontStyle="italic" fontWeight="700" fill="#fff">
            VISA
          </text>
        </svg>
      )
    case 'MasterCard':
      return (
        <svg {...frame} data-brand="MasterCard">
          <rect width="48" height="32" rx="4" fill="#1f2937" />
          <circle cx="19" cy="16" r="9" fill="#eb001b" />
          <circle cx="29" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      )
    case 'AmericanExpress':
      return (
        <svg {...frame} data-brand="AmericanExpress">
          <rect width="48" height="32" rx="4" fill="#2e77bc" />
          <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="700" fill="#fff">
            AMEX
          </text>
        </svg>
      )
    case 'Discovery':
      return (
        <svg {...frame} data-brand="Discovery">
          <rect width="48" height="32" rx="4" fill="#fff" stroke="#cbd5e1" />
          <circle cx="36" cy="16" r="6" fill="#f58220" />
          <text x="17" y="19" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="7" fontWeight="700" fill="#111827">
            DISC
          </text>
        </svg>
      )
    case 'echeck':
      return (
        <svg {...frame} data-brand="echeck">
          <rect width="48" height="32" rx="4" fill="#0f766e" />
          <path d="M24 6 12 12h24L24 6Zm-9 8v9h3v-9h-3Zm7.5 0v9h3v-9h-3Zm7.5 0v9h3v-9h-3ZM11 25v2h26v-2H11Z" fill="#fff" />
        </svg>
      )
    default:
      return (
        <svg {...frame} data-brand="card">
          <rect width="48" height="32" rx="4" fill="#475569" />
          <rect x="6" y="9" width="36" height="4" fill="#fff" />
        </svg>
      )
  }
}

/**
 * How a payment was made, as a confirmation shows it: the brand mark, the method's name, the
 * masked number (its kind said to screen readers) and the card's expiry when there is one.
 */
export function PaymentMethodSummary({ brand, label, maskedLabel, masked, expiry }: { brand: string | null | undefined; label: string; maskedLabel: string; masked: string; expiry?: string | null }) {
  return (
    <div className="flex items-center gap-4">
      <PaymentMethodIcon brand={brand} />
      <div>
        <p className="font-medium text-slate-900">{label}</p>
        <p className="text-sm text-slate-700">
          <span className="sr-only">{maskedLabel} </span>
          <span className="tabular-nums">{masked}</span>
          {expiry ? <span> · {expiry}</span> : null}
        </p>
      </div>
    </div>
  )
}
