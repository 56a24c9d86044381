import type { ReactNode } from 'react'
import { cx } from './cx'

/** One headline fact of a confirmation: what it is, its value, and an optional test id. */
export type Fact = readonly [term: string, value: ReactNode, testId?: string]

/**
 * The headline facts of a confirmation page (total, number, reference…), each in its own card. A
 * value wraps between its words, and inside a word only when that word alone is wider than the
 * card (a long reference): `break-all` split "OR 97204" and "M5V 3L9" anywhere (issue 43).
 */
export function FactCards({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cx('grid gap-4', className)}>
      {facts.map(([term, value, testId]) => (
        <div key={term} className="rounded-lg border border-slate-200 p-4">
          <dt className="text-sm text-slate-700">{term}</dt>
          <dd className="mt-1 text-lg font-semibold wrap-anywhere text-slate-900" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
